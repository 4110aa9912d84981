/**
 * Everything that runs besides requests, in one place:
 * - workers (`pollingWorker`) and periodic tasks claimed once per period (`periodicTask`), which
 *   `app/register.server.ts` lists and the host starts after the database is open and stops on
 *   shutdown;
 * - `leasedQueue`: the one claim/complete/retry/release pattern of a table of work items (the mail
 *   outbox, newsletter deliveries), leased with `FOR UPDATE SKIP LOCKED`;
 * - durable one-off jobs due at a time (`scheduleJob`, `cancelJob`, `runDueJobs`), whose handlers
 *   run in the transaction that claims them, so each runs once across processes and instances.
 */
import { sql, type SQL } from "drizzle-orm";
import { db, rowsOf, type Db } from "~/db/client.server";
import { loggableError } from "~/platform/log";

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
 * A worker that runs `runOnce` again at once while it reports more work (true), and otherwise
 * sleeps `pollMs`, or the milliseconds `runOnce` returned when that is sooner (the next known due
 * time), or until `wake()` is called. An error (the database away for a moment) means: sleep, retry.
 */
export function pollingWorker(options: {
  name: string;
  pollMs: number;
  runOnce: () => Promise<boolean | number>;
  onStop?: () => void;
}): Worker & { wake(): void } {
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeSleeper: (() => void) | undefined;
  return {
    name: options.name,
    wake: () => wakeSleeper?.(),
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          let outcome: boolean | number = false;
          try {
            outcome = await options.runOnce();
          } catch {
            outcome = false;
          }
          if (!running) break;
          if (outcome === true) continue;
          const sleepMs = typeof outcome === "number" ? Math.min(Math.max(outcome, 0), options.pollMs) : options.pollMs;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, sleepMs);
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
  };
}

/**
 * A task to run once per `periodMs` across every worker process and instance (clean-ups): each
 * process checks every `checkMs` (and `firstCheckMs` after start) and runs the task only when it
 * is the one that moved the task's `last_run_at` in `periodic_tasks` forward — one atomic UPSERT,
 * so exactly one process wins each period. A run that fails is not retried before the next period.
 */
export function periodicTask(options: {
  name: string;
  periodMs: number;
  run: () => Promise<unknown>;
  firstCheckMs?: number;
  checkMs?: number;
}): Worker {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = () => void claimPeriodicRun(options.name, options.periodMs).then((mine) => (mine ? options.run() : undefined)).catch(() => {});
  return {
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
  };
}

/** True when this process claimed the task's run for the current period. */
export async function claimPeriodicRun(name: string, periodMs: number, database: Db = db()): Promise<boolean> {
  const result = await database.execute(sql`
    INSERT INTO periodic_tasks (name, last_run_at, runs) VALUES (${name}, now(), 1)
    ON CONFLICT (name) DO UPDATE SET last_run_at = now(), runs = periodic_tasks.runs + 1
     WHERE periodic_tasks.last_run_at <= now() - make_interval(secs => ${periodMs / 1000})
    RETURNING name`);
  return rowsOf(result).length === 1;
}

// --- leased work items ---------------------------------------------------------------------------

/**
 * A table of work items that workers lease: each row has `id`, `status` (of the enum `statusType`),
 * `attempts`, `next_attempt_at`, `locked_until`, `last_error` and a completion time `doneColumn`.
 * A row is due when it is `waiting` and its `next_attempt_at` has come, or when it is `sending`
 * and its lease has expired (its worker died). Names are constants of our code, never input.
 */
export type LeasedTable = {
  table: string;
  statusType: string;
  waiting: string;
  doneColumn: string;
  /** The columns a claim returns (besides `id` and `attempts`). */
  columns: Array<string>;
};

export type LeasedRow = { id: number; attempts: number } & Record<string, unknown>;

const idList = (ids: Array<number>): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export function leasedQueue(t: LeasedTable) {
  const table = sql.identifier(t.table);
  const statusType = sql.raw(`"${t.statusType.replaceAll('"', "")}"`);
  const doneColumn = sql.identifier(t.doneColumn);
  const returning = sql.join([sql.identifier("id"), sql.identifier("attempts"), ...t.columns.map((c) => sql.identifier(c))], sql`, `);
  return {
    /** Leases up to `limit` due rows for `leaseSeconds`, counting an attempt on each; oldest first. */
    async claim(database: Db, limit: number, leaseSeconds: number): Promise<Array<LeasedRow>> {
      const result = await database.execute(sql`
        UPDATE ${table} SET status = 'sending', attempts = attempts + 1,
               locked_until = now() + make_interval(secs => ${leaseSeconds})
         WHERE id IN (
           SELECT id FROM ${table}
            WHERE (status = ${t.waiting}::${statusType} AND next_attempt_at <= now())
               OR (status = 'sending' AND locked_until < now())
            ORDER BY id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING ${returning}`);
      return rowsOf<LeasedRow>(result).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
    },
    /** Marks rows done. */
    async complete(database: Db, ids: Array<number>): Promise<void> {
      if (ids.length === 0) return;
      await database.execute(sql`
        UPDATE ${table} SET status = 'sent', ${doneColumn} = now(), locked_until = NULL, last_error = NULL
         WHERE id IN (${idList(ids)})`);
    },
    /** A failed attempt: retried after `retryInSeconds`, or given up (`failed`). */
    async fail(database: Db, id: number, error: string, options: { giveUp: boolean; retryInSeconds: number }): Promise<void> {
      await database.execute(sql`
        UPDATE ${table}
           SET status = ${options.giveUp ? "failed" : t.waiting}::${statusType},
               next_attempt_at = now() + make_interval(secs => ${options.retryInSeconds}),
               locked_until = NULL, last_error = ${error.slice(0, 1000)}
         WHERE id = ${id}`);
    },
    /** Hands leased rows back untried (the attempt is not counted). */
    async release(database: Db, ids: Array<number>): Promise<void> {
      if (ids.length === 0) return;
      await database.execute(sql`
        UPDATE ${table} SET status = ${t.waiting}::${statusType}, attempts = attempts - 1, locked_until = NULL
         WHERE status = 'sending' AND id IN (${idList(ids)})`);
    },
  };
}

