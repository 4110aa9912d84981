/**
 * Brute-force protection for sign-in (table `auth_failure`): failures are counted per account
 * (the e-mail as typed, whether or not it exists — so the lock itself reveals nothing) and per
 * client IP. After a few free failures every further one locks the key for a growing delay
 * (1 s, 2 s, 4 s … up to 15 minutes). A success clears the account's and the IP's counters;
 * counters older than a day start again from zero.
 */
import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authFailure } from "~/db/schema";

export const ACCOUNT_FREE_FAILURES = 3;
export const IP_FREE_FAILURES = 10;
export const MAX_DELAY_S = 15 * 60;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export function accountKey(email: string) {
  return `account:${email.trim().toLowerCase()}`;
}
export function ipKey(ip: string) {
  return `ip:${ip}`;
}

/** Delay after the n-th consecutive failure (n ≥ 1). */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_S, 2 ** (failures - free));
}

/** Seconds until these keys may try again (0 = now). */
export async function lockedFor(keys: Array<string>, now = new Date()): Promise<number> {
  const rows = await db().select().from(authFailure).where(inArray(authFailure.key, keys));
  let wait = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) wait = Math.max(wait, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(email: string, ip: string, now = new Date()) {
  for (const [key, free] of [
    [accountKey(email), ACCOUNT_FREE_FAILURES],
    [ipKey(ip), IP_FREE_FAILURES],
  ] as const) {
    const [row] = await db().select().from(authFailure).where(eq(authFailure.key, key));
    const stale = !row || now.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS;
    const failures = (stale ? 0 : row.failures) + 1;
    const delay = delayAfter(failures, free);
    const lockedUntil = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
    await db()
      .insert(authFailure)
      .values({ key, failures, lastFailureAt: now, lockedUntil })
      .onConflictDoUpdate({
        target: authFailure.key,
        set: { failures, lastFailureAt: now, lockedUntil },
      });
  }
}

export async function clearFailures(email: string, ip: string) {
  await db().delete(authFailure).where(inArray(authFailure.key, [accountKey(email), ipKey(ip)]));
}
