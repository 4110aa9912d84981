/**
 * Gives a worker's memory back when its traffic stops. Under load V8 grows the heap, and after
 * its ordinary collections it keeps the pages it emptied, for the next burst; a site at rest
 * (most of the hours of a B2B site) would hold its peak for nothing. Once no request has arrived
 * for `idleMs`, after at least one since the last release, this runs one memory-reducing full
 * collection (V8's "last resort" flavour: it compacts the heap, shrinks the young generation and
 * returns the emptied pages to the system). A request still running then (a slow upload) only
 * pauses with the rest of the worker.
 *
 * The collection blocks the worker for about 0.1–0.25 s on 2 cores; a request that arrives
 * during it waits that long, which is why it waits for a quiet period rather than a short gap.
 * It needs `gc`, which `node --expose-gc` defines (`npm start` gives the flag to its workers);
 * without it, or with `idleMs` 0, nothing happens.
 */

/** V8's `gc` extension, as `--expose-gc` defines it. */
export type GcFunction = (options?: { type?: "major" | "minor"; execution?: "sync" | "async"; flavor?: "regular" | "last-resort" }) => unknown;

export type ReleaseReport = { ms: number; rssBefore: number; rssAfter: number; heapBefore: number; heapAfter: number };

export type IdleRelease = {
  /** Call when a request arrives. */
  touch(): void;
  stop(): void;
};

/** The `gc` function of this process, when `--expose-gc` defined it. */
export function exposedGc(): GcFunction | undefined {
  const candidate = (globalThis as { gc?: unknown }).gc;
  return typeof candidate === "function" ? (candidate as GcFunction) : undefined;
}

export function idleMemoryRelease(options: {
  idleMs: number;
  gc: GcFunction | undefined;
  onRelease?: (report: ReleaseReport) => void;
}): IdleRelease {
  const { idleMs, gc, onRelease } = options;
  if (!gc || idleMs <= 0) return { touch() {}, stop() {} };
  let lastRequest = Date.now();
  /** Requests arrived since the last release. */
  let used = false;

  const check = () => {
    if (!used || Date.now() - lastRequest < idleMs) return;
    used = false;
    const before = process.memoryUsage();
    const started = performance.now();
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    const ms = performance.now() - started;
    const after = process.memoryUsage();
    onRelease?.({ ms, rssBefore: before.rss, rssAfter: after.rss, heapBefore: before.heapTotal, heapAfter: after.heapTotal });
  };
  // Checked a few times per idle period; the timer never keeps the process alive.
  const timer = setInterval(check, Math.max(50, Math.min(1_000, Math.floor(idleMs / 4))));
  timer.unref();

  return {
    touch() {
      used = true;
      lastRequest = Date.now();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
