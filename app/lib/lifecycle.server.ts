/**
 * Background work of the process (mail outbox, newsletter sending…). Domain modules register a
 * worker here; the server starts them after the database is open and stops them on shutdown.
 */
import { sql } from "drizzle-orm";
import { db, rowsOf, type Db } from "~/db/client.server";

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

/**
 * A task to run once per `periodMs` across every worker process and instance (clean-ups): each
 * process checks every `checkMs` (and `firstCheckMs` after start) and runs the task only when it
 * is the one that moved the task's `last_run_at` in `periodic_tasks` forward — one atomic UPSERT,
 * so exactly one process wins each period. A run that fails is not retried before the next period.
 */
export function registerPeriodicTask(options: {
  name: string;
  periodMs: number;
  run: () => Promise<unknown>;
  firstCheckMs?: number;
  checkMs?: number;
}) {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = () => void claimPeriodicRun(options.name, options.periodMs).then((mine) => (mine ? options.run() : undefined)).catch(() => {});
  registerWorker({
    name: options.name,
    start() {
      first = setTimeout(check, options.firstCheckMs ?? 30_000);
      timer = setInterval(check, options.checkMs ?? Math.min(options.periodMs, 15 * 60_000));
      first.unref();
      timer.unref();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  });
}

/** True when this process claimed the task's run for the current period. */
export async function claimPeriodicRun(name: string, periodMs: number, database: Db = db()): Promise<boolean> {
  const result = await database.execute(sql`
    INSERT INTO periodic_tasks (name, last_run_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET last_run_at = now()
     WHERE periodic_tasks.last_run_at <= now() - make_interval(secs => ${periodMs / 1000})
    RETURNING name`);
  return rowsOf(result).length === 1;
}
