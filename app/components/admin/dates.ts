import { TEAM_TIME_ZONE } from "~/platform/team-time";

/** Dates and numbers in the admin: Spanish (Mexico), in Monterrey time, like every time the team reads. */
const dateTimeFormat = new Intl.DateTimeFormat("es-MX", { timeZone: TEAM_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const dateFormat = new Intl.DateTimeFormat("es-MX", { timeZone: TEAM_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });

/** A day without the time (e.g. when an image was uploaded). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const timeFormat = new Intl.DateTimeFormat("es-MX", { timeZone: TEAM_TIME_ZONE, hour: "2-digit", minute: "2-digit" });

/** The time of day alone (e.g. when statistics were read). */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

const numberFormat = new Intl.NumberFormat("es-MX");

/** A count or a percentage as the team writes it: 1,234 and 93.3. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
