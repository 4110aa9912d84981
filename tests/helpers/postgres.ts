/**
 * A real PostgreSQL server for tests: DATABASE_URL_TEST when set, else the server on
 * 127.0.0.1:5432 when one answers, else one started here as the `postgres` user. Never a skip:
 * when none can be had, tests fail with what to install. Each caller gets a fresh database.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../server/embedded-postgres.ts";
import { tempDataDir } from "./server.ts";

const LOCAL_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export type PgServer = { adminUrl: string; stop(): void | Promise<void> };

function startOwnServer(): PgServer {
  const bin = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"].find((dir) =>
    fs.existsSync(path.join(dir, "initdb")),
  );
  if (!bin) {
    throw new Error(
      "PostgreSQL is needed for the tests and none answers on 127.0.0.1:5432. Install it (apt-get install postgresql postgresql-contrib), start it, or set DATABASE_URL_TEST.",
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-pg-"));
  const data = path.join(dir, "data");
  const sock = path.join(dir, "sock");
  fs.mkdirSync(sock);
  execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const asPostgres = (cmd: string, args: Array<string>) => {
    const r = spawnSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = 55432 + Math.floor(Math.random() * 1000);
  asPostgres("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1`, "-w", "start"]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync("runuser", ["-u", "postgres", "--", path.join(bin, "pg_ctl"), "-D", data, "-m", "fast", "-w", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Finds or starts a PostgreSQL server; throws with install instructions when impossible. */
export async function acquirePostgres(): Promise<PgServer> {
  const configured = process.env.DATABASE_URL_TEST;
  if (configured) {
    if (!(await answers(configured))) throw new Error(`DATABASE_URL_TEST is set but PostgreSQL does not answer at ${configured}`);
    return { adminUrl: configured, stop() {} };
  }
  if (await answers(LOCAL_URL)) return { adminUrl: LOCAL_URL, stop() {} };
  if (process.getuid?.() !== 0) {
    throw new Error(
      "PostgreSQL is needed for the tests and none answers on 127.0.0.1:5432. Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start), install it (apt-get install postgresql postgresql-contrib), or set DATABASE_URL_TEST.",
    );
  }
  return startOwnServer();
}

/**
 * The embedded PostgreSQL server the app runs by default (`server/embedded-postgres.ts`), started
 * in a temporary DATA_DIR for the tests; its maintenance URL is returned like a server's.
 */
export async function startEmbeddedForTests(): Promise<PgServer> {
  const dataDir = tempDataDir("ardentia-embedded-");
  const server = await startEmbeddedPostgres({ dataDir });
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh, empty database on the server; `drop()` removes it. */
export async function createPgDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ardentia_t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
