/**
 * Known devices: after a successful sign-in the browser gets a long-lived cookie naming a random
 * device id, signed (HMAC-SHA256 with the session secret) together with the account's e-mail. A
 * sign-in attempt that carries a valid one for the e-mail it names is throttled per device instead
 * of per account and IP (`throttle.server.ts`), so nobody else's wrong guesses delay it.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "~/config/env.server";
import { sessionSecret } from "~/config/secrets.server";
import { cookieSettings, rawCookie } from "./auth.server";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function cookieName(): string {
  return cookieSettings(env().PUBLIC_URL).secure ? "__Host-ardentia.device" : "ardentia.device";
}

function mac(email: string, id: string): string {
  return createHmac("sha256", sessionSecret()).update(`device:${email.trim().toLowerCase()}:${id}`).digest("base64url");
}

/** The device id the request's cookie holds for this e-mail, or undefined (none, forged, or another account's). */
export function knownDevice(request: Request, email: string): string | undefined {
  const value = rawCookie(request.headers.get("cookie"), cookieName());
  const match = value ? /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return undefined;
  const [, id, given] = match;
  const expected = Buffer.from(mac(email, id!));
  const actual = Buffer.from(given!);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

/** The Set-Cookie that makes this browser a known device of the account. */
export function deviceCookie(email: string, id = randomBytes(18).toString("base64url")): string {
  const { secure } = cookieSettings(env().PUBLIC_URL);
  return `${cookieName()}=${id}.${mac(email, id)}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
