/**
 * The upgrade of a PGlite data directory (as today's code writes it) into PostgreSQL:
 * server/upgrade-pglite.ts. One data directory with a row in every table is upgraded, then the
 * same directory (restored from its backup) drives the repeat, resume, refusal and failure cases.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { seedDemoPosts } from "~/blog/seed-demo.server";
import { openDatabase, type Db } from "~/db/client.server";
import {
  adminInvitations,
  adminPasskeys,
  webauthnChallenges,
  adminRecoveryCodes,
  adminTwoFactor,
  auditLog,
  periodicTasks,
  authFailure,
  account,
  appMeta,
  categories,
  contactRequests,
  jobs,
  postPreviews,
  postAutosaves,
  postBodyImages,
  postSlugRedirects,
  mailOutbox,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
  postContents,
  posts,
  postTags,
  rateLimit,
  session,
  storedImages,
  tags,
  user,
  verification,
} from "~/db/schema";
import { runSeed } from "~/db/seed.server";
import { openPgliteDirectory, upgradePgliteDataDir } from "../../server/upgrade-pglite.ts";
import { createPgDatabase } from "../helpers/postgres";

type Rows = Record<string, Array<string>>;

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-upgrade-"));
const dataDir = path.join(tmpRoot, "data");
const pgliteDir = path.join(dataDir, "db");
const databases: Array<{ url: string; drop(): Promise<void> }> = [];
const logs: Array<{ msg: string; fields?: object }> = [];
const log = (msg: string, fields?: object) => logs.push({ msg, fields });

let sourceRows: Rows;
let sourceFull: Rows;
let sourceHash: string;

/** Every file of a directory with its content hash: "the same files". */
function treeHash(dir: string): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const abs = path.join(dir, rel);
    if (fs.statSync(abs).isDirectory()) for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    else hash.update(`${rel}\0`).update(fs.readFileSync(abs));
  };
  visit("");
  return hash.digest("hex");
}

/**
 * Each public table's rows as sorted jsonb texts: `stored` without the generated columns (the data
 * itself), `full` with them (values the server derives, e.g. full-text vectors).
 */
