/**
 * Background work of the process (mail outbox, newsletter sending…). Domain modules register a
 * worker here; the server starts them after the database is open and stops them on shutdown.
 */
export type Worker = { name: string; start(): void; stop(): Promise<void> };

const workers: Array<Worker> = [];

export function registerWorker(worker: Worker) {
  if (!workers.some((w) => w.name === worker.name)) workers.push(worker);
}

export function startWorkers() {
  for (const worker of workers) worker.start();
}

export async function stopWorkers() {
  await Promise.allSettled(workers.map((worker) => worker.stop()));
}

/**
 * A worker that runs `runOnce` again at once while it reports more work, and otherwise sleeps
 * `pollMs` or until `wake()` is called. An error (the database away for a moment) means: sleep, retry.
 */
export function registerPollingWorker(options: {
  name: string;
  pollMs: number;
  runOnce: () => Promise<boolean>;
  onStop?: () => void;
}): { wake(): void } {
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeSleeper: (() => void) | undefined;
  registerWorker({
    name: options.name,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          let busy = false;
          try {
            busy = await options.runOnce();
          } catch {
            busy = false;
          }
          if (!running) break;
          if (busy) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, options.pollMs);
            wakeSleeper = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wakeSleeper = undefined;
        }
      })();
    },
    async stop() {
      running = false;
      wakeSleeper?.();
      await loop;
      options.onStop?.();
    },
  });
  return { wake: () => wakeSleeper?.() };
}
