import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressBuild } from "./server/precompress.ts";
import { publicEnhancements } from "./server/vite-enhance-plugin.ts";

/**
 * The primary process (server/primary.ts) is built beside the app's bundle, as
 * build/server/primary.js: `npm start` runs it as plain JavaScript, so the process that stays up
 * never loads Node's TypeScript stripper (docs/decisions/0014).
 */
function primaryBundle(): Plugin {
  return {
    name: "ardentia-primary-bundle",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      this.emitFile({ type: "chunk", id: "./server/primary.ts", fileName: "primary.js" });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), publicEnhancements(), primaryBundle(), precompressBuild()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  environments: {
    // The server bundle is our HTTP host (server/app.ts) with the React Router build inside it.
    ssr: {
      // Written as ASCII (other characters escaped) and without JSDoc or annotation comments: Node
      // keeps each loaded module's source in memory for V8's lazy compilation, and a source holding
      // one character outside Latin-1 (a dash, an arrow in a comment) is kept at two bytes per
      // character. The bundle is 1.8 MB of one-byte text instead of 2.0 MB of two-byte text: 2.1 MB
      // less memory per process that loads it (ADR 0014).
      build: { rollupOptions: { input: "./server/app.ts", output: { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } } } },
      // Bundled rather than loaded from node_modules at start: these packages are hundreds of small
      // ES modules, and Node's loader reads each one's (large) package.json again per module, which
      // cost seconds and well over 100 MB per process at start (ADR 0014).
      resolve: { noExternal: ["drizzle-orm", "better-auth", /^@better-auth\//, /^@react-email\//, "lucide-react"] },
    },
  },
});
