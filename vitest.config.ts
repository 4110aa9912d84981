import { defineConfig } from "vitest/config";

/**
 * Four projects: unit (pure logic), integration (the embedded PostgreSQL 18 and the system
 * PostgreSQL, a real SMTP server on 127.0.0.1), e2e (the production build in Debian's Chromium through playwright-core) and
 * cluster (two instances of the build behind nginx; run alone after the others by tests/run.ts).
 * Kept apart from vite.config.ts so the React Router plugin does not load in tests.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["./tests/helpers/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (Vitest's default on two cores is one), each on databases of its
          // own. Beside the e2e files the cores are 89–99 % busy, yet a full CI run measured 29.1 min
          // with two against 30.2 with one: the files also wait on PostgreSQL and on servers.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Two instances behind nginx: run alone, after the others (tests/run.ts).
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          testTimeout: 240_000,
          hookTimeout: 240_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
