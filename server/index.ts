/**
 * `npm start`: builds the site when its sources changed since the last build, then becomes the
 * primary process (server/primary.ts): it replaces itself, keeping its pid, its signals and its
 * output, with that file's build, build/server/primary.js. The primary is plain JavaScript there, so
 * the process that stays up for the site's lifetime never holds Node's TypeScript stripper nor this
 * build check: about 24 MiB less RSS and 30 MiB less PSS (docs/decisions/0014). Node 24 runs this
 * file directly.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.ts";

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
const primary = path.join(buildDir, "server", "primary.js");
if (!fs.existsSync(primary)) {
  console.error(`No build in ${buildDir} (build/server/primary.js is missing): run npm run build, or start without SKIP_BUILD=1.`);
  process.exit(1);
}
// The primary gets the project's root as its argument: its build may live in any BUILD_DIR.
// Where the process cannot be replaced (execve is POSIX only, and a sandbox may refuse it), the
// primary runs in this one.
if (typeof process.execve === "function") {
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, primary, root], process.env);
  } catch (error) {
    console.error(`Could not replace the starting process with the primary (${(error as Error).message}); it runs in this one.`);
  }
}
process.argv[2] = root;
await import(pathToFileURL(primary).href);
