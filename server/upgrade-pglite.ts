/**
 * One-time upgrade of an embedded PGlite data directory (DATA_DIR/db) into a PostgreSQL server.
 *
 * The server's start runs this in a short-lived child process (PGlite alone needs ~460 MB), so the
 * file imports only Node built-ins and npm packages: it runs outside the Vite bundle.
 *
 *   node server/upgrade-pglite.ts    (PGLITE_DIR and TARGET_DATABASE_URL from the environment;
 *                                     JSON log lines on stdout; exit code 0 or 1)
 *
 * How it stays safe:
 *  - The original directory is never opened: a copy in a temporary sibling is, and the project's
 *    migrations bring that copy to the current schema before anything is read.
 *  - Everything written to the target (rows, sequence values, the completion marker) is one
 *    transaction, checked table by table (row count and a digest of the rows) before it commits.
 *    A failure or a crash leaves the target's tables as empty as they were.
 *  - A target that already holds data, and no marker of this upgrade, is refused.
 *  - The marker (ardentia_upgrade.pglite) records the source directory's fingerprint and the backup
 *    path: when the process dies between the commit and the rename, the next run only renames.
 *  - Only then is the PGlite directory renamed to `<dir>.pglite-backup-<UTC time>`; DATA_DIR/uploads
 *    and everything else in DATA_DIR stay as they are.
 *
 * The caller must own DATA_DIR (the server holds its DATA_DIR lock): leftover temporary copies of a
 * crashed run are removed at the start.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { columnsOf, hasIdentity, ident, insertRows, readRows, sequenceStates, setSequences, storedColumns, tableDigest, tableNames, TEXT_SETTINGS, type Query } from "./table-copy.ts";

export type UpgradeLog = (msg: string, fields?: object) => void;

export type UpgradeOptions = {
  /** The PGlite data directory (DATA_DIR/db). */
  pgliteDir: string;
  /** Connection string of the PostgreSQL database to fill (its user must be a superuser). */
  targetUrl: string;
  log: UpgradeLog;
};

export type UpgradeResult = {
  /**
   * False when there was no PGlite directory (nothing was done); true when its data is now in the
   * target, also when this run only finished the rename of an upgrade committed by an earlier one.
   */
  upgraded: boolean;
  /** Where the PGlite directory now is. */
  backupDir?: string;
  tables: Array<{ name: string; rows: number }>;
  ms: number;
};

const MARKER_SCHEMA = "ardentia_upgrade";
const MARKER_TABLE = `${MARKER_SCHEMA}.pglite`;
/** Serialises upgraders of one target database (two starts at once). */
const ADVISORY_LOCK_KEY = 7_340_118_231;
export class PgliteUpgradeError extends Error {
  override name = "PgliteUpgradeError";
}

