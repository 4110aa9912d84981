/**
 * A fixed-window rate limit stored in the database (table rate_limit), so it holds across
 * instances and restarts. One atomic upsert per hit: no read-then-write race.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "~/db/client.server";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Row = { count: number | string; last_request: number | string };

export async function hitRateLimit(db: Pick<Db, "execute">, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - windowMs;
  const result = await db.execute(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request <= ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`);
  const rows = rowsOf<Row>(result);
  const row = rows[0]!;
  const count = Number(row.count);
  if (count <= limit) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
  return { allowed: false, retryAfterSeconds };
}
