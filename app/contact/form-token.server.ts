/**
 * The minimum-fill-time token: a timestamp signed with HMAC-SHA256 (the session secret), put in a
 * hidden field when the contact form is rendered. A submission whose token is missing, forged or
 * younger than MIN_FILL_MS is treated as a bot (normal answer, stored as spam, no mails).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/config/secrets.server";

export const MIN_FILL_MS = 3000;

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`contact-form:${payload}`).digest("base64url");
}

export function issueFormToken(now = Date.now(), secret = sessionSecret()): string {
  const payload = String(now);
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { ok: true } | { ok: false; reason: "missing-token" | "bad-token" | "too-fast" };

export function checkFormToken(token: unknown, now = Date.now(), secret = sessionSecret()): TokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing-token" };
  const [payload = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (!/^\d{1,15}$/.test(payload) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "bad-token" };
  }
  if (now - Number(payload) < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  return { ok: true };
}