async function allRows(query: (text: string) => Promise<Array<Record<string, unknown>>>): Promise<{ stored: Rows; full: Rows }> {
  await query("SET TimeZone TO 'UTC'");
  const tables = await query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const stored: Rows = {};
  const full: Rows = {};
  for (const { tablename } of tables as Array<{ tablename: string }>) {
    const generated = await query(
      `SELECT coalesce(array_agg(attname::text), '{}')::text AS names FROM pg_attribute WHERE attrelid = 'public."${tablename}"'::regclass AND attgenerated <> ''`,
    );
    const rows = await query(`SELECT (to_jsonb(t) - '${generated[0]!.names as string}'::text[])::text AS s, to_jsonb(t)::text AS f FROM public."${tablename}" t`);
    stored[tablename] = rows.map((r) => r.s as string).sort();
    full[tablename] = rows.map((r) => r.f as string).sort();
  }
  return { stored, full };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const targetRows = async (url: string) => (await targetAllRows(url)).stored;
const targetAllRows = (url: string) => withClient(url, (c) => allRows(async (text) => (await c.query(text)).rows));

async function freshDatabase(): Promise<string> {
  const created = await createPgDatabase(inject("pgAdminUrl"));
  databases.push(created);
  return created.url;
}

const siblings = () => fs.readdirSync(dataDir).sort();

beforeAll(async () => {
  fs.mkdirSync(path.join(dataDir, "uploads", "blog"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "blog", "a.webp"), "not really an image");

  // Exactly what the server of the PGlite versions did at its start, then a row in every other table.
  const old = await openPgliteDirectory(pgliteDir);
  const database = {
    close: () => old.client.close(),
    query: async <T,>(text: string) => (await old.client.query<T>(text)).rows,
  };
  const db = old.db as unknown as Db;
  await runSeed(db);
  await seedDemoPosts(db);
  const [admin] = await db
    .insert(user)
    .values({ id: "u_admin", name: "Admin \"quoted\" \\ back", email: "admin@example.com", emailVerified: true })
    .returning();
  await db.insert(account).values({ id: "a1", accountId: "u_admin", providerId: "credential", userId: admin!.id, password: "scrypt$abc" });
  await db.insert(session).values({ id: "s1", token: "tok", userId: admin!.id, expiresAt: new Date("2030-01-01T00:00:00.123Z"), ipAddress: "127.0.0.1" });
  await db.insert(verification).values({ id: "v1", identifier: "x", value: "y", expiresAt: new Date() });
  await db.insert(rateLimit).values({ id: "r1", key: "contact:1.2.3.4", count: 3, lastRequest: 1_767_225_600_123 });
  await db.insert(authFailure).values({ key: "ip:1.2.3.4", failures: 2, lockedUntil: null });
  await db.insert(periodicTasks).values({ name: "newsletter-cleanup", lastRunAt: new Date("2026-01-02T03:04:05.678Z") });
  await db.insert(appMeta).values({ key: "test.nested", value: { a: [1, 2.5, "ñ"], b: { c: null }, s: "línea\nnueva\t\"x\"" } });
  const [image] = await db
    .insert(storedImages)
    .values({ path: "blog/1_a.webp", url: "/uploads/blog/1_a.webp", width: 10, height: 5, bytes: 100, variants: [{ width: 5, height: 3, path: "p", url: "u", bytes: 1 }], uploadedBy: admin!.id })
    .returning();
  const [category] = await db.select().from(categories).limit(1);
  const [post] = await db
    .insert(posts)
    .values({ slug: "borrador-ñandú", slugEn: "draft-ñandu", categoryId: category!.id, status: "published", featuredImageId: image!.id, authorId: admin!.id, publishedAt: null })
    .returning();
  await db.insert(postContents).values({
    postId: post!.id,
    language: "es",
    title: "Ñandú «soldadura» sin plomo",
    excerpt: "Á é í",
    content: "<p>Hola\\mundo 'x'</p>",
    metaTitle: "Meta «título»",
    metaDescription: "Descripción\ncon salto",
    socialImageUrl: "/uploads/blog/1_a.webp",
    socialImageId: image!.id,
  });
  await db.insert(postSlugRedirects).values({ postId: post!.id, slug: "borrador-antiguo", language: "es" });
  await db.insert(postBodyImages).values({ postId: post!.id, language: "es", imageId: image!.id });
  await db.insert(postAutosaves).values({ postId: post!.id, userId: admin!.id, baseVersion: 1, data: { es: { title: "Sin guardar «ñ»" } }, savedAt: new Date("2026-01-02T03:04:05.678Z") });
  await db.insert(postPreviews).values({ postId: post!.id, tokenHash: "ab".repeat(32), createdBy: admin!.id, expiresAt: new Date("2030-01-01T00:00:00.000Z") });
  const [tag] = await db.insert(tags).values({ slug: "nueva", nameEs: "Nueva", nameEn: "New" }).returning();
  await db.insert(postTags).values({ postId: post!.id, tagId: tag!.id });
  await db.insert(contactRequests).values({
    name: "José Pérez",
    email: "jose@example.com",
    phone: "+52 55 1234 5678",
    company: "ACME",
    message: "Necesito una cotización\ncon dos líneas",
    language: "es",
  });
  const [subscriber] = await db.insert(newsletterSubscribers).values({ email: "sub@example.com", status: "active", confirmedAt: new Date() }).returning();
  const [campaign] = await db.insert(newsletterCampaigns).values({ postId: post!.id, total: 1 }).returning();
  await db.insert(newsletterDeliveries).values({ campaignId: campaign!.id, subscriberId: subscriber!.id, email: "sub@example.com", language: "es" });
  await db.insert(jobs).values({ key: "post.publish:1", kind: "post.publish", payload: { postId: post!.id }, runAt: new Date("2030-01-01T00:00:00.000Z") });
  await db.insert(adminTwoFactor).values({ userId: admin!.id, secret: "v1.aXY.dGFn.c2VjcmV0", confirmedAt: new Date("2026-01-02T03:04:05.678Z"), lastUsedStep: 59_000_000 });
  await db.insert(adminRecoveryCodes).values({ userId: admin!.id, codeHash: "ab".repeat(32) });
  await db.insert(adminInvitations).values({ email: "nueva@example.com", tokenHash: "cd".repeat(32), invitedBy: admin!.id, expiresAt: new Date("2030-01-01T00:00:00.000Z") });
  await db.insert(adminPasskeys).values({ id: "Y3JlZGVudGlhbA", userId: admin!.id, name: "Llave «ñ»", publicKey: "cHVibGlj", counter: 7, transports: ["internal", "hybrid"], backedUp: true });
  await db.insert(webauthnChallenges).values({ purpose: "authenticate", challenge: "Y2hhbGxlbmdl", expiresAt: new Date("2030-01-01T00:00:00.000Z") });
  await db.insert(auditLog).values({ actorId: admin!.id, actorEmail: "admin@example.com", action: "post.published", objectType: "post", objectId: post!.id, objectLabel: "Ñandú «soldadura»", ip: "::1", details: { status: "published" } });
  for (let i = 0; i < 3; i++) await db.insert(mailOutbox).values({ kind: "test", message: { to: "a@b.c", subject: `s${i}`, text: "t" } });
  // A used and then deleted id: the sequence is ahead of the highest row.
  await db.execute(sql`DELETE FROM mail_outbox WHERE id = (SELECT max(id) FROM mail_outbox)`);

  ({ stored: sourceRows, full: sourceFull } = await allRows((text) => database.query(text)));
  await database.close();
  sourceHash = treeHash(pgliteDir);
}, 120_000);

afterAll(async () => {
  for (const d of databases) await d.drop().catch(() => {});
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

describe("PGlite → PostgreSQL upgrade", () => {
  let url: string;
  let backupDir: string;

  test("the source has a row in every public table (so the upgrade below covers all of them)", () => {
    const empty = Object.entries(sourceRows).filter(([, rows]) => rows.length === 0);
    expect(empty).toEqual([]);
    expect(Object.keys(sourceRows).length).toBeGreaterThanOrEqual(19);
  });

  test("copies every row of every table, continues the sequences and keeps the PGlite directory as a backup", async () => {
    url = await freshDatabase();
    const result = await upgradePgliteDataDir({ pgliteDir, targetUrl: url, log });
    console.log(`[pglite upgrade] demo data dir upgraded in ${result.ms} ms: ${result.tables.map((t) => `${t.name}=${t.rows}`).join(" ")}`);
    expect(result.upgraded).toBe(true);
    backupDir = result.backupDir!;
    expect(path.dirname(backupDir)).toBe(dataDir);
    expect(path.basename(backupDir)).toMatch(/^db\.pglite-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(Object.fromEntries(result.tables.map((t) => [t.name, t.rows]))).toEqual(Object.fromEntries(Object.entries(sourceRows).map(([k, v]) => [k, v.length])));

    const copied = await targetAllRows(url);
    expect(copied.stored).toEqual(sourceRows);
    // Generated columns are recomputed by the target. Their values depend on the server's Unicode
    // and text-search tables: PostgreSQL 15 lower-cases "µ" differently from PGlite's 18, so they
    // are compared in full only against PostgreSQL 18 (the production target).
    const major = await withClient(url, async (c) => Number((await c.query("SHOW server_version_num")).rows[0].server_version_num) / 10000);
    if (major >= 18) expect(copied.full).toEqual(sourceFull);
    else expect(Object.values(copied.full).flat().length).toBe(Object.values(sourceFull).flat().length);

    // The original directory moved, byte for byte; no temporary copy left; uploads untouched.
    expect(fs.existsSync(pgliteDir)).toBe(false);
    expect(treeHash(backupDir)).toBe(sourceHash);
    expect(siblings()).toEqual([path.basename(backupDir), "uploads"]);
    expect(fs.readFileSync(path.join(dataDir, "uploads", "blog", "a.webp"), "utf8")).toBe("not really an image");

    // Each table logged with its rows and time; the duration at the end.
    const tableLogs = logs.filter((l) => l.msg === "PGlite upgrade: copied table").map((l) => l.fields as { table: string; rows: number; ms: number });
    expect(tableLogs.map((l) => l.table).sort()).toEqual(Object.keys(sourceRows).sort());
    expect(tableLogs.every((l) => typeof l.ms === "number" && typeof l.rows === "number")).toBe(true);
    expect(logs.at(-1)?.fields).toMatchObject({ backupDir });

    await withClient(url, async (c) => {
      const max = async (table: string) => Number((await c.query(`SELECT max(id) AS m FROM ${table}`)).rows[0].m);
      // mail_outbox: 3 ids used, the last deleted; the next one is 4, not 3.
      const { rows: outbox } = await c.query("INSERT INTO mail_outbox (kind, message) VALUES ('t', '{}') RETURNING id");
      expect(Number(outbox[0].id)).toBe(4);
      for (const [table, insert] of [
        ["categories", "INSERT INTO categories (slug, name_es, name_en) VALUES ('nueva-cat', 'a', 'b') RETURNING id"],
        ["tags", "INSERT INTO tags (slug, name_es, name_en) VALUES ('otra', 'a', 'b') RETURNING id"],
        [
          "newsletter_deliveries",
          "INSERT INTO newsletter_deliveries (campaign_id, email, language) SELECT id, 'x@y.z', 'en' FROM newsletter_campaigns LIMIT 1 RETURNING id",
        ],
      ] as const) {
        const before = await max(table);
        const { rows } = await c.query(insert);
        expect(Number(rows[0].id)).toBe(before + 1);
      }
      await c.query("DELETE FROM mail_outbox WHERE kind = 't'");
      await c.query("DELETE FROM categories WHERE slug = 'nueva-cat'");
      await c.query("DELETE FROM tags WHERE slug = 'otra'");
      await c.query("DELETE FROM newsletter_deliveries WHERE email = 'x@y.z'");
      // Search works on the copied posts (generated columns and the word list came along).
      const { rows: found } = await c.query(
        "SELECT count(*)::int AS n FROM post_contents WHERE language = 'es' AND search @@ plainto_tsquery('es_unaccent', 'nandu')",
      );
      expect(found[0].n).toBe(1);
      const { rows: marker } = await c.query("SELECT source_path, backup_dir, tables FROM ardentia_upgrade.pglite");
      expect(marker).toEqual([{ source_path: pgliteDir, backup_dir: backupDir, tables: result.tables }]);
    });
  });

  test("a second run finds no PGlite directory and does nothing (but removes a temporary copy left behind)", async () => {
    const before = await targetRows(url);
    const leftover = path.join(dataDir, "db.upgrade-tmp-2026-01-01T00-00-00Z");
    fs.mkdirSync(path.join(leftover, "base"), { recursive: true });
    const result = await upgradePgliteDataDir({ pgliteDir, targetUrl: url, log });
    expect(result).toMatchObject({ upgraded: false, tables: [] });
    expect(await targetRows(url)).toEqual(before);
    expect(siblings()).toEqual([path.basename(backupDir), "uploads"]);
  });

  test("a run that died after the commit, before the rename: the next run only moves the directory", async () => {
    // The state of that moment: the marker is committed and the PGlite directory is still in place.
    fs.renameSync(backupDir, pgliteDir);
    const before = await targetRows(url);
    const result = await upgradePgliteDataDir({ pgliteDir, targetUrl: url, log });
    expect(result.upgraded).toBe(true);
    expect(result.backupDir).toBe(backupDir);
    expect(fs.existsSync(pgliteDir)).toBe(false);
    expect(treeHash(backupDir)).toBe(sourceHash);
    expect(await targetRows(url)).toEqual(before);
  });

  test("a different PGlite directory is refused by a target that holds an earlier upgrade", async () => {
    fs.cpSync(backupDir, pgliteDir, { recursive: true });
    fs.utimesSync(path.join(pgliteDir, "PG_VERSION"), new Date(), new Date(Date.now() + 5000));
    try {
      const before = await targetRows(url);
      await expect(upgradePgliteDataDir({ pgliteDir, targetUrl: url, log })).rejects.toThrow(/already holds the upgrade of a PGlite directory/);
      expect(await targetRows(url)).toEqual(before);
      expect(fs.existsSync(path.join(pgliteDir, "PG_VERSION"))).toBe(true);
    } finally {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
  });

  describe("refusals and failures leave the target and the PGlite directory as they were", () => {
    beforeAll(() => {
      fs.cpSync(backupDir, pgliteDir, { recursive: true, preserveTimestamps: true });
    });
    afterAll(() => {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    });

    async function expectSourceIntact() {
      expect(treeHash(pgliteDir)).toBe(sourceHash);
      expect(siblings()).toEqual(["db", path.basename(backupDir), "uploads"]);
    }

    test("a target with other data (no marker) is refused, unchanged", async () => {
      const foreign = await freshDatabase();
      await withClient(foreign, (c) => c.query("CREATE TABLE public.other (id int, note text); INSERT INTO public.other VALUES (1, 'mine')"));
      await expect(upgradePgliteDataDir({ pgliteDir, targetUrl: foreign, log })).rejects.toThrow(/already holds data \(public\.other\).*Refusing to mix/);
      const schemas = await withClient(foreign, async (c) => {
        const { rows } = await c.query("SELECT nspname FROM pg_namespace WHERE nspname IN ('drizzle', 'ardentia_upgrade')");
        return rows;
      });
      expect(schemas).toEqual([]);
      expect(await targetRows(foreign)).toEqual({ other: ['{"id": 1, "note": "mine"}'] });
      await expectSourceIntact();
    });

    test("the command prints JSON lines and exits 1 on a refusal, 0 when there is nothing to upgrade", async () => {
      const foreign = await freshDatabase();
      await withClient(foreign, (c) => c.query("CREATE TABLE public.other (id int); INSERT INTO public.other VALUES (1)"));
      const run = (env: Record<string, string>) =>
        spawnSync(process.execPath, [path.resolve(import.meta.dirname, "../../server/upgrade-pglite.ts")], {
          env: { PATH: process.env.PATH ?? "", ...env },
          encoding: "utf8",
        });
      const refused = run({ PGLITE_DIR: pgliteDir, TARGET_DATABASE_URL: foreign });
      expect(refused.status).toBe(1);
      const lines = refused.stdout.trim().split("\n").map((l) => JSON.parse(l) as { level: string; msg: string; error?: string });
      expect(lines.at(-1)).toMatchObject({ level: "error", msg: "PGlite upgrade failed", error: expect.stringMatching(/already holds data/) });
      await expectSourceIntact();

      const nothing = run({ PGLITE_DIR: path.join(tmpRoot, "nowhere", "db"), TARGET_DATABASE_URL: foreign });
      expect(nothing.status).toBe(0);
      expect(JSON.parse(nothing.stdout.trim().split("\n").at(-1)!)).toMatchObject({ msg: "PGlite upgrade result", upgraded: false });
      expect(run({}).status).toBe(1);
    }, 180_000);

    test("a target the new server already started on (migrated and seeded) is refused too", async () => {
      const started = await freshDatabase();
      const database = await openDatabase({ databaseUrl: started });
      // Seeded as the server seeds it: with the steps it registers (the demo posts among them).
      await runSeed(database.db);
      await seedDemoPosts(database.db);
      await database.close();
      const before = await targetRows(started);
      await expect(upgradePgliteDataDir({ pgliteDir, targetUrl: started, log })).rejects.toThrow(/already holds data \(public\.app_meta, public\.categories/);
      expect(await targetRows(started)).toEqual(before);
      await expectSourceIntact();
    });

    test("a digest mismatch (a row altered on its way in) rolls everything back and names the table", async () => {
      const target = await freshDatabase();
      const database = await openDatabase({ databaseUrl: target });
      await database.close();
      await withClient(target, (c) =>
        c.query(`CREATE FUNCTION public.tamper() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.name_es := NEW.name_es || '!'; RETURN NEW; END $$;
                 CREATE TRIGGER tamper BEFORE INSERT ON public.categories FOR EACH ROW EXECUTE FUNCTION public.tamper();
                 ALTER TABLE public.categories ENABLE ALWAYS TRIGGER tamper;`),
      );
      await expect(upgradePgliteDataDir({ pgliteDir, targetUrl: target, log })).rejects.toThrow(/Verification failed for table "categories"/);
      const rows = await targetRows(target);
      expect(Object.values(rows).flat()).toEqual([]);
      expect(await withClient(target, async (c) => (await c.query("SELECT to_regclass('ardentia_upgrade.pglite') AS t")).rows[0].t)).toBeNull();
      await expectSourceIntact();
    });

    test("an unreadable PGlite directory fails before the target is touched", async () => {
      const broken = path.join(tmpRoot, "broken", "db");
      fs.mkdirSync(path.join(broken, "global"), { recursive: true });
      fs.copyFileSync(path.join(pgliteDir, "PG_VERSION"), path.join(broken, "PG_VERSION"));
      fs.writeFileSync(path.join(broken, "global", "pg_control"), "garbage");
      const target = await freshDatabase();
      await expect(upgradePgliteDataDir({ pgliteDir: broken, targetUrl: target, log })).rejects.toThrow();
      expect(await targetRows(target)).toEqual({});
      expect(fs.readdirSync(path.dirname(broken))).toEqual(["db"]);
      expect(fs.readFileSync(path.join(broken, "global", "pg_control"), "utf8")).toBe("garbage");
    });
  });
});
