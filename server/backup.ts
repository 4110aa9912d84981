/**
 * Backup and restore of a whole site: every row of the application's tables and every uploaded file,
 * in one `.tar.gz` archive with a manifest of counts and checksums (ADR 0022).
 *
 * Archive layout:
 *   manifest.json           format, time, migrations, per table: columns, rows, md5 digest, sha256 of its file;
 *                           sequences; per upload: path, size, sha256
 *   tables/<table>.ndjson   one JSON object per row (stored columns; generated ones are recomputed)
 *   uploads/<key>           every uploaded image, by its storage key (from DATA_DIR/uploads or the S3 bucket)
 *
 * The rows are read inside one REPEATABLE READ, READ ONLY transaction: a consistent snapshot taken
 * while the site keeps serving (readers and writers are never blocked by it). A restore loads an
 * empty database (after the project's migrations) in one transaction with triggers off, checks
 * every table's row count and digest against the manifest before it commits, then writes the files
 * and checks their sha256.
 *
 * Plain TypeScript with Node built-ins and npm packages: the commands run it with `tsx`.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import * as tar from "tar";
import {
  hasIdentity,
  insertRows,
  readRows,
  sequenceStates,
  setSequences,
  storedColumns,
  tableDigest,
  tableNames,
  tablesWithRows,
  TEXT_SETTINGS,
  BATCH_ROWS,
  type Query,
  type SequenceState,
} from "./table-copy.ts";

export const BACKUP_FORMAT = "ardentia-backup";
export const BACKUP_VERSION = 1;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  postgres: string;
  /** Hashes of the migrations the source database had run, in order. */
  migrations: Array<string>;
  tables: Array<{ name: string; columns: Array<string>; rows: number; md5: string; file: string; sha256: string }>;
  sequences: Array<SequenceState>;
  files: Array<{ path: string; size: number; sha256: string }>;
};

export class BackupError extends Error {
  override name = "BackupError";
}

/** Progress for a terminal: "tables 3/21 · files 10/40". */
export type Progress = (done: { tables: number; tablesTotal: number; files: number; filesTotal: number }) => void;

const sha256File = async (file: string): Promise<string> => {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
};

