/**
 * Starts the production build as a real child process (`node server/index.ts`) on a free port with
 * its own DATA_DIR, and waits for /healthz. Used by the end-to-end tests.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "~/db/client.server";
import { acquireDataDirLock } from "~/platform/data-dir-lock.server";
import { embeddedDatabaseForTool, freePort } from "../../server/embedded-postgres.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");

export { freePort };

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** SIGKILL, for a process that may have exited meanwhile (a PostgreSQL backend whose client was just killed). */
export function killIfAlive(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** A fresh DATA_DIR (searchable by the unprivileged user the embedded PostgreSQL runs as under root). */
export function tempDataDir(prefix = "ardentia-e2e-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * Opens the embedded database of `dataDir` (migrated) for a test to prepare or inspect, with no
 * server running on it: PostgreSQL is started for the call under the DATA_DIR lock and stopped after.
 */
export async function withDataDirDatabase<T>(dataDir: string, fn: (database: Database) => Promise<T>): Promise<T> {
  const embedded = await embeddedDatabaseForTool(dataDir, () => acquireDataDirLock(dataDir, "test"));
  try {
    const database = await openDatabase({ databaseUrl: embedded.url, poolSize: 2 });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await embedded.release();
  }
}

/** Spawns the server; resolves once /healthz answers 200 (or rejects with its output), or at once with `healthy: false`. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number; port?: number; viaNpm?: boolean; healthy?: boolean } = {},
): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  let output = "";
  // `viaNpm`: as the README starts it (`npm start`), npm being the process a supervisor signals.
  const [command, args] = options.viaNpm ? ["npm", ["start", "--silent"]] : [process.execPath, [path.join(ROOT, "server/index.ts")]];
  const proc = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/root",
      SKIP_BUILD: "1",
      BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: a SIGKILL ends the primary and its workers at once, as a crash would.
    detached: true,
  });
  proc.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (options.healthy !== false && Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`The server exited with ${proc.exitCode}:\n${output}`);
    try {
      // Each attempt is bounded: a request left unanswered is retried until the deadline.
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet (or no answer in time)
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (options.healthy !== false && Date.now() >= deadline) {
    process.kill(-proc.pid!, "SIGKILL");
    throw new Error(`The server did not become healthy in time:\n${output}`);
  }
  return {
    url,
    port,
    dataDir,
    proc,
    output: () => output,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (proc.exitCode !== null) return proc.exitCode;
      if (signal === "SIGKILL") process.kill(-proc.pid!, "SIGKILL");
      else proc.kill(signal);
      const timer = setTimeout(() => process.kill(-proc.pid!, "SIGKILL"), 40_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** `npm run admin -- <args>` on a data directory (a password it asks for is read from `input`). */
export function adminCli(dataDir: string, args: Array<string>, input = ""): { status: number | null; stdout: string; stderr: string; out: string } {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, BUILD_DIR },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, out: result.stdout + result.stderr };
}
