/**
 * A fixed-window rate limit kept in the shared `rate_limit` table, so every instance counts the
 * same hits. One atomic upsert per hit: a new window starts when the stored one is older than
 * `windowMs`.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "~/db/client.server";


/** Counts a hit; returns true when it is within the limit. */
export async function hitRateLimit(db: Db, key: string, max: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${now - windowMs} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request <= ${now - windowMs} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count`);
  const [row] = rowsOf<{ count: number }>(result);
  return Number(row?.count ?? 1) <= max;
}
