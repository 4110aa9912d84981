/**
 * The contact form's token, put in a hidden field when the form is rendered: its render time and a
 * random nonce, signed with HMAC-SHA256 (the session secret) — `<time>.<nonce>.<signature>`.
 *
 * - Minimum fill time: a submission whose token is missing, forged or younger than MIN_FILL_MS is
 *   treated as a bot (normal answer, stored as spam, no mails).
 * - One rendered form, one token: the nonce tells apart two forms rendered in the same millisecond,
 *   so the token, with what the form says, is the submission's key (`submissionKey`) and a re-post
 *   of the same form is stored once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/config/secrets.server";
import { CONTACT_FIELDS, type ContactRequestInput } from "./schema";

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

/**
 * The key of a form's submission: sha256 (hex) of the form's token and the request's fields as the
 * schema normalised them. A re-post of the same rendered form (a refresh, Back then send again)
 * has the same key; the same form sent with other content (edited after Back, or filled again after
 * the script cleared it) is another request, with another key. Only a valid token makes a key:
 * call it once `checkFormToken` accepted the token.
 */
export function submissionKey(token: string, request: ContactRequestInput): string {
  const content = CONTACT_FIELDS.map((field) => request[field]);
  return createHash("sha256").update(JSON.stringify(["contact-submission", token, ...content])).digest("hex");
}
