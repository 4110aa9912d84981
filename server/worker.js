// A serving or preparing worker of `npm start` (forked by the primary, server/primary.ts). Plain JavaScript on
// purpose: a .ts entry makes Node load its TypeScript stripper (about 18 MB per process), and the
// worker needs nothing from the primary's modules. It loads the server bundle and runs the role
// the primary gave it: "prepare" (migrations and seed, then exit) or "serve".
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const server = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
if (process.env.ARDENTIA_ROLE === "prepare") {
  await server.prepare();
  process.exit(0);
}
await server.start();
