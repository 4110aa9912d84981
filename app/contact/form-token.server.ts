/**
 * The contact form's token, put in a hidden field when the form is rendered: its render time and a
 * random nonce, signed with HMAC-SHA256 (the session secret) — `<time>.<nonce>.<signature>`.
 *
 * - Minimum fill time: a submission whose token is missing, forged or younger than MIN_FILL_MS is
 *   treated as a bot (normal answer, stored as spam, no mails).
 * - One rendered form, one token: the nonce tells apart two forms rendered in the same millisecond.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/config/secrets.server";

export const MIN_FILL_MS = 3000;

/** 128 random bits, base64url (22 characters). */
const NONCE_BYTES = 16;

/**
 * What a token's signed part looks like: the render time in milliseconds, then the nonce. A token
 * without a nonce (`<time>.<signature>`, issued before the nonce existed) is still accepted, so a
 * form left open in a tab across an update is not taken for a bot.
 */
const PAYLOAD = /^(\d{1,15})(?:\.[A-Za-z0-9_-]{22})?$/;

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`contact-form:${payload}`).digest("base64url");
}

export function issueFormToken(now = Date.now(), secret = sessionSecret()): string {
  const payload = `${now}.${randomBytes(NONCE_BYTES).toString("base64url")}`;
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { ok: true } | { ok: false; reason: "missing-token" | "bad-token" | "too-fast" };

export function checkFormToken(token: unknown, now = Date.now(), secret = sessionSecret()): TokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing-token" };
  const dot = token.lastIndexOf(".");
  const payload = dot < 0 ? "" : token.slice(0, dot);
  const issuedAt = PAYLOAD.exec(payload)?.[1];
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(dot < 0 ? "" : token.slice(dot + 1));
  if (issuedAt === undefined || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "bad-token" };
  }
  if (now - Number(issuedAt) < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  return { ok: true };
}
