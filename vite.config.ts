import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicEnhancements } from "./server/vite-enhance-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), publicEnhancements()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  environments: {
    // The server bundle is our HTTP host (server/app.ts) with the React Router build inside it.
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled rather than loaded from node_modules at start: these packages are hundreds of small
      // ES modules, and Node's loader reads each one's (large) package.json again per module, which
      // cost seconds and well over 100 MB per process at start (ADR 0014).
      resolve: { noExternal: ["drizzle-orm", "better-auth", /^@better-auth\//, /^@react-email\//, "lucide-react"] },
    },
  },
});
