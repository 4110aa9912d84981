/**
 * Scheduled one-off jobs (`app/platform/jobs.server.ts`): several processes polling one database
 * run each due job exactly once, never early; rescheduling moves a job, cancelling stops it, and a
 * handler that fails leaves no trace of its work and is retried.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, rowsOf, type Database } from "~/db/client.server";
import { cancelJob, registerJobHandler, runDueJobs, scheduleJob } from "~/platform/jobs.server";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";

describe.each(DB_KINDS)("scheduled jobs on %s", (kind) => {
  let database: TestDatabase;
  const others: Array<Database> = [];
  const after: Array<string> = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    // Separate pools stand for separate processes.
    for (let i = 0; i < 3; i++) others.push(await openDatabase({ databaseUrl: database.url, migrate: false, poolSize: 4 }));
    await database.query("CREATE TABLE job_effects (key text NOT NULL, at timestamptz NOT NULL DEFAULT now())");
    registerJobHandler(
      "test-effect",
      async (tx, payload) => {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${String(payload.key)})`);
        if (payload.fail) throw new Error("handler failed on purpose");
      },
      (payload) => after.push(String(payload.key)),
    );
  });
  afterAll(async () => {
    await Promise.all(others.map((o) => o.close()));
    await database?.cleanup();
  });

  const effects = async (key: string) => rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM job_effects WHERE key = ${key}`))[0]!.n;
  const status = async (key: string) => rowsOf<{ status: string; attempts: number }>(await database.db.execute(sql`SELECT status, attempts FROM jobs WHERE key = ${key}`))[0];
  /** Every process polls at once, twice over. */
  const pollEverywhere = async () => {
    const pools = [database, ...others];
    for (let round = 0; round < 2; round++) await Promise.all(pools.flatMap((p) => [runDueJobs(p.db), runDueJobs(p.db)]));
  };

  test("twenty due jobs polled by four processes at once: each runs exactly once, then its after-commit step", async () => {
    const past = new Date(Date.now() - 1000);
    for (let i = 0; i < 20; i++) await scheduleJob(database.db, { key: `race-${i}`, kind: "test-effect", runAt: past, payload: { key: `race-${i}` } });
    await pollEverywhere();
    for (let i = 0; i < 20; i++) {
      expect(await effects(`race-${i}`)).toBe(1);
      expect(await status(`race-${i}`)).toEqual({ status: "done", attempts: 1 });
    }
    expect(after.filter((k) => k.startsWith("race-")).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `race-${i}`).sort());
  });

  test("a job in the future does not run early; moved to the past it runs; scheduled again after running, it runs again", async () => {
    await scheduleJob(database.db, { key: "later", kind: "test-effect", runAt: new Date(Date.now() + 60_000), payload: { key: "later" } });
    await pollEverywhere();
    expect(await effects("later")).toBe(0);
    expect((await status("later"))?.status).toBe("queued");
    // Rescheduled (same key): one job, at its new time.
    await scheduleJob(database.db, { key: "later", kind: "test-effect", runAt: new Date(Date.now() - 10), payload: { key: "later" } });
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE key = 'later'`))[0]!.n).toBe(1);
    await pollEverywhere();
    expect(await effects("later")).toBe(1);
    await scheduleJob(database.db, { key: "later", kind: "test-effect", runAt: new Date(Date.now() - 10), payload: { key: "later" } });
    await pollEverywhere();
    expect(await effects("later")).toBe(2);
  });

  test("a cancelled job never runs, and cancelling twice finds nothing the second time", async () => {
    await scheduleJob(database.db, { key: "cancelled", kind: "test-effect", runAt: new Date(Date.now() + 500), payload: { key: "cancelled" } });
    expect(await cancelJob(database.db, "cancelled")).toBe(true);
    expect(await cancelJob(database.db, "cancelled")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await pollEverywhere();
    expect(await effects("cancelled")).toBe(0);
    expect((await status("cancelled"))?.status).toBe("cancelled");
  });

  test("a failing handler's work is rolled back and the job is retried later, not at once", async () => {
    await scheduleJob(database.db, { key: "failing", kind: "test-effect", runAt: new Date(Date.now() - 10), payload: { key: "failing", fail: true } });
    await pollEverywhere();
    expect(await effects("failing")).toBe(0);
    expect(await status("failing")).toEqual({ status: "queued", attempts: 1 });
    const [job] = rowsOf<{ later: boolean; error: string }>(await database.db.execute(sql`SELECT run_at > now() + interval '30 seconds' AS later, last_error AS error FROM jobs WHERE key = 'failing'`));
    expect(job).toEqual({ later: true, error: "handler failed on purpose" });
    expect(after).not.toContain("failing");
  });

  test("a job of a kind nobody handles fails visibly instead of vanishing", async () => {
    await scheduleJob(database.db, { key: "orphan", kind: "no-such-kind", runAt: new Date(Date.now() - 10) });
    await runDueJobs(database.db);
    const [job] = rowsOf<{ error: string }>(await database.db.execute(sql`SELECT last_error AS error FROM jobs WHERE key = 'orphan'`));
    expect(job?.error).toContain('No handler is registered for jobs of kind "no-such-kind"');
  });
});