/** Where the SQL migrations are: the repository's drizzle/ folder, found from the cwd or from this file. */
export function migrationsFolder(): string {
  const candidates = [path.resolve(process.cwd(), "drizzle"), path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new PgliteUpgradeError(`SQL migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** A PGlite data directory: a directory with a PG_VERSION file. */
function isPgliteDir(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * Names, sizes and modification times of every file under `dir`: changes when anything writes to
 * the directory, so a marker can tell "the directory this upgrade copied" from any other.
 */
/**
 * Opens a PGlite data directory the way the versions that used PGlite did (the extensions are
 * passed on every open) and brings it to the current schema with the project's migrations.
 */
export async function openPgliteDirectory(dir: string, folder = migrationsFolder()) {
  const client = await PGlite.create({ fs: new NodeFS(dir), extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: folder });
  return { client, db };
}

export function directoryFingerprint(dir: string): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const abs = path.join(dir, rel);
    const stat = fs.lstatSync(abs);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(rel ? `${rel}/${name}` : name);
    } else {
      hash.update(`${rel}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`);
    }
  };
  visit("");
  return hash.digest("hex");
}

/** `2026-01-31T09-15-02Z`: a UTC time usable in a file name. */
function utcStamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
}

function freshPath(base: string): string {
  let candidate = base;
  for (let i = 2; fs.existsSync(candidate); i++) candidate = `${base}-${i}`;
  return candidate;
}

type Marker = { sourcePath: string; fingerprint: string; backupDir: string; finishedAt: string; tables: Array<{ name: string; rows: number }> };

async function readMarker(client: pg.ClientBase): Promise<Marker | undefined> {
  const { rows: exists } = await client.query<{ t: string | null }>("SELECT to_regclass($1)::text AS t", [MARKER_TABLE]);
  if (!exists[0]?.t) return undefined;
  const { rows } = await client.query<{ source_path: string; source_fingerprint: string; backup_dir: string; finished_at: Date; tables: Marker["tables"] }>(
    `SELECT source_path, source_fingerprint, backup_dir, finished_at, tables FROM ${MARKER_TABLE} ORDER BY finished_at DESC LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return { sourcePath: row.source_path, fingerprint: row.source_fingerprint, backupDir: row.backup_dir, finishedAt: row.finished_at.toISOString(), tables: row.tables };
}

/** Tables (outside PostgreSQL's, Drizzle's and this module's schemas) that hold at least one row. */
async function tablesWithRows(client: pg.ClientBase): Promise<Array<string>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle', $1)
        AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`,
    [MARKER_SCHEMA],
  );
  const found: Array<string> = [];
  for (const t of tables) {
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${ident(t.schema)}.${ident(t.name)}) AS any`);
    if (rows[0]?.any) found.push(`${t.schema}.${t.name}`);
  }
  return found;
}

/**
 * Upgrades `pgliteDir` into the database at `targetUrl` (see the file's comment); a no-op when
 * there is no PGlite directory. Throws, with the target unchanged, when anything does not match.
 */
