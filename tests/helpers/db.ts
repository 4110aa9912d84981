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
