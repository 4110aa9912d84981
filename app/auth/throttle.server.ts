/**
 * Brute-force protection for sign-in (table `auth_failure`), without handing an attacker a way to
 * lock the team out (ADR 0019).
 *
 * - An attempt is counted when it starts, atomically, before the password is checked: one short
 *   transaction locks the attempt's counters, refuses it while a delay runs, else adds one and sets
 *   the next delay. Parallel guesses queue on those rows, so a burst gets no more tries than a
 *   sequence would. A success clears the counters.
 * - Without a known-device cookie the counters are the account (the e-mail as typed, whether or not
 *   it exists — the lock reveals nothing) and the client IP. After a few free attempts every further
 *   one delays the key (1 s, 2 s, 4 s … up to 15 minutes): guessing stays slow.
 * - A browser that has signed in to the account before carries a device cookie signed for that
 *   account (`device.server.ts`); its attempts count only against that device. Guesses from
 *   anywhere else therefore never delay the admin's own browser.
 * Counters idle for a day start again from zero.
 */
import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authFailure } from "~/db/schema";

export const ACCOUNT_FREE_FAILURES = 3;
export const IP_FREE_FAILURES = 10;
export const DEVICE_FREE_FAILURES = 5;
export const MAX_DELAY_S = 15 * 60;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type AttemptKey = { key: string; free: number };

export function accountKey(email: string): AttemptKey {
  return { key: `account:${email.trim().toLowerCase()}`, free: ACCOUNT_FREE_FAILURES };
}
export function ipKey(ip: string): AttemptKey {
  return { key: `ip:${ip}`, free: IP_FREE_FAILURES };
}
export function deviceKey(deviceId: string): AttemptKey {
  return { key: `device:${deviceId}`, free: DEVICE_FREE_FAILURES };
}

/** Delay after the n-th attempt without a success (n ≥ 1). */
export function delayAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  return Math.min(MAX_DELAY_S, 2 ** (attempts - free));
}

/**
 * Starts an attempt on these counters: refused with the seconds to wait while any of them is
 * delayed, otherwise counted (and the next delay set) before the password is checked.
 */
export async function claimAttempt(keys: ReadonlyArray<AttemptKey>, now = new Date()): Promise<{ ok: true } | { ok: false; wait: number }> {
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  const names = sorted.map((k) => k.key);
  return db().transaction(async (tx) => {
    await tx
      .insert(authFailure)
      .values(sorted.map((k) => ({ key: k.key, failures: 0, lastFailureAt: now, lockedUntil: null })))
      .onConflictDoNothing();
    const rows = await tx.select().from(authFailure).where(inArray(authFailure.key, names)).orderBy(authFailure.key).for("update");
    let wait = 0;
    for (const row of rows) {
      if (row.lockedUntil && row.lockedUntil > now) wait = Math.max(wait, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
    }
    if (wait > 0) return { ok: false as const, wait };
    for (const { key, free } of sorted) {
      const row = rows.find((r) => r.key === key);
      const stale = !row || now.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS;
      const failures = (stale ? 0 : row.failures) + 1;
      const delay = delayAfter(failures, free);
      await tx
        .update(authFailure)
        .set({ failures, lastFailureAt: now, lockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null })
        .where(inArray(authFailure.key, [key]));
    }
    return { ok: true as const };
  });
}

/** A successful sign-in: these counters start again from zero. */
export async function clearAttempts(keys: ReadonlyArray<AttemptKey>) {
  await db().delete(authFailure).where(inArray(authFailure.key, keys.map((k) => k.key)));
}
