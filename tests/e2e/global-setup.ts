/**
 * End-to-end setup: builds the production bundle when needed and starts one shared server
 * (embedded PGlite in a temporary DATA_DIR, mails written to DATA_DIR/outbox) for the suite.
 */
import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../server/ensure-build.ts";
import { BUILD_DIR, ROOT, startServer } from "../helpers/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    e2eDataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export const E2E_ADMIN = { email: "admin@ardentia.test", password: "correct horse battery staple" };

export default async function setup(project: TestProject) {
  ensureBuild(ROOT, BUILD_DIR);
  const server = await startServer({
    env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  project.provide("baseURL", server.url);
  project.provide("e2eDataDir", server.dataDir);
  project.provide("adminEmail", E2E_ADMIN.email);
  project.provide("adminPassword", E2E_ADMIN.password);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
