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

/** Rows per batch read from PGlite and inserted into the target. */
const BATCH_ROWS = 500;
const MARKER_SCHEMA = "ardentia_upgrade";
const MARKER_TABLE = `${MARKER_SCHEMA}.pglite`;
/** Serialises upgraders of one target database (two starts at once). */
const ADVISORY_LOCK_KEY = 7_340_118_231;
/** Session settings that make a row's text the same on both sides (the digests compare it). */
const TEXT_SETTINGS: Array<[string, string]> = [
  ["TimeZone", "UTC"],
  ["DateStyle", "ISO, YMD"],
  ["IntervalStyle", "postgres"],
  ["extra_float_digits", "1"],
  ["bytea_output", "hex"],
];

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

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => `public.${ident(table)}`;

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

/** Runs a query on either side; both return `{ rows }`. */
type Query = <T>(text: string, params?: Array<unknown>) => Promise<Array<T>>;

const TABLES_SQL = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`;
const SEQUENCES_SQL = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`;
const COLUMNS_SQL = `SELECT a.attname AS name, a.attgenerated <> '' AS generated, a.attidentity <> '' AS identity
  FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`;
const PRIMARY_KEY_SQL = `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
  FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
  WHERE i.indrelid = $1::regclass AND i.indisprimary
  ORDER BY array_position(i.indkey::int2[], a.attnum)`;

type Column = { name: string; generated: boolean; identity: boolean };

async function columnsOf(query: Query, table: string): Promise<Array<Column>> {
  return query<Column>(COLUMNS_SQL, [qualified(table)]);
}

/** Count and digest of a table's stored columns: md5 over the sorted md5s of each row's text. */
async function tableDigest(query: Query, table: string, columns: Array<string>): Promise<{ rows: number; md5: string }> {
  const row = `ROW(${columns.map((c) => `t.${ident(c)}`).join(", ")})::text`;
  const [result] = await query<{ rows: string; md5: string }>(
    `SELECT count(*)::text AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS md5
       FROM (SELECT md5(${row}) AS h FROM ${qualified(table)} t) s`,
  );
  return { rows: Number(result!.rows), md5: result!.md5 };
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

      const sourceTables = (await fromSource<{ name: string }>(TABLES_SQL)).map((r) => r.name);
      const targetTables = new Set((await fromTarget<{ name: string }>(TABLES_SQL)).map((r) => r.name));
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

      const sequences = await copySequences(fromSource, fromTarget);
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
 * Copies one table in primary-key order (or physical order without one), batch by batch, as JSON:
 * every stored column, generated ones left to the target, identity values kept.
 */
async function copyTable(table: string, fromSource: Query, fromTarget: Query): Promise<{ names: Array<string>; rows: number }> {
  const sourceColumns = (await columnsOf(fromSource, table)).filter((c) => !c.generated);
  const targetColumns = new Map((await columnsOf(fromTarget, table)).map((c) => [c.name, c]));
  const names = sourceColumns.map((c) => c.name);
  const targetStored = [...targetColumns.values()].filter((c) => !c.generated).map((c) => c.name);
  const differs = [...names.filter((n) => targetColumns.get(n)?.generated !== false), ...targetStored.filter((n) => !names.includes(n))];
  if (differs.length) throw new PgliteUpgradeError(`Table "${table}" differs between PGlite and the target in columns ${differs.join(", ")}`);
  const overriding = names.some((n) => targetColumns.get(n)?.identity) ? " OVERRIDING SYSTEM VALUE" : "";

  const pk = await fromSource<{ name: string; type: string }>(PRIMARY_KEY_SQL, [qualified(table)]);
  const keys = pk.length ? pk.map((k) => ({ expr: `t.${ident(k.name)}`, type: k.type })) : [{ expr: "t.ctid", type: "tid" }];
  const keyList = keys.map((k) => k.expr).join(", ");
  const select = (after: boolean) =>
    `SELECT (SELECT row_to_json(r) FROM (SELECT ${names.map((n) => `t.${ident(n)}`).join(", ")}) r)::text AS j,
            ${keys.map((k, i) => `${k.expr}::text AS k${i}`).join(", ")}
       FROM ${qualified(table)} t
      ${after ? `WHERE (${keyList}) > (${keys.map((k, i) => `$${i + 1}::${k.type}`).join(", ")})` : ""}
      ORDER BY ${keyList} LIMIT ${BATCH_ROWS}`;
  const insert = `INSERT INTO ${qualified(table)} (${names.map(ident).join(", ")})${overriding}
    SELECT ${names.map(ident).join(", ")} FROM json_populate_recordset(null::${qualified(table)}, $1::json)`;

  let rows = 0;
  let last: Array<string> | undefined;
  for (;;) {
    const batch = await fromSource<Record<string, string>>(last ? select(true) : select(false), last);
    if (!batch.length) break;
    await fromTarget(insert, [`[${batch.map((r) => r.j).join(",")}]`]);
    rows += batch.length;
    const tail = batch[batch.length - 1]!;
    last = keys.map((_, i) => tail[`k${i}`]!);
    if (batch.length < BATCH_ROWS) break;
  }
  return { names, rows };
}

/** Gives every sequence of the target the source's state (value and whether it was used). */
async function copySequences(fromSource: Query, fromTarget: Query): Promise<Array<{ name: string; value: string; isCalled: boolean }>> {
  const result: Array<{ name: string; value: string; isCalled: boolean }> = [];
  for (const { name } of await fromSource<{ name: string }>(SEQUENCES_SQL)) {
    const [state] = await fromSource<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${qualified(name)}`);
    const [exists] = await fromTarget<{ t: string | null }>("SELECT to_regclass($1)::text AS t", [qualified(name)]);
    if (!exists?.t) throw new PgliteUpgradeError(`Sequence "${name}" of the PGlite database is missing in the target`);
    await fromTarget("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [qualified(name), state!.value, state!.is_called]);
    const [after] = await fromTarget<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${qualified(name)}`);
    if (after?.value !== state!.value || after.is_called !== state!.is_called) throw new PgliteUpgradeError(`Sequence "${name}" could not be set to ${state!.value}`);
    result.push({ name, value: state!.value, isCalled: state!.is_called });
  }
  return result;
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
