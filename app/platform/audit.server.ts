/**
 * The audit log: who did what, when, to which object, from which IP.
 *
 * - `recordAudit(tx, actor, entry)` is called by the domain function that makes the change, with
 *   the change's own transaction: a change that rolls back leaves no entry, and an entry never
 *   describes a change that did not happen. Reads of personal data (a contact request opened, an
 *   export) are recorded in the request that serves them.
 * - The table is append-only. There is no update or delete path here, and a database trigger
 *   refuses UPDATE, DELETE and TRUNCATE. The one exception is the daily retention purge, which sets
 *   `ardentia.audit_purge` in its own transaction and deletes entries older than 24 months (the
 *   trigger re-checks the age of every row it lets go).
 * - The «Bitácora» admin screen reads it through `listAudit`, with filters by admin, kind of event
 *   and dates, and exports it as CSV (the export is itself an entry).
 */
import { and, desc, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import os from "node:os";
import { db, type Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { AUDIT_ACTIONS, AUDIT_EXPORT_MAX, AUDIT_GROUPS, type AuditAction, type AuditGroup } from "./audit";
import { periodicTask } from "./jobs.server";
import { TEAM_TIME_ZONE, teamDateTime } from "./team-time";

export { AUDIT_ACTIONS, AUDIT_EXPORT_MAX, AUDIT_GROUPS, type AuditAction, type AuditGroup };

/** Who acted. `id` is null for the system (e.g. a scheduled publication) and the command line. */
export type Actor = { id: string | null; email: string; ip: string | null };

export const SYSTEM_ACTOR: Actor = { id: null, email: "sistema", ip: null };

/** The command line (`npm run admin`), named with the operating-system user that ran it. */
export function cliActor(): Actor {
  let who = "desconocido";
  try {
    who = os.userInfo().username;
  } catch {
    // No passwd entry (some containers).
  }
  return { id: null, email: `consola (${who})`, ip: null };
}

export type AuditEntry = {
  action: AuditAction;
  objectType?: string;
  objectId?: string | null;
  objectLabel?: string | null;
  details?: Record<string, unknown>;
};

/**
 * The label of a subscriber or a contact request: enough to tell entries apart, not the personal
 * data itself, so the log does not keep what a privacy request deleted ("j•••@acme.mx").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** "Juan Pérez López" → "Juan P. L." */
export function maskName(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return [first, ...rest.map((word) => `${word[0] ?? ""}.`)].join(" ");
}

/** Text columns are kept readable and bounded whatever an actor typed (a failed sign-in's e-mail). */
const clip = (value: string | null | undefined, max: number) => (value == null ? null : value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** Writes one entry with `tx`: pass the transaction of the change being recorded. */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: clip(actor.email, 254) ?? "",
    action: entry.action,
    objectType: entry.objectType ?? null,
    objectId: clip(entry.objectId, 200),
    objectLabel: clip(entry.objectLabel, 200),
    ip: clip(actor.ip, 64),
    details: entry.details ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;
/** Entries are kept this long, then purged. */
export const AUDIT_RETENTION_MONTHS = 24;

export type AuditFilter = {
  actorId?: string;
  group?: AuditGroup;
  /** Inclusive day, YYYY-MM-DD, in Monterrey time like the rest of the admin. */
  from?: string;
  /** Inclusive day, YYYY-MM-DD. */
  to?: string;
  /** Part of the object's label or id, or of the actor's e-mail. */
  q?: string;
};

export type AuditRow = typeof auditLog.$inferSelect;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  // Year 0 is a JavaScript date but not a PostgreSQL one (1 BC comes before 1 AD).
  if (!DAY.test(day) || day.startsWith("0000")) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export class AuditFilterError extends Error {}

/** Reads the screen's query string (`admin`, `tipo`, `desde`, `hasta`, `q`); a malformed value is refused. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const admin = params.get("admin");
  if (admin) {
    if (admin.length > 64 || !/^[\w-]+$/.test(admin)) throw new AuditFilterError("El administrador del filtro no es válido");
    filter.actorId = admin;
  }
  const group = params.get("tipo");
  if (group) {
    if (!Object.hasOwn(AUDIT_GROUPS, group)) throw new AuditFilterError("El tipo de evento del filtro no es válido");
    filter.group = group as AuditGroup;
  }
  for (const [key, field] of [
    ["desde", "from"],
    ["hasta", "to"],
  ] as const) {
    const day = params.get(key);
    if (!day) continue;
    if (!isRealDay(day)) throw new AuditFilterError("Las fechas del filtro deben tener la forma AAAA-MM-DD");
    filter[field] = day;
  }
  if (filter.from && filter.to && filter.from > filter.to) throw new AuditFilterError("La fecha «desde» es posterior a «hasta»");
  const q = params.get("q")?.trim();
  if (q) {
    if (q.length > 200) throw new AuditFilterError("La búsqueda es demasiado larga (máximo 200 caracteres)");
    filter.q = q;
  }
  return filter;
}

/** The start of a Monterrey day, as an instant (a SQL expression). */
const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${TEAM_TIME_ZONE})`;

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.group) conditions.push(like(auditLog.action, `${filter.group}.%`));
  if (filter.from) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, sql`(${dayStart(filter.to)} + interval '1 day')`));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`${auditLog.objectLabel} ILIKE ${pattern}`, sql`${auditLog.objectId} ILIKE ${pattern}`, sql`${auditLog.actorEmail} ILIKE ${pattern}`));
  }
  return and(...conditions);
}

/** One page of entries, newest first; `more` says whether another page follows. */
export async function listAudit(filter: AuditFilter, page = 1, database: Db = db()): Promise<{ entries: Array<AuditRow>; more: boolean }> {
  const rows = await database
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
}

/**
 * The entries of an export, newest first (at most `AUDIT_EXPORT_MAX`), and the export's own entry,
 * in one transaction.
 */
export async function exportAudit(filter: AuditFilter, actor: Actor, database: Db = db()): Promise<Array<AuditRow>> {
  return database.transaction(async (tx) => {
    const rows = await tx.select().from(auditLog).where(auditWhere(filter)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_EXPORT_MAX);
    await recordAudit(tx, actor, { action: "audit.exported", details: { rows: rows.length, filter } });
    return rows;
  });
}

/** Deletes the entries older than the retention period (the only deletion the trigger lets through). */
export async function purgeExpiredAudit(database: Db = db()): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ardentia.audit_purge = 'on'`);
    const rows = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(months => ${AUDIT_RETENTION_MONTHS})`))
      .returning({ id: auditLog.id });
    return rows.length;
  });
}

/** Daily: entries past the retention period go (registered in app/register.server.ts). */
export const auditRetention = periodicTask({
  name: "audit-retention",
  periodMs: 24 * 60 * 60 * 1000,
  firstCheckMs: 90_000,
  run: () => purgeExpiredAudit(),
});

/**
 * The CSV columns of the export: the time as the team reads it (Monterrey, "YYYY-MM-DD HH:MM", which
 * spreadsheets read as a date), then the exact instant in UTC (ISO 8601, to the millisecond), which
 * orders entries and matches other systems' logs.
 */
export const AUDIT_CSV_HEADER = ["Fecha (hora de Monterrey)", "Fecha (UTC)", "Administrador", "Evento", "Código", "Objeto", "Id del objeto", "Nombre del objeto", "IP", "Detalles"];

export function auditCsvRow(row: AuditRow): Array<unknown> {
  return [
    teamDateTime(row.at),
    row.at,
    row.actorEmail,
    AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    row.action,
    row.objectType,
    row.objectId,
    row.objectLabel,
    row.ip,
    row.details ? JSON.stringify(row.details) : "",
  ];
}