export async function upgradePgliteDataDir(options: UpgradeOptions): Promise<UpgradeResult> {
  const started = performance.now();
  const { log } = options;
  const sourceDir = path.resolve(options.pgliteDir);
  const elapsed = () => Math.round(performance.now() - started);
  if (!isPgliteDir(sourceDir)) {
    // A run that died after the rename can still have left its temporary copy.
    if (fs.existsSync(path.dirname(sourceDir))) removeTempCopies(sourceDir, log);
    return { upgraded: false, tables: [], ms: elapsed() };
  }

  const target = new pg.Client({ connectionString: options.targetUrl });
  await target.connect();
  let tempDir: string | undefined;
  let pglite: PGlite | undefined;
  try {
    await target.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    const fingerprint = directoryFingerprint(sourceDir);

    // A run that committed but died before the rename: only the rename is left.
    const marker = await readMarker(target);
    if (marker) {
      if (marker.fingerprint !== fingerprint) {
        throw new PgliteUpgradeError(
          `The target database already holds the upgrade of a PGlite directory (${marker.sourcePath}, finished ${marker.finishedAt}), ` +
            `but ${sourceDir} is not that directory as it was then. Refusing to mix data: move ${sourceDir} away, or upgrade into an empty database.`,
        );
      }
      const backupDir = freshPath(path.join(path.dirname(sourceDir), path.basename(marker.backupDir)));
      log("PGlite upgrade: the data was copied by an earlier run; moving the PGlite directory", { sourceDir, finishedAt: marker.finishedAt });
      fs.renameSync(sourceDir, backupDir);
      removeTempCopies(sourceDir, log);
      log("PGlite upgrade finished; the PGlite directory is kept as a backup", { backupDir, ms: elapsed() });
      return { upgraded: true, backupDir, tables: marker.tables, ms: elapsed() };
    }

    const occupied = await tablesWithRows(target);
    if (occupied.length) {
      throw new PgliteUpgradeError(
        `The target database already holds data (${occupied.slice(0, 5).join(", ")}${occupied.length > 5 ? ", …" : ""}) and no record of a PGlite upgrade. ` +
          `Refusing to mix the PGlite data (${sourceDir}) into it: use an empty database.`,
      );
    }

    // The copy: the original directory is only read.
    removeTempCopies(sourceDir, log);
    tempDir = `${sourceDir}.upgrade-tmp-${utcStamp()}`;
    let t = performance.now();
    await fs.promises.cp(sourceDir, tempDir, { recursive: true, errorOnExist: true, force: false });
    log("PGlite upgrade: copied the PGlite directory", { from: sourceDir, to: tempDir, ms: Math.round(performance.now() - t) });

    t = performance.now();
    const folder = migrationsFolder();
    pglite = (await openPgliteDirectory(tempDir, folder)).client;
    for (const [name, value] of TEXT_SETTINGS) await pglite.query(`SELECT set_config($1, $2, false)`, [name, value]);
    log("PGlite upgrade: opened and migrated the copy", { ms: Math.round(performance.now() - t) });

    t = performance.now();
    await migrateNodePg(drizzleNodePg({ client: target }), { migrationsFolder: folder });
    log("PGlite upgrade: migrated the target database", { ms: Math.round(performance.now() - t) });

    const source = pglite;
    const fromSource: Query = async (text, params) => (await source.query(text, params)).rows as never;
    const fromTarget: Query = async (text, params) => (await target.query(text, params as Array<unknown>)).rows as never;

    const backupDir = freshPath(path.join(path.dirname(sourceDir), `${path.basename(sourceDir)}.pglite-backup-${utcStamp()}`));
    const tables: Array<{ name: string; rows: number }> = [];
    await target.query("BEGIN");
    try {
      // Checked again inside the transaction that writes.
      const late = await tablesWithRows(target);
      if (late.length) throw new PgliteUpgradeError(`The target database received data during the upgrade (${late.join(", ")}); nothing was copied.`);
      await target.query("SET LOCAL session_replication_role = replica");
      for (const [name, value] of TEXT_SETTINGS) await target.query(`SELECT set_config($1, $2, true)`, [name, value]);

      const sourceTables = await tableNames(fromSource);
      const targetTables = new Set(await tableNames(fromTarget));
      const missing = sourceTables.filter((name) => !targetTables.has(name));
      if (missing.length) throw new PgliteUpgradeError(`Tables of the PGlite database missing in the target after its migrations: ${missing.join(", ")}`);

      const copied: Array<{ name: string; columns: Array<string> }> = [];
      for (const table of sourceTables) {
        const tableStarted = performance.now();
        const columns = await copyTable(table, fromSource, fromTarget);
        copied.push({ name: table, columns: columns.names });
        tables.push({ name: table, rows: columns.rows });
        log("PGlite upgrade: copied table", { table, rows: columns.rows, ms: Math.round(performance.now() - tableStarted) });
      }

      const sequences = await sequenceStates(fromSource);
      await setSequences(fromTarget, sequences, (message) => new PgliteUpgradeError(`${message} (PGlite upgrade)`));
      log("PGlite upgrade: set sequences", { sequences });

      const verifyStarted = performance.now();
      for (const { name, columns } of copied) {
        const [a, b] = [await tableDigest(fromSource, name, columns), await tableDigest(fromTarget, name, columns)];
        if (a.rows !== b.rows || a.md5 !== b.md5) {
          throw new PgliteUpgradeError(
            `Verification failed for table "${name}": PGlite has ${a.rows} rows (md5 ${a.md5}), the target ${b.rows} rows (md5 ${b.md5}). Nothing was committed.`,
          );
        }
      }
      log("PGlite upgrade: verified every table (row counts and digests match)", { tables: copied.length, ms: Math.round(performance.now() - verifyStarted) });

      await target.query(`CREATE SCHEMA IF NOT EXISTS ${MARKER_SCHEMA}`);
      await target.query(
        `CREATE TABLE IF NOT EXISTS ${MARKER_TABLE} (
           source_path text NOT NULL,
           source_fingerprint text NOT NULL,
           backup_dir text NOT NULL,
           finished_at timestamptz NOT NULL DEFAULT now(),
           tables jsonb NOT NULL
         )`,
      );
      await target.query(`INSERT INTO ${MARKER_TABLE} (source_path, source_fingerprint, backup_dir, tables) VALUES ($1, $2, $3, $4)`, [
        sourceDir,
        fingerprint,
        backupDir,
        JSON.stringify(tables),
      ]);
      await target.query("COMMIT");
    } catch (error) {
      await target.query("ROLLBACK").catch(() => {});
      throw error;
    }
    log("PGlite upgrade: committed", { tables: tables.length, rows: tables.reduce((n, t) => n + t.rows, 0) });

    // The rename right after the commit: until it is done, a crash leaves the marker to finish it.
    fs.renameSync(sourceDir, backupDir);
    await pglite.close();
    pglite = undefined;
    fs.rmSync(tempDir, { recursive: true, force: true });
    tempDir = undefined;
    log("PGlite upgrade finished; the PGlite directory is kept as a backup", {
      backupDir,
      ms: elapsed(),
      maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    });
    return { upgraded: true, backupDir, tables, ms: elapsed() };
  } finally {
    await pglite?.close().catch(() => {});
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    await target.query("SELECT pg_advisory_unlock_all()").catch(() => {});
    await target.end().catch(() => {});
  }
}

