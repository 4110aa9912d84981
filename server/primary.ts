/**
 * The primary process of `npm start`: one primary and `WEB_CONCURRENCY` workers on one port.
 * server/index.ts (the command `npm start` runs) builds when the sources changed, then replaces
 * itself with this file's build, build/server/primary.js, as plain JavaScript: the process that
 * stays up for the site's lifetime never holds Node's TypeScript stripper (docs/decisions/0014).
 *
 * The primary stays small: it never loads the app. It takes the exclusive lock on DATA_DIR,
 * starts the embedded PostgreSQL server (unless DATABASE_URL names one), upgrades a database left
 * by an older version, forks the workers, restarts a worker that dies, and on SIGTERM/SIGINT
 * drains every worker before it stops the database. Workers (server/worker.js) load the server
 * bundle (`build/server/index.js`, from server/app.ts): a first, short-lived one applies the
 * migrations and the seed (`prepare()`), then the serving ones call `start()`.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import cluster, { type Worker } from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "../app/platform/data-dir-lock.server.ts";
import { relayPageCacheChanges } from "../app/platform/page-cache/siblings.server.ts";
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres.ts";

// React must load in production mode, or it renders at half the speed.
process.env.NODE_ENV = "production";

// The project's root, as server/index.ts passes it (this file runs from the build, whose folder may
// be anywhere); run from its source, the parent of its folder.
const root =
  process.argv[2] ??
  (import.meta.filename.endsWith(".ts") ? path.resolve(import.meta.dirname, "..") : fail("Start the site with npm start (node server/index.ts), not its build's primary.js."));
const serverDir = path.join(root, "server");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

type WorkerMessage = { type: "ready" };

/**
 * How a worker that had to keep running (or finish its task) ended: a SIGTERM or SIGINT is a stop
 * (a supervisor signalling the whole group reaches the workers before this process, or at the same
 * time), not a failure.
 */
function endedBy(code: number | null, signal: string | null): "success" | "stop" | "failure" {
  if (signal === "SIGTERM" || signal === "SIGINT") return "stop";
  return code === 0 ? "success" : "failure";
}

/** A serving worker that ended before it listened. */
class WorkerExitedWhileStarting extends Error {
  readonly stopped: boolean;
  constructor(code: number | null, signal: string | null) {
    super(`worker ended (${signal ?? `exit ${code}`}) while starting`);
    this.stopped = endedBy(code, signal) === "stop";
  }
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const logLevel = process.env.LOG_LEVEL?.trim().toLowerCase() ?? "";
/** The primary's JSON log lines, in the workers' format (pino). A bad LOG_LEVEL is reported by the workers' settings check. */
const logger = pino({ level: LEVELS.includes(logLevel) ? logLevel : "info", base: { pid: process.pid, service: "ardentia-web", role: "primary" } });

// Workers run server/worker.js (plain JavaScript: no TypeScript stripper, none of this file's
// modules), with two V8 settings that trade a little throughput for memory (docs/decisions/0014):
// - the young generation is capped at 8 MB per semi-space: by default V8 lets it grow to 32 MB each
//   under load, which cost about 100 MB per worker for no throughput;
// - the old generation may grow by half its live size before the next full collection, not by up
//   to four times: about 80 MB less per worker under load, for at most ~10 % fewer uncached
//   requests/s.
// The same flag given to `node` (or a --max-semi-space-size in NODE_OPTIONS) wins.
// They also get `gc` (--expose-gc): after IDLE_RELEASE_S seconds without a request, a worker runs
// one memory-reducing collection and gives its emptied heap back (app/platform/idle-release.server.ts).
const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""];
const workerV8Flags = (
  [
    ["semi-space-size", "--max-semi-space-size=8"],
    ["heap-growing-percent", "--heap-growing-percent=50"],
    ["expose-gc", "--expose-gc"],
  ] as const
).flatMap(([name, flag]) => (given.some((arg) => arg.includes(name)) ? [] : [flag]));
cluster.setupPrimary({
  exec: path.join(serverDir, "worker.js"),
  execArgv: [...process.execArgv, ...workerV8Flags],
});

// glibc's allocator settings for the workers (read once, when a process starts; one the operator
// set wins). A worker allocates and frees a compression state (~256 KB) and response buffers on
// every request. By default glibc raises its mmap threshold to the largest block freed, so these
// come from the heap, and the heap's freed middle is never given back; with the threshold fixed at
// 64 KB they are mapped and unmapped, and two arenas instead of eight per core serve the threads.
// Measured (2 workers, 20 s of mixed load, two runs each): 10–25 MiB less RSS and PSS for the
// tree, the same requests/s and worker CPU per request (docs/decisions/0014).
const MALLOC_SETTINGS: Record<string, string> = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "65536" };
const workerMalloc = Object.fromEntries(Object.entries(MALLOC_SETTINGS).filter(([name]) => process.env[name] === undefined));
await runPrimary();

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  logger[level](fields, msg);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function workerCount(): number {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  if (!raw) return Math.max(1, os.availableParallelism());
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) fail(`Invalid configuration: WEB_CONCURRENCY must be an integer from 1 to 64 (got "${raw}")`);
  return n;
}

