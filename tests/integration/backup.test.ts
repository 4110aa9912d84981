/**
 * Backup and restore round trip (`npm run backup`, `npm run restore`; server/backup.ts): a running
 * site with posts, an uploaded image (three WebP files), subscribers, contact requests and two admins
 * is backed up while it serves, then restored into an empty DATA_DIR (embedded PostgreSQL 18) and into
 * an empty database of the system PostgreSQL 15. Every table's rows and every file must be the same,
 * and the restored site must serve the post, the image and the admins' sign-in. Damaged archives and
 * occupied targets are refused with one line and change nothing.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as tar from "tar";
import { afterAll, beforeAll, expect, inject, test, vi } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { storedColumns, tableDigest, tableNames, TEXT_SETTINGS, type Query } from "../../server/table-copy.ts";
import { ensureBuild } from "../../server/ensure-build.ts";
import { contactBody, TEST_SESSION_SECRET } from "../helpers/contact";
import { createPgDatabase } from "../helpers/postgres";
import { BUILD_DIR, ROOT, startServer, tempDataDir, withDataDirDatabase, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const ADMIN = { email: "backup@ardentia.test", password: "copia-de-seguridad-2026" };
const SECOND = { email: "second@ardentia.test", password: "otra-contraseña-segura" };

let source: TestServer;
let archive: string;
let work: string;
let imageUrl: string;
const drops: Array<() => Promise<void>> = [];

/** Runs the command in a child process without blocking this one (the site's visitor keeps going). */
function run(command: "backup" | "restore", file: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/backup.ts", command, file], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/root", LOG_LEVEL: "warn", SESSION_SECRET: TEST_SESSION_SECRET, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** Row count and digest of every table, and the sha256 of every upload, of one site. */
async function snapshot(database: Database, uploadsDir: string) {
  const client = await database.pool.connect();
  try {
    for (const [name, value] of TEXT_SETTINGS) await client.query("SELECT set_config($1, $2, false)", [name, value]);
    const query: Query = async (text, params) => (await client.query(text, params as Array<unknown>)).rows as never;
    const tables: Record<string, { rows: number; md5: string }> = {};
    for (const table of await tableNames(query)) tables[table] = await tableDigest(query, table, await storedColumns(query, table));
    const files: Record<string, string> = {};
    const visit = (rel: string) => {
      for (const entry of fs.readdirSync(path.join(uploadsDir, rel), { withFileTypes: true })) {
        const child = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) visit(child);
        else files[child] = createHash("sha256").update(fs.readFileSync(path.join(uploadsDir, child))).digest("hex");
      }
    };
    if (fs.existsSync(uploadsDir)) visit("");
    return { tables, files };
  } finally {
    client.release();
  }
}

async function signIn(url: string, who: { email: string; password: string }) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(who),
  });
}

beforeAll(async () => {
  ensureBuild(ROOT, BUILD_DIR);
  work = tempDataDir("ardentia-backup-test-");
  archive = path.join(work, "site.tar.gz");
  // Background workers off: the outbox and campaigns would otherwise change rows after the backup.
  source = await startServer({
    env: { WEB_CONCURRENCY: "1", WORKERS: "off", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SESSION_SECRET: TEST_SESSION_SECRET },
  });
  const signed = await signIn(source.url, ADMIN);
  expect(signed.status).toBe(200);
  const cookie = signed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  // An image through the real pipeline (three WebP widths on disk, a stored_images row).
  const form = new FormData();
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "linea-smt.png");
  const uploaded = await fetch(`${source.url}/api/admin/uploads`, { method: "POST", body: form, headers: { cookie, Origin: source.url } });
  expect(uploaded.status).toBe(201);
  imageUrl = ((await uploaded.json()) as { url: string }).url;
  // Subscribers, a contact request, a second admin.
  for (const [i, language] of (["es", "en"] as const).entries()) {
    const res = await fetch(`${source.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: source.url, "X-Forwarded-For": `198.51.100.${i + 1}` },
      body: JSON.stringify({ email: `lector${i}@maquila.mx`, language }),
    });
    expect(res.status).toBeLessThan(300);
  }
  const contact = await fetch(`${source.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: source.url, "X-Forwarded-For": "198.51.100.9" },
    body: JSON.stringify(contactBody()),
  });
  expect(contact.status).toBe(201);
  const created = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", "create", SECOND.email], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/root", DATA_DIR: source.dataDir, LOG_LEVEL: "warn" },
    input: SECOND.password,
    encoding: "utf8",
  });
  expect(created.status, created.stderr).toBe(0);
});

