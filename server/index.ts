/**
 * `npm start`: builds when the sources changed since the last build, then runs the server
 * (migrations and seed run at start) in production mode. Node 24 runs this file directly.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.ts";

// React must load in production mode, or it renders at half the speed (DESIGN "Facts").
process.env.NODE_ENV = "production";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
if (process.env.SKIP_BUILD !== "1") {
  try {
    ensureBuild(root, buildDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const server = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as { start(): Promise<unknown> };
await server.start();
