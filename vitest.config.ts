import { defineConfig } from "vitest/config";

/**
 * Three projects: unit (pure logic), integration (real PGlite and PostgreSQL, a real SMTP server
 * on 127.0.0.1) and e2e (the production build in Debian's Chromium through playwright-core).
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
    ],
  },
});
