/**
 * Periodic clean-ups run once per period across every process and instance: of many processes
 * claiming the same task at once, exactly one wins; nobody wins again within the period.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { claimPeriodicRun } from "~/platform/jobs.server";
import { hitRateLimit, purgeRateLimits, RATE_LIMIT_RETENTION_MS } from "~/platform/rate-limit.server";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";

describe.each(DB_KINDS)("periodic tasks on %s", (kind) => {
  let database: TestDatabase;
  const others: Array<Database> = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    // Separate pools stand for separate processes.
    for (let i = 0; i < 3; i++) others.push(await openDatabase({ databaseUrl: database.url, migrate: false, poolSize: 4 }));
  });
  afterAll(async () => {
    await Promise.all(others.map((o) => o.close()));
    await database?.cleanup();
  });

  test("twelve simultaneous claims: exactly one runs; none again within the period; one again after it", async () => {
    const pools = [database, ...others];
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimPeriodicRun("cleanup-a", 60_000, pools[i % pools.length]!.db)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodicRun("cleanup-a", 60_000, others[0]!.db)).toBe(false);
    // Another task has its own period.
    expect(await claimPeriodicRun("cleanup-b", 60_000, others[1]!.db)).toBe(true);
    // The period has passed.
    await database.query("UPDATE periodic_tasks SET last_run_at = now() - interval '61 seconds' WHERE name = 'cleanup-a'");
    const again = await Promise.all(pools.map((p) => claimPeriodicRun("cleanup-a", 60_000, p.db)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });

  test("the rate limiter counts across processes, and its purge deletes only counters idle for a day", async () => {
    const now = Date.now();
    const hits = await Promise.all(others.map((o) => hitRateLimit(o.db, "test:ip-1", 2, 60_000, now)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(2);
    expect(hits.find((h) => !h.allowed)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    await hitRateLimit(database.db, "test:old", 5, 60_000, now - RATE_LIMIT_RETENTION_MS - 1000);
    expect(await purgeRateLimits(database.db, now)).toBe(1);
    const left = await database.query<{ key: string }>("SELECT key FROM rate_limit WHERE key LIKE 'test:%' ORDER BY key");
    expect(left.map((r) => r.key)).toEqual(["test:ip-1"]);
  });
});
