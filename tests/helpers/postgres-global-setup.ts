import type { TestProject } from "vitest/node";
import { acquirePostgres, startEmbeddedForTests } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The system PostgreSQL (15 on these machines). */
    pgAdminUrl: string;
    /** The embedded PostgreSQL server the app runs by default. */
    embeddedAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [server, embedded] = await Promise.all([acquirePostgres(), startEmbeddedForTests()]);
  project.provide("pgAdminUrl", server.adminUrl);
  project.provide("embeddedAdminUrl", embedded.adminUrl);
  return async () => {
    await Promise.all([server.stop(), embedded.stop()]);
  };
}
