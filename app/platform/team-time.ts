/**
 * The sales and marketing team works in Monterrey. Every date and time the admin shows, every day it
 * counts (the subscribers chart, the audit filter, an export's file name), every time the team mails
 * itself and every publication time it enters is in this zone, whatever its UTC offset on that date.
 * Stored instants stay in UTC.
 */
export const TEAM_TIME_ZONE = "America/Monterrey";

const TEAM_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: TEAM_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The team's day at `instant`, as YYYY-MM-DD: 10 p.m. in Monterrey is still that day, not UTC's next one. */
export function teamDay(instant = new Date()): string {
  return TEAM_DAY.format(instant);
}

const TEAM_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: TEAM_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The team's day and time at `instant`, as "YYYY-MM-DD HH:MM" (24 h): a value spreadsheets read as a date and time. */
export function teamDateTime(instant: Date): string {
  return `${TEAM_DAY.format(instant)} ${TEAM_TIME.format(instant)}`;
}
