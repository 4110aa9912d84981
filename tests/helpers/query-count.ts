/**
 * Counts the round trips a database client is asked for: wraps `query` and `exec`, and the client
 * checkout and transactions (which could hide further statements), of the client under Drizzle —
 * node-postgres's Pool. A call made inside another counted call (Pool.query checks out
 * a client) is not counted again. `stop()` puts the originals back.
 */
import type { Database } from "~/db/client.server";

type Client = Record<string, unknown>;
const COUNTED = ["query", "exec", "connect", "transaction"] as const;

export function countQueries(database: Database): { readonly count: number; reset(): void; stop(): void } {
  const client = (database.db as unknown as { $client: Client }).$client;
  const originals = new Map<string, unknown>();
  let count = 0;
  let depth = 0;
  for (const name of COUNTED) {
    const original = client[name];
    if (typeof original !== "function") continue;
    originals.set(name, original);
    client[name] = function (this: unknown, ...args: Array<unknown>) {
      if (depth === 0) count++;
      depth++;
      try {
        return (original as (...a: Array<unknown>) => unknown).apply(this, args);
      } finally {
        depth--;
      }
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      for (const [name, original] of originals) client[name] = original;
    },
  };
}
