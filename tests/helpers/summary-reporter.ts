/**
 * Prints the plain closing line CI reads (`N passed, N failed, N skipped`) and writes the counts
 * to reports/vitest-summary.json for tests/run.ts.
 */
import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      if (mod.state() === "failed" && [...mod.children.allTests()].length === 0) failed++;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    failed += unhandledErrors.length;
    fs.mkdirSync("reports", { recursive: true });
    fs.writeFileSync("reports/vitest-summary.json", JSON.stringify({ passed, failed, skipped }));
    if (!process.env.TESTS_RUN_ORCHESTRATED) console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