afterAll(async () => {
  await source?.stop();
  for (const drop of drops) await drop().catch(() => {});
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test("a backup taken while the site serves restores into an empty DATA_DIR and an empty PostgreSQL 15 database, row for row and file for file", async () => {
  // While the backup runs, the site keeps answering.
  let answered = 0;
  let serving = true;
  const visitor = (async () => {
    while (serving) {
      const res = await fetch(`${source.url}/blog?search=soldadura-${answered}`);
      if (res.status === 200) answered++;
    }
  })();
  const backup = await run("backup", archive, { DATA_DIR: source.dataDir });
  serving = false;
  await visitor;
  expect(backup.code, backup.out).toBe(0);
  expect(backup.out).toMatch(/^Backup written to .*: \d+ tables \(\d+ rows\), 3 files/m);
  // Personal data and password hashes: readable by its owner only.
  expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe("600");
  expect(answered).toBeGreaterThan(0);
  await source.stop();

  const expected = await withDataDirDatabase(source.dataDir, (database) => snapshot(database, path.join(source.dataDir, "uploads")));
  expect(expected.tables.posts!.rows).toBeGreaterThan(0);
  expect(expected.tables.stored_images!.rows).toBe(1);
  expect(expected.tables.newsletter_subscribers!.rows).toBe(2);
  expect(expected.tables.contact_requests!.rows).toBe(1);
  expect(expected.tables.user!.rows).toBe(2);
  expect(Object.keys(expected.files)).toHaveLength(3);

  // Into an empty DATA_DIR: the embedded server.
  const embeddedDir = tempDataDir("ardentia-restored-");
  const restored = await run("restore", archive, { DATA_DIR: embeddedDir });
  expect(restored.code, restored.out).toBe(0);
  expect(restored.out).toMatch(/^Restored .*: \d+ tables \(\d+ rows\) and 3 files .* verified/m);
  expect(await withDataDirDatabase(embeddedDir, (database) => snapshot(database, path.join(embeddedDir, "uploads")))).toEqual(expected);

  // Into an empty database of another PostgreSQL (the move to a managed server).
  const pg15 = await createPgDatabase(inject("pgAdminUrl"));
  drops.push(pg15.drop);
  const managedDir = tempDataDir("ardentia-restored-managed-");
  const intoManaged = await run("restore", archive, { DATA_DIR: managedDir, DATABASE_URL: pg15.url });
  expect(intoManaged.code, intoManaged.out).toBe(0);
  const managed = await openDatabase({ databaseUrl: pg15.url, poolSize: 2 });
  try {
    expect(await snapshot(managed, path.join(managedDir, "uploads"))).toEqual(expected);
  } finally {
    await managed.close();
  }

  // The restored site serves the posts, the image and both admins' sign-in.
  const copy = await startServer({ dataDir: embeddedDir, env: { WEB_CONCURRENCY: "1", WORKERS: "off", SESSION_SECRET: TEST_SESSION_SECRET } });
  try {
    const image = await fetch(`${copy.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(createHash("sha256").update(Buffer.from(await image.arrayBuffer())).digest("hex")).toBe(expected.files[imageUrl.replace("/uploads/", "")]);
    expect((await fetch(`${copy.url}/blog`)).status).toBe(200);
    expect((await signIn(copy.url, ADMIN)).status).toBe(200);
    expect((await signIn(copy.url, SECOND)).status).toBe(200);
  } finally {
    await copy.stop();
  }

  // A target that holds data is refused, and nothing is added to it.
  const again = await run("restore", archive, { DATA_DIR: managedDir, DATABASE_URL: pg15.url });
  expect(again.code).toBe(1);
  expect(again.out).toMatch(/already holds/);
});

test("a damaged or foreign archive is refused with one line before anything is written", async () => {
  const truncated = path.join(work, "truncated.tar.gz");
  fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, 2000));
  const tampered = path.join(work, "tampered.tar.gz");
  const unpacked = fs.mkdtempSync(path.join(work, "unpacked-"));
  await tar.extract({ file: archive, cwd: unpacked });
  fs.appendFileSync(path.join(unpacked, "tables", "newsletter_subscribers.ndjson"), '{"email":"intruso@example.com"}\n');
  await tar.create({ gzip: true, file: tampered, cwd: unpacked }, fs.readdirSync(unpacked));
  const foreign = path.join(work, "foreign.tar.gz");
  fs.writeFileSync(path.join(unpacked, "manifest.json"), JSON.stringify({ format: "something-else", version: 1 }));
  await tar.create({ gzip: true, file: foreign, cwd: unpacked }, fs.readdirSync(unpacked));

  for (const [file, message] of [
    [truncated, /not a readable backup archive/],
    [tampered, /damaged: tables\/newsletter_subscribers\.ndjson does not match its checksum/],
    [foreign, /not a backup of this format/],
    [path.join(work, "missing.tar.gz"), /no such file/],
  ] as const) {
    const dataDir = tempDataDir("ardentia-refused-");
    const result = await run("restore", file, { DATA_DIR: dataDir });
    expect(result.code, result.out).toBe(1);
    expect(result.out.trim().split("\n")).toHaveLength(1);
    expect(result.out).toMatch(message);
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "pg"))).toBe(false);
  }
});

test("an unreachable database, or a folder where the archive should go: one line, exit 1", async () => {
  const unreachable = { DATABASE_URL: "postgres://ardentia:secreto@127.0.0.1:1/ardentia", DATA_DIR: tempDataDir("ardentia-unreachable-") };
  for (const [result, message] of [
    [await run("backup", path.join(work, "never.tar.gz"), unreachable), /^Cannot reach the database: .*ECONNREFUSED/],
    [await run("backup", work, { DATA_DIR: source.dataDir }), /^.+ is a folder: name the archive to write, for example .+ardentia\.tar\.gz$/],
  ] as const) {
    expect(result.code, result.out).toBe(1);
    expect(result.out.trim().split("\n"), result.out).toHaveLength(1);
    expect(result.out.trim()).toMatch(message);
    expect(result.out).not.toMatch(/secreto/);
  }
  // Nothing left beside the folder: no half-written archive, no temporary folder.
  expect(fs.readdirSync(path.dirname(work)).filter((name) => name.startsWith(".backup-") || name.endsWith(".partial"))).toEqual([]);
  const admin = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", "list"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/root", LOG_LEVEL: "warn", ...unreachable },
    encoding: "utf8",
  });
  expect(admin.status).toBe(1);
  expect(admin.stderr.trim()).toMatch(/^Cannot reach the database: .*ECONNREFUSED[^\n]*$/);
});

test("a backup or restore that runs out of disk space fails with one line and leaves nothing on that disk: no temporary folder, no partial archive", async () => {
  // A database of the system PostgreSQL (the command reaches it over TCP from its own namespace),
  // migrated and seeded with some rows so that the archive has a size to fill a disk with.
  const database = await createPgDatabase(inject("pgAdminUrl"));
  drops.push(database.drop);
  const db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  await db.pool.query(
    `INSERT INTO newsletter_subscribers (email, language) SELECT 'lector' || i || '@planta' || i || '.mx', 'es' FROM generate_series(1, 3000) AS i`,
  );
  await db.close();
  const env = { DATABASE_URL: database.url, DATA_DIR: tempDataDir("ardentia-small-disk-") };
  const full = path.join(work, "small-disk-reference.tar.gz");
  expect((await run("backup", full, env)).code).toBe(0);
  // What the backup needs on a tmpfs (whole 4 KiB pages): its tables unpacked, then the archive.
  const pages = (bytes: number) => Math.ceil(bytes / 4096) * 4096;
  let unpacked = 0;
  await tar.list({ file: full, onReadEntry: (entry) => void (unpacked += pages(entry.size ?? 0)) });
  const archiveBytes = fs.statSync(full).size;
  /** Runs `command` on a small disk of `size` bytes (mounted at "$1"; the archive's copy is "$4"). */
  const onSmallDisk = (size: number, command: string, envOf: Record<string, string>) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const mountPoint = fs.mkdtempSync(path.join(work, "small-disk-"));
      // A file system of its own, in a private mount namespace (util-linux's unshare), gone when the command ends.
      const script = `mount -t tmpfs -o size=${size} tmpfs "$1" || exit 97
${command}
code=$?
echo "left on the disk: [$(ls -A "$1")]"
exit $code`;
      const child = spawn("unshare", ["-rm", "sh", "-c", script, "sh", mountPoint, process.execPath, path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), full], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/root", LOG_LEVEL: "warn", SESSION_SECRET: TEST_SESSION_SECRET, ...envOf },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      child.on("error", (error) => resolve({ code: null, out, err: `${err}${error.message} (unshare comes with util-linux)` }));
      child.on("close", (code) => resolve({ code, out, err }));
    });
  const expectFailed = (result: { code: number | null; out: string; err: string }, message: RegExp, left: string) => {
    expect(result.code, `a tmpfs could not be mounted in a private namespace: ${result.err}`).not.toBe(97);
    expect(result.code, result.out + result.err).toBe(1);
    expect(result.err.trim()).toMatch(message);
    expect(result.err.trim().split("\n")).toHaveLength(1);
    expect(result.out).toContain(`left on the disk: [${left}]`);
  };
  // Two small disks: one the tables do not fit on, one that fills up while the archive is written.
  for (const size of [pages(unpacked / 3), unpacked + pages(archiveBytes / 2)]) {
    expectFailed(await onSmallDisk(size, `"$2" "$3" scripts/backup.ts backup "$1/site.tar.gz"`, env), /^ENOSPC: no space left on device/, "");
  }
  // A restore from an archive on a disk with no room to unpack it: the disk is named, not the archive blamed.
  const target = await createPgDatabase(inject("pgAdminUrl"));
  drops.push(target.drop);
  await (await openDatabase({ databaseUrl: target.url, poolSize: 2 })).close();
  const restore = await onSmallDisk(pages(archiveBytes) + 8192, `cp "$4" "$1/site.tar.gz" && "$2" "$3" scripts/backup.ts restore "$1/site.tar.gz"`, {
    DATABASE_URL: target.url,
    DATA_DIR: tempDataDir("ardentia-small-disk-restore-"),
  });
  expectFailed(restore, /^Not enough free disk space in .+ to unpack .+site\.tar\.gz \(ENOSPC\)/, "site.tar.gz");
});
