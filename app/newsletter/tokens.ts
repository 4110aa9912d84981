/**
 * Signed links. Unsubscribe links carry `{subscriberId}.{hmac}` (HMAC-SHA256 of the purpose and id
 * with the session secret): stateless, valid for as long as the subscriber exists, unforgeable.
 * Confirmation links carry a random single-use token whose sha256 is stored with a 48-hour expiry.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

function mac(secret: string, purpose: string, id: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url").slice(0, 32);
}

export function signId(secret: string, purpose: string, id: string): string {
  return `${id}.${mac(secret, purpose, id)}`;
}

/** Returns the id when the token is genuine, otherwise null. */
export function verifySignedId(secret: string, purpose: string, token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A confirmation token as `newConfirmToken` makes it: 32 random bytes in base64url. */
const CONFIRM_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** An unsubscribe token as `signId` makes it for a subscriber: a UUID, a dot, a 32-character MAC. */
const SIGNED_ID_SHAPE = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{32}$/i;

/**
 * The status of a newsletter page (confirmation, unsubscribe) whose link did not work, which the
 * page still shows with its message: 400 when the token is missing or cannot be one of ours, 404
 * when it is well formed but names nothing (unknown, already used), 410 when it expired; 200 otherwise.
 */
export function linkStatus(kind: "confirm" | "unsubscribe", token: string | null | undefined, outcome: "ok" | "invalid" | "expired"): number {
  if (outcome === "ok") return 200;
  if (!token || !(kind === "confirm" ? CONFIRM_TOKEN_SHAPE : SIGNED_ID_SHAPE).test(token)) return 400;
  return outcome === "expired" ? 410 : 404;
}
