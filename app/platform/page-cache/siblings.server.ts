/**
 * Page-cache invalidation between the worker processes of one instance (`npm start` runs
 * `WEB_CONCURRENCY` of them under one primary), acknowledged: the worker that changed content
 * tells the primary over the cluster's IPC channel, the primary tells every other serving worker,
 * each drops its cached pages and says so, and only then is the first worker told that its
 * siblings know. The request that made the change awaits that before it answers, so the next
 * request, whichever worker takes it, never gets a page cached before the change. (A PostgreSQL
 * NOTIFY is committed before it answers too, but its delivery to the other workers is not
 * acknowledged: a worker busy for a moment could take the next request before reading it.)
 * Other instances hear of changes through NOTIFY (notify.server.ts).
 *
 * A sibling that does not answer within SIBLINGS_WAIT_MS (stuck, or gone) does not hold the
 * change's answer longer; it still drops its pages when it reads the message. Outside a cluster
 * worker (tests, scripts, `react-router dev`) there are no siblings and telling them is immediate.
 *
 * No app imports: the primary (server/primary.ts, which loads none of the app) uses `relayPageCacheChanges`.
 */
import cluster, { type Cluster } from "node:cluster";

/** The longest a change waits for the other workers of its instance (the primary waits as long for each). */
export const SIBLINGS_WAIT_MS = 2_000;

type Message =
  /** worker → primary: content changed here. */
  | { type: "page-cache:changed"; id: number; reason: string }
  /** primary → worker: drop your cached pages. */
  | { type: "page-cache:drop"; id: number; reason: string }
  /** worker → primary: dropped. */
  | { type: "page-cache:dropped"; id: number }
  /** primary → worker: every sibling dropped its pages (or did not answer in time). */
  | { type: "page-cache:told"; id: number };

const isMessage = (value: unknown): value is Message => {
  const { type, id } = (value ?? {}) as { type?: unknown; id?: unknown };
  return typeof type === "string" && type.startsWith("page-cache:") && Number.isSafeInteger(id);
};

// --- in a worker -------------------------------------------------------------------------------

let dropHandler: ((reason: string) => void) | undefined;
const awaiting = new Map<number, () => void>();
let lastId = 0;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === "page-cache:told") awaiting.get(message.id)?.();
    else if (message.type === "page-cache:drop") {
      dropHandler?.(message.reason);
      process.send?.({ type: "page-cache:dropped", id: message.id } satisfies Message);
    }
  });
}

/** In a serving worker: `drop` runs when a sibling changed content (before the primary hears back). */
export function onSiblingChange(drop: (reason: string) => void): void {
  dropHandler = drop;
  if (cluster.isWorker) listen();
}

/** Tells the other workers of this instance; settles once each dropped its pages (at most SIBLINGS_WAIT_MS). Never rejects. */
export function tellSiblings(reason: string): Promise<void> {
  if (!cluster.isWorker || !process.connected || !process.send) return Promise.resolve();
  listen();
  const id = ++lastId;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      awaiting.delete(id);
      resolve();
    };
    // A little longer than the primary waits for a sibling, so its answer normally decides.
    const timer = setTimeout(done, SIBLINGS_WAIT_MS + 500);
    timer.unref();
    awaiting.set(id, done);
    process.send!({ type: "page-cache:changed", id, reason: reason.slice(0, 200) } satisfies Message, undefined, undefined, (error: Error | null) => {
      if (error) done();
    });
  });
}

// --- in the primary ----------------------------------------------------------------------------

/**
 * Relays each worker's changes to the other serving workers (those that said "ready") and tells it
 * once they all dropped their pages. `onLate` hears of workers that did not answer in time.
 */
export function relayPageCacheChanges(workers: Cluster, options: { waitMs?: number; onLate?: (pids: Array<number | undefined>) => void } = {}): void {
  const waitMs = options.waitMs ?? SIBLINGS_WAIT_MS;
  const serving = new Set<number>();
  const relays = new Map<number, { waiting: Set<number>; finish: () => void }>();
  let lastRelay = 0;
  const settle = (relayId: number, workerId: number) => {
    const relay = relays.get(relayId);
    if (!relay || !relay.waiting.delete(workerId)) return;
    if (relay.waiting.size === 0) relay.finish();
  };
  workers.on("message", (worker, message: unknown) => {
    // A worker says "ready" once it listens (server/app.ts); from then on it may hold cached pages.
    if ((message as { type?: unknown } | null)?.type === "ready") {
      serving.add(worker.id);
      return;
    }
    if (!isMessage(message)) return;
    if (message.type === "page-cache:dropped") {
      settle(message.id, worker.id);
      return;
    }
    if (message.type !== "page-cache:changed") return;
    const from = message.id;
    const reply = () => {
      if (worker.isConnected()) worker.send({ type: "page-cache:told", id: from } satisfies Message, undefined, () => {});
    };
    const targets = [...serving].flatMap((id) => {
      const target = workers.workers?.[id];
      return target && target !== worker && target.isConnected() ? [target] : [];
    });
    if (targets.length === 0) {
      reply();
      return;
    }
    const relayId = ++lastRelay;
    const waiting = new Set(targets.map((target) => target.id));
    const timer = setTimeout(() => {
      options.onLate?.([...waiting].map((id) => workers.workers?.[id]?.process.pid));
      finish();
    }, waitMs);
    timer.unref();
    const finish = () => {
      clearTimeout(timer);
      relays.delete(relayId);
      reply();
    };
    relays.set(relayId, { waiting, finish });
    for (const target of targets) {
      target.send({ type: "page-cache:drop", id: relayId, reason: message.reason } satisfies Message, undefined, (error: Error | null) => {
        if (error) settle(relayId, target.id);
      });
    }
  });
  workers.on("exit", (worker) => {
    serving.delete(worker.id);
    // (Deleting the finished relays while iterating is safe for a Map.)
    for (const relayId of relays.keys()) settle(relayId, worker.id);
  });
}
