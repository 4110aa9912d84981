/**
 * Multi-instance page-cache invalidation over PostgreSQL LISTEN/NOTIFY. Each
 * instance has an id; `contentChanged()` drops the local cache and NOTIFYs the channel with
 * {from, reason}; a worker LISTENs on its own connection and drops the local cache when another
 * instance notifies. If the listening connection drops it reconnects with backoff and, once back,
 * clears the cache (a notification may have been missed while it was away). Every worker process
 * of every instance is such a listener, the embedded database included; the workers of one
 * instance share its id and hear of each other's changes through their primary instead.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { env } from "~/config/env.server";
import type { Worker } from "~/platform/jobs.server";
import { notifyLocalListeners, setContentChangedBroadcaster, takePendingContentChange } from "~/platform/page-cache/events.server";

export const PAGE_CACHE_CHANNEL = "ardentia_page_cache";
/**
 * This instance's id (NOTIFYs carry it, and a listener ignores its own instance's): the primary of
 * `npm start` gives its workers one (they tell each other directly, siblings.server.ts); a process
 * started any other way has its own.
 */
export const INSTANCE_ID = process.env.ARDENTIA_INSTANCE_ID?.trim() || randomUUID();
/** How long a change waits for its NOTIFY to be sent before it answers anyway (the NOTIFY still goes). */
const NOTIFY_WAIT_MS = 2_000;
/** The NOTIFY connection is closed after this long unused (the next change opens a new one). */
export const NOTIFY_CONNECTION_IDLE_MS = 10_000;

type Payload = { from: string; reason: string };

export type CacheNotifier = { stop(): Promise<void>; ready: Promise<void> };

/** Starts listening on `databaseUrl` and installs the NOTIFY broadcaster. */
export function startCacheNotifier(databaseUrl: string, options: { instanceId?: string; log?: (msg: string) => void } = {}): CacheNotifier {
  const instanceId = options.instanceId ?? INSTANCE_ID;
  const log = options.log ?? ((msg: string) => console.error(JSON.stringify({ msg, worker: "page-cache-notify" })));
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  // Sender: a short statement on a separate connection. The request that changed the content awaits
  // it (at most NOTIFY_WAIT_MS), so that its answer comes after the NOTIFY is committed and on its
  // way to every listener: an editor who saves and opens the public page at once must not get
  // another worker's stale copy. (Delivery is not acknowledged; it takes well under a millisecond here.)
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: NOTIFY_CONNECTION_IDLE_MS });
  sender.on("error", () => {});
  setContentChangedBroadcaster(async (reason) => {
    const payload = JSON.stringify({ from: instanceId, reason: reason.slice(0, 200) } satisfies Payload);
    const sent = sender.query("SELECT pg_notify($1, $2)", [PAGE_CACHE_CHANNEL, payload]).then(
      () => {},
      (error: unknown) => log(`page cache NOTIFY failed: ${(error as Error).message}`),
    );
    await Promise.race([sent, sleep(NOTIFY_WAIT_MS, undefined, { ref: false })]);
  });

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on("error", () => {});
    c.on("end", () => {
      if (stopped || client !== c) return;
      client = undefined;
      schedule();
    });
    c.on("notification", (msg) => {
      if (msg.channel !== PAGE_CACHE_CHANNEL) return;
      let payload: Payload | undefined;
      try {
        payload = JSON.parse(msg.payload ?? "") as Payload;
      } catch {
        payload = undefined;
      }
      if (payload?.from === instanceId) return;
      notifyLocalListeners(`remote: ${payload?.reason ?? "content changed"}`);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      if (stopped) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      if (attempt > 0) notifyLocalListeners("page cache listener reconnected");
      attempt = 0;
      resolveReady();
    } catch (error) {
      await c.end().catch(() => {});
      log(`page cache LISTEN failed: ${(error as Error).message}`);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped) return;
    attempt++;
    retryTimer = setTimeout(() => void connect(), Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)));
  };
  void connect();

  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      setContentChangedBroadcaster(undefined);
      const c = client;
      client = undefined;
      await Promise.allSettled([c?.end(), sender.end()]);
    },
  };
}

/**
 * Announces a change made where no broadcaster runs — the seed in the short-lived prepare process,
 * e.g. demo posts added at start — so that instances already serving drop their cached pages.
 */
export async function announcePendingContentChange(pool: pg.Pool) {
  const reason = takePendingContentChange();
  if (reason === undefined) return;
  const payload = JSON.stringify({ from: INSTANCE_ID, reason: reason.slice(0, 200) } satisfies Payload);
  await pool.query("SELECT pg_notify($1, $2)", [PAGE_CACHE_CHANNEL, payload]);
}

let running: CacheNotifier | undefined;

/** Every serving process listens (server/app.ts starts it whatever WORKERS says: its page cache must hear of changes). */
export const cacheNotifyWorker: Worker = {
  name: "page-cache-notify",
  start() {
    const url = env().DATABASE_URL;
    if (!url) return;
    running = startCacheNotifier(url);
  },
  async stop() {
    await running?.stop();
    running = undefined;
  },
};
