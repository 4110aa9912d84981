/**
 * Test databases on both servers: `DB_KINDS` lists them and `openTestDatabase(kind)` gives a fresh,
 * migrated database on the embedded PostgreSQL the app runs by default, or on the system
 * PostgreSQL (15 here), so the same SQL is checked on both versions.
 */
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { createPgDatabase } from "./postgres";

export const DB_KINDS = ["embedded", "postgres"] as const;
export type DbKind = (typeof DB_KINDS)[number];

export type TestDatabase = Database & { url: string; cleanup(): Promise<void> };

export async function openTestDatabase(kind: DbKind, options: { seed?: boolean; makeCurrent?: boolean } = {}): Promise<TestDatabase> {
  const created = await createPgDatabase(inject(kind === "postgres" ? "pgAdminUrl" : "embeddedAdminUrl"));
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  if (options.seed ?? true) await runSeed(database.db);
  if (options.makeCurrent ?? true) setDatabase(database);
  return {
    ...database,
    url: created.url,
    async cleanup() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A fresh database of `kind` for the tests of the calling suite: opened before them, dropped
 * after; the returned getter reads it inside a test.
 */
export function useTestDatabase(kind: DbKind, options?: Parameters<typeof openTestDatabase>[1]): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind, options);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  return () => {
    if (!database) throw new Error("the test database is not open yet (use it inside a test)");
    return database;
  };
}

/**
 * Runs `fn` while every write to `table` fails as PostgreSQL's writes fail when its disk is full
 * (SQLSTATE 53100 `disk_full`, raised by a statement trigger: the error comes through the real
 * driver and Drizzle), then lets writes through again.
 */
export async function whileDiskFull<T>(database: TestDatabase, table: string, fn: () => Promise<T>): Promise<T> {
  await database.query(
    `CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`,
  );
  await database.query(`CREATE TRIGGER test_disk_full BEFORE INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION test_disk_full()`);
  try {
    return await fn();
  } finally {
    await database.query(`DROP TRIGGER test_disk_full ON "${table}"`);
  }
}
