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
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
