import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describe, expect, inject, test } from "vitest";
import { openDatabase, statementName } from "~/db/client.server";
import { categories } from "~/db/schema";
import { runSeed } from "~/db/seed.server";
import { isDatabaseUnavailable } from "~/platform/unavailable";
import { DB_KINDS, useTestDatabase } from "../helpers/db";
import { createPgDatabase } from "../helpers/postgres";

describe.each(DB_KINDS)("database on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("migrations create every table of the schema", async () => {
    const rows = await database().query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      "posts",
      "post_contents",
      "categories",
      "tags",
      "post_tags",
      "newsletter_subscribers",
      "contact_requests",
      "stored_images",
      "user",
      "session",
      "account",
      "verification",
      "mail_outbox",
      "newsletter_campaigns",
      "newsletter_deliveries",
    ]) {
      expect(names).toContain(table);
    }
  });

  test("the five blog categories are seeded with Spanish and English names, idempotently", async () => {
    await runSeed(database().db);
    const rows = await database().db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(rows.map((r) => r.slug)).toEqual(["soldadura", "esd", "procesos", "investigacion", "casos-estudio"]);
    expect(rows.find((r) => r.slug === "soldadura")).toMatchObject({ nameEs: "Soldadura", nameEn: "Soldering" });
    expect(rows.every((r) => r.nameEs && r.nameEn)).toBe(true);
  });

  test("accent-insensitive Spanish and English text search are available", async () => {
    const [row] = await database().query<{ es: boolean; en: boolean; trgm: number }>(
      `select to_tsvector('es_unaccent', 'Soldaduras sin plomo') @@ plainto_tsquery('es_unaccent', 'soldádura') as es,
              to_tsvector('en_unaccent', 'Soldering defects') @@ plainto_tsquery('en_unaccent', 'solder') as en,
              similarity(f_unaccent('soldadura'), f_unaccent('soldadrua')) as trgm`,
    );
    expect(row?.es).toBe(true);
    expect(row?.en).toBe(true);
    expect(Number(row?.trgm)).toBeGreaterThan(0.3);
  });

  test("running the migrations again changes nothing", async () => {
    const before = await database().query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    const again = await openDatabase({ databaseUrl: database().url! });
    await again.close();
    const after = await database().query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(before[0]?.n).toBeGreaterThanOrEqual(2);
  });

  test("with a query time limit, a query left unanswered fails as «database unavailable» and the pool goes on", async () => {
    const limited = await openDatabase({ databaseUrl: database().url, migrate: false, poolSize: 2, queryTimeoutMs: 300 });
    try {
      const error = await limited.query("select pg_sleep(3)").then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe("Query read timeout");
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await limited.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);
    } finally {
      await limited.close();
    }
  });

  test("a raw statement works through drizzle too", async () => {
    const result = await database().db.execute(sql`select 41 + 1 as answer`);
    const rows = (result as unknown as { rows?: Array<{ answer: number }> }).rows ?? (result as unknown as Array<{ answer: number }>);
    expect(Number(rows[0]?.answer)).toBe(42);
  });

  test("a checked-out connection that the server ends between queries does not crash the process; the pool replaces it", async () => {
    const pool = database().pool;
    const held = await pool.connect();
    const pid = (held as unknown as { processID: number }).processID;
    // An unhandled 'error' event here would be an uncaught exception and fail the run.
    await database().query("select pg_terminate_backend($1)", [pid]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(held.query("select 1")).rejects.toThrow();
    held.release();
    const rows = await database().query<{ one: number }>("select 1 as one");
    expect(rows).toEqual([{ one: 1 }]);
    expect(pool.totalCount).toBeGreaterThan(0);
  });

  test("the migration to addresses unique in any case keeps one subscriber per mailbox: the active one, else the earliest", async () => {
    // The migrations up to the one before it, in a folder of their own.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-migrations-"));
    const created = await createPgDatabase(inject(kind === "postgres" ? "pgAdminUrl" : "embeddedAdminUrl"));
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    try {
      const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
      const at = journal.entries.findIndex((e) => e.tag === "0022_subscriber_email_any_case");
      expect(at).toBeGreaterThan(0);
      fs.mkdirSync(path.join(folder, "meta"));
      fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      for (const entry of journal.entries.slice(0, at)) fs.copyFileSync(path.resolve("drizzle", `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
      const db = drizzle({ client: pool });
      await migrate(db, { migrationsFolder: folder });
      await pool.query(`INSERT INTO newsletter_subscribers (email, status, subscribed_at) VALUES
        ('Ana@acme.mx', 'unsubscribed', '2025-01-01'), ('ana@acme.mx', 'active', '2025-02-01'), ('ANA@acme.mx', 'pending', '2025-03-01'),
        ('bo@acme.mx', 'pending', '2025-05-01'), ('Bo@acme.mx', 'pending', '2025-04-01'), ('cy@acme.mx', 'active', '2025-01-01')`);
      await migrate(db, { migrationsFolder: path.resolve("drizzle") });
      const kept = await pool.query<{ email: string; status: string }>("SELECT email, status FROM newsletter_subscribers ORDER BY lower(email)");
      expect(kept.rows).toEqual([
        { email: "ana@acme.mx", status: "active" },
        { email: "Bo@acme.mx", status: "pending" },
        { email: "cy@acme.mx", status: "active" },
      ]);
      const again = await pool.query("INSERT INTO newsletter_subscribers (email) VALUES ('CY@acme.mx') ON CONFLICT DO NOTHING");
      expect(again.rowCount).toBe(0);
    } finally {
      await pool.end();
      await created.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test("parameterised statements are prepared once per connection and reused; others run unprepared", async () => {
    const prepared = await database().db.transaction(async (tx) => {
      // One connection for the whole transaction: what it has prepared is visible to it.
      for (const id of [1, 2, 3]) await tx.execute(sql`select name_es from categories where id = ${id}`);
      await tx.execute(sql`select count(*) from categories`);
      const result = await tx.execute(sql`select name, statement from pg_prepared_statements`);
      return (result as unknown as { rows: Array<{ name: string; statement: string }> }).rows;
    });
    const ours = prepared.filter((row) => row.statement.startsWith("select name_es from categories"));
    expect(ours).toEqual([{ name: statementName("select name_es from categories where id = $1"), statement: "select name_es from categories where id = $1" }]);
    expect(prepared.some((row) => row.statement.startsWith("select count(*) from categories"))).toBe(false);
  });
});

test("statement names: one per distinct text, stable, valid PostgreSQL identifiers", () => {
  const a = statementName("select $1::int");
  expect(a).toMatch(/^q_[0-9a-f]{40}$/);
  expect(statementName("select $1::int")).toBe(a);
  expect(statementName("select $1::text")).not.toBe(a);
  expect(statementName(`select ${"x".repeat(20_000)}`)).toBeUndefined();
});
