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
