/**
 * Opens the database: embedded PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL; migrations run at open with Drizzle's programmatic migrator.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a raw SQL statement and returns its rows (for health checks and tests). */
  query<T = Record<string, unknown>>(text: string, params?: Array<unknown>): Promise<Array<T>>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `undefined` with no databaseUrl means in-memory (tests). */
  pgliteDir?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  poolSize?: number;
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

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it. /healthz reports the state.
    });
    const db = drizzleNodePg({ client: pool, schema });
    if (shouldMigrate) await migrateNodePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      async query(text, params) {
        const res = await pool.query(text, params as Array<unknown>);
        return res.rows;
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { fs: new NodeFS(options.pgliteDir) } : {}),
    // Extensions must be passed on every open, not only when they are created.
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    async query(text, params) {
      const res = await client.query(text, params as Array<unknown>);
      return res.rows as Array<never>;
    },
    async close() {
      await client.close();
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

/** The rows of a raw `db.execute(sql…)` result: node-postgres returns `{ rows }`, PGlite's driver the same shape or an array. */
export function rowsOf<T>(result: unknown): Array<T> {
  return ((result as { rows?: Array<T> }).rows ?? (result as Array<T>)) as Array<T>;
}
