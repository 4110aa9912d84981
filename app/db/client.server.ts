/**
 * Opens the database: a PostgreSQL server through the `pg` driver — the embedded server that
 * `npm start` runs in DATA_DIR/pg, or the one DATABASE_URL names. Migrations run at open with
 * Drizzle's programmatic migrator, under an advisory lock so that several processes and
 * instances starting together apply them once.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** The connection pool (for LISTEN connections, statistics and tests). */
  pool: pg.Pool;
  /** Runs a raw SQL statement and returns its rows (for health checks and tests). */
  query<T = Record<string, unknown>>(text: string, params?: Array<unknown>): Promise<Array<T>>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL connection string. */
  databaseUrl: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Connections this process may hold (default 5: a worker renders on one core, and queries are short). */
  poolSize?: number;
  /**
   * How long a query may go unanswered before it fails (and its connection is dropped): a database
   * that hangs rather than refuses (a frozen host, a lost network path) then gives a 503, not a
   * request that waits for ever. Unset: no limit (migrations, backups and restores).
   */
  queryTimeoutMs?: number;
};

/** Where the SQL migrations are, in the source tree and next to the server build alike. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(process.cwd(), "drizzle"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle"),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Key of the session advisory lock that serializes migrations and the seed across processes. */
export const MIGRATION_LOCK_KEY = 0x61726465; // "arde"

/** Runs `fn` while holding the migration lock on a dedicated connection of the pool. */
export async function withMigrationLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Distinct statement texts a process prepares at most; later new texts run unprepared. */
const MAX_PREPARED_TEXTS = 500;
/** Longer texts (none of the app's queries) are not worth keeping prepared in every connection. */
const MAX_PREPARED_LENGTH = 16_384;
const preparedNames = new Map<string, string>();

/** The server-side statement name of a query text, or undefined to run it unprepared. */
export function statementName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known || text.length > MAX_PREPARED_LENGTH || preparedNames.size >= MAX_PREPARED_TEXTS) return known;
  const name = `q_${createHash("sha1").update(text).digest("hex")}`;
  preparedNames.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A connection that prepares each parameterised statement once and then only binds and executes it.
 * PostgreSQL spends more time planning the blog's queries (about 0.5 ms) than running them, on
 * every call when the statement is unnamed; a named statement is parsed once per connection and,
 * after a few runs, keeps its plan. Statements without parameters (migrations, which may hold
 * several commands, and utility statements) run as before.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg emits 'error' when the server ends a connection between two queries (a restart or a
    // crash of PostgreSQL, pg_terminate_backend). The pool listens only while a connection is
    // idle; one that is checked out (a transaction, a lock, a worker's claim) would crash the
    // process with an unhandled 'error'. Nothing is lost by listening: the holder's next query
    // rejects ("not queryable"), and the pool discards the connection when it is released.
    this.on("error", () => {});
  }

  // pg's overloads cannot be restated in a subclass; arguments are passed through unchanged.
  override query(...args: Array<unknown>): never {
    const [config, values] = args as [QueryConfig | string, unknown];
    if (config && typeof config === "object" && typeof config.text === "string" && !config.name && !config.submit) {
      const params = Array.isArray(values) ? values : (config as { values?: unknown }).values;
      const name = Array.isArray(params) && params.length > 0 ? statementName(config.text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: Array<unknown>) => never)(...args);
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: options.databaseUrl,
    max: Math.max(2, options.poolSize ?? 3),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. /healthz reports the state.
  });
  const db = drizzleNodePg({ client: pool, schema });
  try {
    if (shouldMigrate) await withMigrationLock(pool, () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }));
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: db as unknown as Db,
    pool,
    async query(text, params) {
      const res = await pool.query(text, params as Array<unknown>);
      return res.rows;
    },
    async close() {
      await pool.end();
    },
  };
}

/** True when the database answers a trivial query within the timeout. */
export async function isDatabaseReachable(database: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let current: Database | undefined;

/** The database of this process, set once at start by the server (or by a test). */
export function getDatabase(): Database {
  if (!current) throw new Error("The database is not open yet (setDatabase was not called)");
  return current;
}

export function db(): Db {
  return getDatabase().db;
}

export function setDatabase(database: Database | undefined) {
  current = database;
}

/** The rows of a raw `db.execute(sql…)` result (node-postgres returns `{ rows }`). */
export function rowsOf<T>(result: unknown): Array<T> {
  return ((result as { rows?: Array<T> }).rows ?? (result as Array<T>)) as Array<T>;
}
