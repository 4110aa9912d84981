/**
 * Test databases on both engines: `DB_KINDS` lists them and `openTestDatabase(kind)` gives a
 * fresh, migrated database (in-memory PGlite, or a new database on the PostgreSQL server).
 */
import { inject } from "vitest";
import { openDatabase, setDatabase, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { createPgDatabase } from "./postgres";

export const DB_KINDS = ["pglite", "postgres"] as const;
export type DbKind = (typeof DB_KINDS)[number];

export type TestDatabase = Database & { url?: string; cleanup(): Promise<void> };

export async function openTestDatabase(kind: DbKind, options: { seed?: boolean; makeCurrent?: boolean } = {}): Promise<TestDatabase> {
  let database: Database;
  let drop = async () => {};
  let url: string | undefined;
  if (kind === "postgres") {
    const created = await createPgDatabase(inject("pgAdminUrl"));
    url = created.url;
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  } else {
    database = await openDatabase({});
  }
  if (options.seed ?? true) await runSeed(database.db);
  if (options.makeCurrent ?? true) setDatabase(database);
  return {
    ...database,
    url,
    async cleanup() {
      await database.close();
      await drop();
    },
  };
}