// --- one-off jobs due at a time ------------------------------------------------------------------

type JobExecutor = Pick<Db, "execute">;
/** A job's work, given the claiming transaction. */
export type JobHandler = (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], payload: Record<string, unknown>) => Promise<void>;

const handlers = new Map<string, JobHandler>();
/** Called after a job's transaction committed (e.g. to drop cached pages); errors are ignored. */
const afterCommit = new Map<string, (payload: Record<string, unknown>) => void>();

/** Registers what a kind of job does (`app/register.server.ts`). */
export function registerJobHandler(kind: string, handler: JobHandler, after?: (payload: Record<string, unknown>) => void) {
  handlers.set(kind, handler);
  if (after) afterCommit.set(kind, after);
}

/**
 * Schedules the job named `key` to run at `runAt` (now or in the past: at the next poll). Scheduling
 * the same key again moves it (and queues it again if it had run or been cancelled). Pass the
 * transaction of the change that needs the job so both commit together.
 */
export async function scheduleJob(executor: JobExecutor, job: { key: string; kind: string; runAt: Date; payload?: Record<string, unknown> }): Promise<void> {
  await executor.execute(sql`
    INSERT INTO jobs (key, kind, payload, run_at) VALUES (${job.key}, ${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt.toISOString()}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, run_at = EXCLUDED.run_at,
           status = 'queued', attempts = 0, last_error = NULL, finished_at = NULL`);
  jobsWorker.wake();
}

/** Cancels the job named `key` if it has not run; true when there was one to cancel. */
export async function cancelJob(executor: JobExecutor, key: string): Promise<boolean> {
  const result = await executor.execute(sql`UPDATE jobs SET status = 'cancelled', finished_at = now() WHERE key = ${key} AND status = 'queued' RETURNING id`);
  return rowsOf(result).length === 1;
}

export const JOB_MAX_ATTEMPTS = 5;

/**
 * Runs due jobs, one transaction each: the job is claimed (`FOR UPDATE SKIP LOCKED`: another
 * process skips it), its handler runs in that transaction, and the job is marked done in it. A
 * handler that throws rolls its work back; the job is retried a minute later, and given up after
 * `JOB_MAX_ATTEMPTS`. Returns how many jobs ran (successfully or not).
 */
export async function runDueJobs(database: Db = db(), limit = 10): Promise<number> {
  let ran = 0;
  for (; ran < limit; ran++) {
    let failed: { id: number; attempts: number; error: string } | undefined;
    let done: { kind: string; payload: Record<string, unknown> } | undefined;
    const claimed = await database.transaction(async (tx) => {
      const [job] = rowsOf<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number }>(
        await tx.execute(sql`
          SELECT id, kind, payload, attempts FROM jobs
           WHERE status = 'queued' AND run_at <= now()
           ORDER BY run_at, id
           LIMIT 1
           FOR UPDATE SKIP LOCKED`),
      );
      if (!job) return false;
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`No handler is registered for jobs of kind "${job.kind}"`);
        await tx.transaction((inner) => handler(inner, job.payload ?? {}));
        await tx.execute(sql`UPDATE jobs SET status = 'done', attempts = attempts + 1, finished_at = now(), last_error = NULL WHERE id = ${job.id}`);
        done = { kind: job.kind, payload: job.payload ?? {} };
      } catch (error) {
        failed = { id: job.id, attempts: Number(job.attempts) + 1, error: loggableError(error).message };
        const giveUp = failed.attempts >= JOB_MAX_ATTEMPTS;
        await tx.execute(sql`
          UPDATE jobs SET attempts = attempts + 1, last_error = ${failed.error.slice(0, 1000)},
                 status = ${giveUp ? "failed" : "queued"}, run_at = CASE WHEN ${giveUp} THEN run_at ELSE now() + interval '1 minute' END,
                 finished_at = CASE WHEN ${giveUp} THEN now() ELSE NULL END
           WHERE id = ${job.id}`);
      }
      return true;
    });
    if (!claimed) break;
    if (done) {
      try {
        afterCommit.get(done.kind)?.(done.payload);
      } catch {
        // The job's work is committed; what follows it is best effort.
      }
    }
  }
  return ran;
}

/**
 * Milliseconds until the next queued job is due by the database's clock (the clock `runDueJobs`
 * compares with), at least `minMs` (a job due but held by another process is not spun on); null
 * when none is queued.
 */
export async function nextJobDueInMs(database: Db = db(), minMs = 100): Promise<number | null> {
  const [row] = rowsOf<{ ms: string | number | null }>(
    await database.execute(sql`SELECT ceil(extract(epoch FROM min(run_at) - now()) * 1000) AS ms FROM jobs WHERE status = 'queued'`),
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(Number(row.ms), minMs);
}

/** Runs due jobs, then sleeps until the next one is due (at most its poll interval, so jobs queued by other processes are seen). */
export const jobsWorker = pollingWorker({
  name: "jobs",
  pollMs: 5000,
  async runOnce() {
    if ((await runDueJobs()) > 0) return true;
    return (await nextJobDueInMs()) ?? false;
  },
});
