/**
 * The one rate limiter: a fixed window per key, counted in the `rate_limit` table so every worker
 * and instance sees the same hits. One atomic upsert per hit (no read-then-write race); a new
 * window starts when the stored one is older than `windowMs`. Rows idle for a day are purged once
 * a day (no limit here spans more than an hour).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db as currentDb, rowsOf, type Db } from "~/db/client.server";
import { periodicTask } from "~/platform/jobs.server";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Row = { count: number | string; last_request: number | string };

/** Counts a hit for `key`; refused (with the seconds until the window ends) beyond `limit`. */
export async function hitRateLimit(db: Pick<Db, "execute">, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - windowMs;
  const result = await db.execute(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request <= ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`);
  const row = rowsOf<Row>(result)[0]!;
  if (Number(row.count) <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000)) };
}

export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes counters whose window started more than a day ago; returns how many. */
export async function purgeRateLimits(db: Pick<Db, "execute"> = currentDb(), now = Date.now()): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limit WHERE last_request < ${now - RATE_LIMIT_RETENTION_MS} RETURNING key`);
  return rowsOf(result).length;
}

/** Daily: counters older than a day go (registered in app/register.server.ts). */
export const rateLimitPurge = periodicTask({
  name: "rate-limit-purge",
  periodMs: RATE_LIMIT_RETENTION_MS,
  firstCheckMs: 90_000,
  run: () => purgeRateLimits(),
});
