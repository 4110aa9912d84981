/**
 * `npm test`: type checking, linting, the production build, then every Vitest project (unit,
 * integration on PGlite and PostgreSQL, end-to-end in Chromium). Ends with the plain line
 * `N passed, N failed` that CI reads; exits non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureBuild } from "../server/ensure-build.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const failures: Array<string> = [];

function step(name: string, run: () => boolean) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  let ok = false;
  try {
    ok = run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
  return ok;
}

const sh = (cmd: string, args: Array<string>, env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status === 0;

step("typecheck", () => sh(bin("react-router"), ["typegen"]) && sh(bin("tsc"), []));
step("lint", () => sh(bin("oxlint"), ["--deny-warnings", "app", "server", "scripts", "tests", "bench"]));
const built = step("build", () => {
  ensureBuild(root, path.join(root, "build"), console.log);
  return true;
});

const summaryFile = path.join(root, "reports", "vitest-summary.json");
fs.rmSync(summaryFile, { force: true });
const projects = built ? [] : ["--project", "unit", "--project", "integration"];
const vitestOk = sh(bin("vitest"), ["run", ...projects, ...process.argv.slice(2)], { TESTS_RUN_ORCHESTRATED: "1" });
if (fs.existsSync(summaryFile)) {
  const summary = JSON.parse(fs.readFileSync(summaryFile, "utf8")) as { passed: number; failed: number; skipped: number };
  passed += summary.passed;
  failed += summary.failed;
  if (summary.failed > 0) failures.push(`${summary.failed} test(s)`);
  if (!vitestOk && summary.failed === 0) {
    failed++;
    failures.push("vitest exited with an error");
  }
} else {
  failed++;
  failures.push("vitest did not report");
}

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
