/** /healthz reports the database: 200 while PostgreSQL answers, 503 once it is gone. */
import { expect, test } from "vitest";
import { inject } from "vitest";
import { ensureBuild } from "../../server/ensure-build.ts";
import { createPgDatabase } from "../helpers/postgres";
import { BUILD_DIR, ROOT, startServer } from "../helpers/server";

test("healthz is 503 when the database is unreachable", async () => {
  ensureBuild(ROOT, BUILD_DIR);
  const database = await createPgDatabase(inject("pgAdminUrl"));
  const server = await startServer({ env: { DATABASE_URL: database.url } });
  try {
    expect((await fetch(server.url + "/healthz")).status).toBe(200);
    await database.drop();
    await expect.poll(async () => (await fetch(server.url + "/healthz")).status, { timeout: 15_000 }).toBe(503);
    const body = (await (await fetch(server.url + "/healthz")).json()) as { status: string };
    expect(body.status).toBe("unavailable");
  } finally {
    await server.stop();
  }
});
