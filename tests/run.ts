/**
 * `npm test`: type checking, linting, the production build, then every Vitest project (unit,
 * integration on the embedded PostgreSQL 18 and the system PostgreSQL, end-to-end in Chromium,
 * then the cluster test). Ends with the plain line `N passed, N failed` that CI reads; exits
 * non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
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
/** Arguments after `npm test --` (e.g. a file filter) go to Vitest. */
const extra = process.argv.slice(2);

/**
 * Every temporary folder the tests make (a DATA_DIR per server they start, each holding a
 * PostgreSQL cluster of tens of MB; browser profiles; backup archives) goes below one folder of this
 * run (TMPDIR, which os.tmpdir() reads), removed at the end: runs do not pile up in /tmp. It is
 * searchable by others, as the unprivileged user the embedded PostgreSQL runs as under root must
 * enter the data folders below it.
 */
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-tests-"));
fs.chmodSync(runTmp, 0o755);

/** One Vitest run; its counts are added to the totals. */
function vitest(name: string, args: Array<string>) {
  fs.rmSync(summaryFile, { force: true });
  console.log(`\n▶ ${name}`);
  const ok = sh(bin("vitest"), ["run", ...args, ...extra], { TESTS_RUN_ORCHESTRATED: "1", TMPDIR: runTmp });
  if (!fs.existsSync(summaryFile)) {
    failed++;
    failures.push(`${name}: vitest did not report`);
    return;
  }
  const summary = JSON.parse(fs.readFileSync(summaryFile, "utf8")) as { passed: number; failed: number; skipped: number };
  passed += summary.passed;
  failed += summary.failed;
  if (summary.failed > 0) failures.push(`${name}: ${summary.failed} test(s)`);
  if (!ok && summary.failed === 0) {
    failed++;
    failures.push(`${name}: vitest exited with an error`);
  }
}

// Unit, integration and end-to-end files run side by side; the cluster test (two instances with two
// workers each behind nginx) runs after them, alone, so its timings do not compete with browsers.
vitest("tests", built ? ["--project", "unit", "--project", "integration", "--project", "e2e"] : ["--project", "unit", "--project", "integration"]);
if (built && (extra.length === 0 || extra.some((a) => a.includes("cluster")))) vitest("cluster test", ["--project", "cluster"]);
else if (!built) {
  failed++;
  failures.push("cluster test: not run (the build failed)");
}

fs.rmSync(runTmp, { recursive: true, force: true });

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