/** Runs the PGlite-to-PostgreSQL upgrade in a child process (PGlite alone takes hundreds of MB). */
function upgradeOldDatabase(dataDir: string, targetUrl: string): Promise<void> {
  const pgliteDir = path.join(dataDir, "db");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) return Promise.resolve();
  log("info", `found a database of an earlier version in ${pgliteDir}: copying it into PostgreSQL`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(serverDir, "upgrade-pglite.ts")], {
      env: { ...process.env, PGLITE_DIR: pgliteDir, TARGET_DATABASE_URL: targetUrl },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The upgrade of ${pgliteDir} failed (exit ${code}); the old database was left as it was.`))));
  });
}

async function runPrimary() {
  const count = workerCount();
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
  const externalUrl = process.env.DATABASE_URL?.trim() || undefined;

  let lock: DataDirLock | undefined;
  let database: EmbeddedServer | undefined;
  // The workers share one instance id (their NOTIFYs are for other instances; they hear of each
  // other's changes through this process, which relays them and collects the acknowledgements).
  const workerEnv: Record<string, string> = { ...workerMalloc, BUILD_DIR: buildDir, ARDENTIA_INSTANCE_ID: randomUUID() };
  relayPageCacheChanges(cluster, { onLate: (pids) => log("warn", "a worker did not confirm a page-cache drop in time", { pids }) });

  // Signals are handled from here on: a SIGTERM while the database starts or upgrades still stops
  // it and releases the lock.
  let shuttingDown = false;
  let serving = false;
  const restarts: Array<number> = [];
  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w) && !w!.isDead());

  /** Drains every worker (SIGTERM: finish requests in flight), then stops the database. */
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const workers = liveWorkers();
    const exited = Promise.all(workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once("exit", () => resolve())))));
    for (const worker of workers) worker.process.kill("SIGTERM");
    const force = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
    }, 30_000);
    await exited;
    clearTimeout(force);
    await database?.stop();
    lock?.release();
    log("info", "stopped");
    process.exit(code);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      log("info", `${signal}: draining the workers`);
      void shutdown(0);
    });
  }

  if (!externalUrl) {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    try {
      database = await startEmbeddedPostgres({ dataDir, log: (msg) => log("info", msg) });
    } catch (error) {
      lock.release();
      if (error instanceof EmbeddedPostgresError) fail(error.message);
      throw error;
    }
    log("info", `embedded PostgreSQL running (data in ${database.paths.pgData})`);
    try {
      await upgradeOldDatabase(dataDir, database.url);
    } catch (error) {
      console.error((error as Error).message);
      await shutdown(1);
      return;
    }
    workerEnv.DATABASE_URL = database.url;
    workerEnv.EMBEDDED_DATABASE = "1";
  }

  /** Runs a worker to its end; resolves with how it ended. */
  const runToEnd = (env: Record<string, string>) =>
    new Promise<ReturnType<typeof endedBy>>((resolve) => cluster.fork(env).once("exit", (code, signal) => resolve(endedBy(code, signal))));

  /** Resolves when the worker reports it listens; rejects when it exits first (the worker printed why). */
  const whenReady = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message?.type !== "ready") return;
        worker.off("exit", onExit);
        worker.off("message", onMessage);
        resolve();
      };
      const onExit = (code: number | null, signal: string | null) => {
        worker.off("message", onMessage);
        reject(new WorkerExitedWhileStarting(code, signal));
      };
      worker.on("message", onMessage);
      worker.once("exit", onExit);
    });

  // Migrations and the seed run once, in a short-lived process (what they load is not kept by
  // the serving workers), under the same advisory lock other instances take.
  const prepared = await runToEnd({ ...workerEnv, ARDENTIA_ROLE: "prepare" });
  if (shuttingDown) return;
  if (prepared !== "success") {
    await shutdown(prepared === "stop" ? 0 : 1);
    return;
  }
  const servingEnv = { ...workerEnv, ARDENTIA_ROLE: "serve" };
  try {
    await Promise.all(Array.from({ length: count }, () => whenReady(cluster.fork(servingEnv))));
  } catch (error) {
    await shutdown(error instanceof WorkerExitedWhileStarting && error.stopped ? 0 : 1);
    return;
  }
  if (shuttingDown) return;
  serving = true;
  log("info", `${count} worker${count === 1 ? "" : "s"} serving`, { workers: count });

  // The embedded database is supervised: if its postmaster dies (killed, out of memory), it is
  // started again (crash recovery included); the workers answer 503 meanwhile and reconnect by themselves.
  if (database) {
    let restarting = false;
    const supervisor = setInterval(() => {
      if (restarting || shuttingDown || !database || database.isRunning()) return;
      restarting = true;
      log("error", "the embedded PostgreSQL stopped unexpectedly: starting it again");
      startEmbeddedPostgres({ dataDir, log: (msg) => log("info", msg) })
        .then((restarted) => {
          database = restarted;
          log("info", "the embedded PostgreSQL is running again");
        })
        .catch((error: unknown) => log("error", `the embedded PostgreSQL could not be started again: ${(error as Error).message}`))
        .finally(() => {
          restarting = false;
        });
    }, 1000);
    supervisor.unref();
  }

  cluster.on("exit", (worker, code, signal) => {
    if (shuttingDown || !serving) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > 10) {
      log("error", "workers keep dying (more than 10 restarts in a minute): stopping", { code, signal });
      void shutdown(1);
      return;
    }
    log("error", `worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(() => {
      if (!shuttingDown) cluster.fork(servingEnv);
    }, 500);
  });
}
