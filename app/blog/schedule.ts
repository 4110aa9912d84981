/**
 * Publication times: the team enters them in Monterrey time (America/Monterrey, whatever its UTC
 * offset is on that date) and they are stored in UTC. Shared by the editor (what it shows) and the
 * server (what it stores); the conversions use the platform's time-zone database (Intl).
 */
import { TEAM_TIME_ZONE } from "~/platform/team-time";

export const SCHEDULE_ZONE_LABEL = "hora de Monterrey";
/** How far ahead a post can be scheduled. */
export const SCHEDULE_MAX_YEARS = 5;

export const SCHEDULE_MSG = {
  missing: "Elige la fecha y la hora de publicación",
  malformed: "La fecha de publicación no es válida: indica día, mes, año y hora (hora de Monterrey)",
  past: "La fecha ya pasó: elige una fecha futura, o usa «Publicar» para publicar ahora",
  tooFar: `La fecha de publicación debe estar dentro de los próximos ${SCHEDULE_MAX_YEARS} años`,
  published: "La versión en español ya está publicada: para programarla de nuevo, cámbiala antes a borrador",
  publishedEn: "La versión en inglés ya está publicada: para programarla de nuevo, cámbiala antes a borrador",
  noTime: "Para programar el post, elige la fecha y la hora y pulsa «Programar»",
} as const;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TEAM_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock fields of `date` in Monterrey. */
function monterreyParts(date: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** Monterrey's offset from UTC at `date`, in milliseconds (e.g. -6 h). */
function offsetAt(date: Date): number {
  const p = monterreyParts(date);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(date.getTime() / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value ("2026-11-26T10:00") read as Monterrey time, as the UTC instant it names;
 * null when it is not a real date and time.
 */
export function monterreyToUtc(value: string): Date | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The offset at the guessed instant, then again at the corrected one (the two differ only next to
  // a change of offset, where the second is right).
  let instant = wall - offsetAt(new Date(wall));
  instant = wall - offsetAt(new Date(instant));
  return new Date(instant);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The `datetime-local` value of `date` in Monterrey ("2026-11-26T10:00", or "…T10:00:05" with seconds). */
export function utcToMonterreyInput(date: Date | string, options: { seconds?: boolean } = {}): string {
  const p = monterreyParts(new Date(date));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}${options.seconds ? `:${pad(p.second)}` : ""}`;
}

const displayFormat = new Intl.DateTimeFormat("es-MX", { timeZone: TEAM_TIME_ZONE, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "26 nov 2026, 10:00" in Monterrey time (callers add the zone label where it is not obvious). */
export function formatMonterrey(date: Date | string): string {
  return displayFormat.format(new Date(date));
}

/**
 * The publication time the editor sent, checked: a Date in the future (within the bound) or the
 * Spanish message saying what is wrong.
 */
export function parseScheduleTime(value: string, now = new Date()): { ok: true; at: Date } | { ok: false; message: string } {
  if (!value.trim()) return { ok: false, message: SCHEDULE_MSG.missing };
  const at = monterreyToUtc(value);
  if (!at) return { ok: false, message: SCHEDULE_MSG.malformed };
  if (at.getTime() <= now.getTime()) return { ok: false, message: SCHEDULE_MSG.past };
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + SCHEDULE_MAX_YEARS);
  if (at > limit) return { ok: false, message: SCHEDULE_MSG.tooFar };
  return { ok: true, at };
}

/** Which language versions «Programar» schedules. */
export type ScheduleLang = "both" | "es" | "en";

/**
 * What the editor's «Qué se programa» starts on, from each version's state (null: no such
 * version): the version scheduled on its own; else, when one version is published and the other
 * not, the other one (a published version cannot be scheduled); else both.
 */
export function initialScheduleLang(versions: Record<"es" | "en", { status: string } | null>): ScheduleLang {
  const es = versions.es?.status;
  const en = versions.en?.status;
  if (!versions.en) return "both";
  if ((es === "scheduled") !== (en === "scheduled")) return es === "scheduled" ? "es" : "en";
  if ((es === "published") !== (en === "published")) return es === "published" ? "en" : "es";
  return "both";
}