/** Where the uploads are (the site's storage: DATA_DIR/uploads or the bucket), by key. */
export type UploadFiles = {
  list(): AsyncIterable<string>;
  read(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
};

async function allKeys(files: UploadFiles): Promise<Array<string>> {
  const keys: Array<string> = [];
  for await (const key of files.list()) keys.push(key);
  return keys.sort();
}

async function withClient<T>(databaseUrl: string, run: (client: pg.Client, query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query: Query = async (text, params) => (await client.query(text, params as Array<unknown>)).rows as never;
  try {
    for (const [name, value] of TEXT_SETTINGS) await client.query("SELECT set_config($1, $2, false)", [name, value]);
    return await run(client, query);
  } finally {
    await client.end().catch(() => {});
  }
}

async function migrationHashes(query: Query): Promise<Array<string>> {
  const [exists] = await query<{ t: string | null }>("SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t");
  if (!exists?.t) return [];
  return (await query<{ hash: string }>("SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id")).map((r) => r.hash);
}

export type BackupResult = { tables: number; rows: number; files: number; bytes: number; archiveBytes: number; ms: number };

/** Writes the archive `file` from the database at `databaseUrl` and the uploads in `files`. */
export async function createBackup(options: { databaseUrl: string; files: UploadFiles; file: string; progress?: Progress }): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  // The archive holds personal data and the admins' password hashes: only its owner may read it,
  // and a folder made for it is the owner's alone too.
  if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`${file} is a folder: name the archive to write, for example ${path.join(file, "ardentia.tar.gz")}`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const work = fs.mkdtempSync(path.join(path.dirname(file), ".backup-"));
  const partial = `${file}.partial`;
  try {
    fs.mkdirSync(path.join(work, "tables"));
    const manifest = await withClient(options.databaseUrl, async (client, query) => {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      try {
        const [version] = await query<{ v: string }>("SELECT current_setting('server_version') AS v");
        const names = await tableNames(query);
        const uploads = await allKeys(options.files);
        const report = (tables: number, files: number) => options.progress?.({ tables, tablesTotal: names.length, files, filesTotal: uploads.length });
        const tables: Manifest["tables"] = [];
        for (const name of names) {
          const columns = await storedColumns(query, name);
          const out = path.join(work, "tables", `${name}.ndjson`);
          const hash = createHash("sha256");
          const handle = await fs.promises.open(out, "w", 0o600);
          let rows: number;
          try {
            // Awaited writes: a full disk (ENOSPC) fails this backup, and its temporary folder is removed.
            rows = await readRows(query, name, columns, async (batch) => {
              const text = batch.map((row) => `${row}\n`).join("");
              hash.update(text);
              await handle.write(text);
            });
          } finally {
            await handle.close();
          }
          const digest = await tableDigest(query, name, columns);
          if (digest.rows !== rows) throw new BackupError(`Table "${name}": read ${rows} rows, the snapshot holds ${digest.rows}`);
          tables.push({ name, columns, rows, md5: digest.md5, file: `tables/${name}.ndjson`, sha256: hash.digest("hex") });
          report(tables.length, 0);
        }
        const sequences = await sequenceStates(query);
        const migrations = await migrationHashes(query);
        await client.query("COMMIT");

        // Files after the snapshot: uploads are written before the row that names them, and a
        // deleted image's row goes before its files, so every file a row of the snapshot names exists.
        const files: Manifest["files"] = [];
        for (const key of uploads) {
          const data = await options.files.read(key);
          // Deleted since the listing: not part of this backup.
          if (!data) continue;
          const to = path.join(work, "uploads", key);
          fs.mkdirSync(path.dirname(to), { recursive: true });
          fs.writeFileSync(to, data);
          files.push({ path: key, size: data.length, sha256: createHash("sha256").update(data).digest("hex") });
          report(tables.length, files.length);
        }
        return {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          postgres: version!.v,
          migrations,
          tables,
          sequences,
          files,
        } satisfies Manifest;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    });
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    // Created owner-only before tar writes into it (an existing file keeps its mode when truncated).
    fs.closeSync(fs.openSync(partial, "w", 0o600));
    fs.chmodSync(partial, 0o600);
    const entries = ["manifest.json", "tables", ...(manifest.files.length ? ["uploads"] : [])];
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    fs.renameSync(partial, file);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.length,
      bytes: manifest.files.reduce((n, f) => n + f.size, 0),
      archiveBytes: fs.statSync(file).size,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    // Nothing is left behind by a backup that failed (a full disk, a lost database): no temporary
    // folder, no half-written archive. A finished one was renamed before this runs.
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** Reads `file` into a temporary directory and checks every file against the manifest. */
async function openArchive(file: string, work: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`${file}: no such file`);
  try {
    await tar.extract({ file, cwd: work, strict: true });
  } catch (error) {
    // The disk the archive is unpacked on (the archive's own folder) being full says nothing of the archive.
    if ((error as { code?: unknown }).code === "ENOSPC") {
      throw new BackupError(`Not enough free disk space in ${path.dirname(file)} to unpack ${file} (ENOSPC): free some, or put the archive on another disk`);
    }
    throw new BackupError(`${file} is not a readable backup archive (${(error as Error).message})`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(work, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw new BackupError(`${file} has no readable manifest.json: it is not a backup made by npm run backup`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`${file} is not a backup of this format (format ${String(manifest.format)}, version ${String(manifest.version)})`);
  }
  for (const table of manifest.tables) {
    const sum = await sha256File(path.join(work, table.file)).catch(() => "missing");
    if (sum !== table.sha256) throw new BackupError(`${file} is damaged: ${table.file} does not match its checksum`);
  }
  for (const entry of manifest.files) {
    const sum = await sha256File(path.join(work, "uploads", entry.path)).catch(() => "missing");
    if (sum !== entry.sha256) throw new BackupError(`${file} is damaged: uploads/${entry.path} does not match its checksum`);
  }
  return manifest;
}

export type RestoreResult = { tables: number; rows: number; files: number; bytes: number; ms: number };

/**
 * Loads the archive `file` into a database (empty, and migrated by `database()`, which is called only
 * once the archive has been checked) and the uploads into `files` (which must hold none). Nothing is
 * committed unless every table matches the manifest; the files are written after the commit and checked.
 */
export async function restoreBackup(options: { database: () => Promise<string>; files: UploadFiles; file: string; progress?: Progress }): Promise<RestoreResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  const work = fs.mkdtempSync(path.join(path.dirname(file), ".restore-"));
  try {
    const manifest = await openArchive(file, work);
    const present = await allKeys(options.files);
    if (present.length) throw new BackupError(`The upload storage already holds ${present.length} files: restore into an empty DATA_DIR or bucket`);
    const report = (tables: number, files: number) =>
      options.progress?.({ tables, tablesTotal: manifest.tables.length, files, filesTotal: manifest.files.length });

    await withClient(await options.database(), async (client, query) => {
      const migrations = await migrationHashes(query);
      if (migrations.join() !== manifest.migrations.join()) {
        throw new BackupError(
          `The backup was made by a version with ${manifest.migrations.length} database migrations; this version has ${migrations.length}. Restore it with the version that made it, then upgrade.`,
        );
      }
      await client.query("BEGIN");
      try {
        const occupied = await tablesWithRows(query);
        if (occupied.length) throw new BackupError(`The target database already holds data (${occupied.slice(0, 5).join(", ")}): restore into an empty database`);
        // Rows go in as they were: no foreign-key order needed, no trigger recomputes anything.
        await client.query("SET LOCAL session_replication_role = replica");
        const targetTables = new Set(await tableNames(query));
        let done = 0;
        for (const table of manifest.tables) {
          if (!targetTables.has(table.name)) throw new BackupError(`Table "${table.name}" of the backup does not exist in this version`);
          const columns = await storedColumns(query, table.name);
          if (columns.join() !== table.columns.join()) throw new BackupError(`Table "${table.name}" has other columns in this version than in the backup`);
          const overriding = await hasIdentity(query, table.name, columns);
          let batch: Array<string> = [];
          const lines = readline.createInterface({ input: fs.createReadStream(path.join(work, table.file)), crlfDelay: Infinity });
          for await (const line of lines) {
            if (!line) continue;
            batch.push(line);
            if (batch.length >= BATCH_ROWS) {
              await insertRows(query, table.name, columns, batch, overriding);
              batch = [];
            }
          }
          await insertRows(query, table.name, columns, batch, overriding);
          const digest = await tableDigest(query, table.name, columns);
          if (digest.rows !== table.rows || digest.md5 !== table.md5) {
            throw new BackupError(`Table "${table.name}" does not match the backup after loading (${digest.rows} rows, expected ${table.rows}); nothing was restored`);
          }
          report(++done, 0);
        }
        await setSequences(query, manifest.sequences, (message) => new BackupError(message));
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    });

    let files = 0;
    for (const entry of manifest.files) {
      await options.files.put(entry.path, fs.readFileSync(path.join(work, "uploads", entry.path)), "image/webp");
      const written = await options.files.read(entry.path);
      if (!written || createHash("sha256").update(written).digest("hex") !== entry.sha256) {
        throw new BackupError(`The upload ${entry.path} does not match the backup after writing it`);
      }
      report(manifest.tables.length, ++files);
    }
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files,
      bytes: manifest.files.reduce((n, f) => n + f.size, 0),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
