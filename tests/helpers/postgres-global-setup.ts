import type { TestProject } from "vitest/node";
import { acquirePostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await acquirePostgres();
  project.provide("pgAdminUrl", server.adminUrl);
  return () => server.stop();
}
