/**
 * Builds the site when its sources changed since the last build (a fingerprint of paths, sizes and
 * modification times is kept in `{buildDir}/.inputs`). Used by `npm start` and by the tests.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = ["app", "server", "public", "drizzle", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

function inputsFingerprint(root: string): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    } else if (!rel.endsWith(".test.ts") && !rel.endsWith(".test.tsx")) {
      hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) visit(input);
  return hash.digest("hex");
}

/** Returns true when a build ran. Throws when the build fails. */
export function ensureBuild(root: string, buildDir: string, log: (line: string) => void = console.error): boolean {
  const stampFile = path.join(buildDir, ".inputs");
  const fingerprint = inputsFingerprint(root);
  const upToDate =
    ["index.js", "primary.js"].every((file) => fs.existsSync(path.join(buildDir, "server", file))) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === fingerprint;
  if (upToDate) return false;
  log(`Building the site into ${path.relative(root, buildDir) || "."} (sources changed since the last build)…`);
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("The build failed; see the messages above.");
  fs.writeFileSync(stampFile, fingerprint);
  return true;
}
