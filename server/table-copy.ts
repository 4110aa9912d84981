/**
 * Copying the application's tables row for row between databases, and proving the copy: used by the
 * PGlite upgrade (PGlite → PostgreSQL) and by backup and restore (PostgreSQL → archive → PostgreSQL).
 *
 * Rows travel as JSON (`row_to_json` out, `json_populate_recordset` in) in primary-key order, batch by
 * batch; generated columns are left to the target; identity values and sequence states are kept.
 * A copy is checked by `tableDigest`: the row count and an md5 over the sorted md5s of each row's
 * text, computed by PostgreSQL on both sides with the same session settings (`TEXT_SETTINGS`).
 *
 * Plain TypeScript with Node built-ins and npm packages only: it runs outside the Vite bundle.
 */

/** Runs a query and returns its rows (a pg client, a pool or PGlite behind it). */
export type Query = <T>(text: string, params?: Array<unknown>) => Promise<Array<T>>;

/** Session settings that make a row's text the same on every side (the digests compare it). */
export const TEXT_SETTINGS: ReadonlyArray<[string, string]> = [
  ["TimeZone", "UTC"],
  ["DateStyle", "ISO, YMD"],
  ["IntervalStyle", "postgres"],
  ["extra_float_digits", "1"],
  ["bytea_output", "hex"],
];

/** Rows per batch. */
export const BATCH_ROWS = 500;

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (table: string) => `public.${ident(table)}`;

/** The application's tables (schema `public`), by name. */
export const TABLES_SQL = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`;
const SEQUENCES_SQL = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`;
const COLUMNS_SQL = `SELECT a.attname AS name, a.attgenerated <> '' AS generated, a.attidentity <> '' AS identity
  FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`;
const PRIMARY_KEY_SQL = `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
  FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
  WHERE i.indrelid = $1::regclass AND i.indisprimary
  ORDER BY array_position(i.indkey::int2[], a.attnum)`;

export type Column = { name: string; generated: boolean; identity: boolean };
export type SequenceState = { name: string; value: string; isCalled: boolean };

export async function tableNames(query: Query): Promise<Array<string>> {
  return (await query<{ name: string }>(TABLES_SQL)).map((r) => r.name);
}

export async function columnsOf(query: Query, table: string): Promise<Array<Column>> {
  return query<Column>(COLUMNS_SQL, [qualified(table)]);
}

/** The stored (not generated) columns of a table, in order. */
export async function storedColumns(query: Query, table: string): Promise<Array<string>> {
  return (await columnsOf(query, table)).filter((c) => !c.generated).map((c) => c.name);
}

/** Tables of `public` that hold at least one row. */
export async function tablesWithRows(query: Query): Promise<Array<string>> {
  const found: Array<string> = [];
  for (const table of await tableNames(query)) {
    const [row] = await query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${qualified(table)}) AS any`);
    if (row?.any) found.push(table);
  }
  return found;
}

/** Count and digest of a table's given columns: md5 over the sorted md5s of each row's text. */
export async function tableDigest(query: Query, table: string, columns: Array<string>): Promise<{ rows: number; md5: string }> {
  const row = `ROW(${columns.map((c) => `t.${ident(c)}`).join(", ")})::text`;
  const [result] = await query<{ rows: string; md5: string }>(
    `SELECT count(*)::text AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS md5
       FROM (SELECT md5(${row}) AS h FROM ${qualified(table)} t) s`,
  );
  return { rows: Number(result!.rows), md5: result!.md5 };
}

/**
 * Reads a table's `columns` in primary-key order (physical order without one), `BATCH_ROWS` at a
 * time; each batch is handed over as JSON texts, one per row.
 */
export async function readRows(query: Query, table: string, columns: Array<string>, onBatch: (rows: Array<string>) => Promise<void>): Promise<number> {
  const pk = await query<{ name: string; type: string }>(PRIMARY_KEY_SQL, [qualified(table)]);
  const keys = pk.length ? pk.map((k) => ({ expr: `t.${ident(k.name)}`, type: k.type })) : [{ expr: "t.ctid", type: "tid" }];
  const keyList = keys.map((k) => k.expr).join(", ");
  const select = (after: boolean) =>
    `SELECT (SELECT row_to_json(r) FROM (SELECT ${columns.map((n) => `t.${ident(n)}`).join(", ")}) r)::text AS j,
            ${keys.map((k, i) => `${k.expr}::text AS k${i}`).join(", ")}
       FROM ${qualified(table)} t
      ${after ? `WHERE (${keyList}) > (${keys.map((k, i) => `$${i + 1}::${k.type}`).join(", ")})` : ""}
      ORDER BY ${keyList} LIMIT ${BATCH_ROWS}`;
  let rows = 0;
  let last: Array<string> | undefined;
  for (;;) {
    const batch = await query<Record<string, string>>(last ? select(true) : select(false), last);
    if (!batch.length) break;
    await onBatch(batch.map((r) => r.j!));
    rows += batch.length;
    const tail = batch[batch.length - 1]!;
    last = keys.map((_, i) => tail[`k${i}`]!);
    if (batch.length < BATCH_ROWS) break;
  }
  return rows;
}

/** Inserts rows given as JSON texts into `columns` of a table (identity values kept). */
export async function insertRows(query: Query, table: string, columns: Array<string>, rows: Array<string>, overriding: boolean): Promise<void> {
  if (!rows.length) return;
  const names = columns.map(ident).join(", ");
  await query(
    `INSERT INTO ${qualified(table)} (${names})${overriding ? " OVERRIDING SYSTEM VALUE" : ""}
     SELECT ${names} FROM json_populate_recordset(null::${qualified(table)}, $1::json)`,
    [`[${rows.join(",")}]`],
  );
}

/** Every sequence of `public` with its value and whether it was used. */
export async function sequenceStates(query: Query): Promise<Array<SequenceState>> {
  const states: Array<SequenceState> = [];
  for (const { name } of await query<{ name: string }>(SEQUENCES_SQL)) {
    const [state] = await query<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${qualified(name)}`);
    states.push({ name, value: state!.value, isCalled: state!.is_called });
  }
  return states;
}

/** Gives the target's sequences the given states; throws a `fail(message)` when one is missing or refuses. */
export async function setSequences(query: Query, states: Array<SequenceState>, fail: (message: string) => Error): Promise<void> {
  for (const state of states) {
    const [exists] = await query<{ t: string | null }>("SELECT to_regclass($1)::text AS t", [qualified(state.name)]);
    if (!exists?.t) throw fail(`Sequence "${state.name}" is missing in the target`);
    await query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [qualified(state.name), state.value, state.isCalled]);
    const [after] = await query<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${qualified(state.name)}`);
    if (after?.value !== state.value || after.is_called !== state.isCalled) throw fail(`Sequence "${state.name}" could not be set to ${state.value}`);
  }
}

/** True when any of the table's `columns` is an identity column of the target (its values are kept). */
export async function hasIdentity(query: Query, table: string, columns: Array<string>): Promise<boolean> {
  return (await columnsOf(query, table)).some((c) => c.identity && columns.includes(c.name));
}