/** Removes temporary copies left by a run that crashed (`<dir>.upgrade-tmp-*`). */
function removeTempCopies(sourceDir: string, log: UpgradeLog) {
  const parent = path.dirname(sourceDir);
  const prefix = `${path.basename(sourceDir)}.upgrade-tmp-`;
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    log("PGlite upgrade: removed the temporary copy of an earlier run", { dir: path.join(parent, name) });
  }
}

/**
 * Copies one table batch by batch (`readRows` → `insertRows`): every stored column, generated ones
 * left to the target, identity values kept; the two sides must have the same stored columns.
 */
async function copyTable(table: string, fromSource: Query, fromTarget: Query): Promise<{ names: Array<string>; rows: number }> {
  const names = await storedColumns(fromSource, table);
  const targetColumns = new Map((await columnsOf(fromTarget, table)).map((c) => [c.name, c]));
  const targetStored = [...targetColumns.values()].filter((c) => !c.generated).map((c) => c.name);
  const differs = [...names.filter((n) => targetColumns.get(n)?.generated !== false), ...targetStored.filter((n) => !names.includes(n))];
  if (differs.length) throw new PgliteUpgradeError(`Table "${table}" differs between PGlite and the target in columns ${differs.join(", ")}`);
  const overriding = await hasIdentity(fromTarget, table, names);
  const rows = await readRows(fromSource, table, names, (batch) => insertRows(fromTarget, table, names, batch, overriding));
  return { names, rows };
}

/** The command: PGLITE_DIR and TARGET_DATABASE_URL from the environment, JSON lines on stdout. */
async function main(): Promise<number> {
  const line = (level: string, msg: string, fields?: object) => process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`);
  const pgliteDir = process.env.PGLITE_DIR;
  const targetUrl = process.env.TARGET_DATABASE_URL;
  if (!pgliteDir || !targetUrl) {
    line("error", "PGLITE_DIR and TARGET_DATABASE_URL must be set");
    return 1;
  }
  try {
    const result = await upgradePgliteDataDir({ pgliteDir, targetUrl, log: (msg, fields) => line("info", msg, fields) });
    if (!result.upgraded) line("info", "No PGlite data directory to upgrade", { pgliteDir });
    line("info", "PGlite upgrade result", result);
    return 0;
  } catch (error) {
    line("error", "PGlite upgrade failed", { error: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}

if (import.meta.main) process.exit(await main());
