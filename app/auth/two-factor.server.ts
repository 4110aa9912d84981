/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1,
 * which is what every authenticator app reads) and 10 single-use recovery codes.
 *
 * - Enrolment («Mi cuenta»): a new secret is shown as a QR code rendered on the server and as a
 *   manual key; it counts only once a code from the app confirms it. The recovery codes are shown
 *   once, then only their sha256 is kept.
 * - Sign-in: a right password for an account with two-step sign-in creates no session. It sets a
 *   signed challenge cookie (5 minutes) that names the account, and the code page completes the
 *   sign-in (`completeSecondFactor`). A code is accepted within one step either side of now, and
 *   never twice: the last accepted step is kept and only a later one is accepted. Wrong codes are
 *   throttled per account and per IP, like passwords.
 * - "Exigir 2FA a todo el equipo" (a setting on «Equipo»): an admin without it is sent to enrol
 *   before any other admin page or API.
 * - The TOTP secret is stored encrypted (AES-256-GCM, key derived from the session secret).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { env } from "~/config/env.server";
import { sessionSecret } from "~/config/secrets.server";
import { db, type Db } from "~/db/client.server";
import { account as accountTable, adminRecoveryCodes, adminTwoFactor, appMeta, session, user } from "~/db/schema";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { cookieSettings, rawCookie } from "./auth.server";

export const TOTP_PERIOD_S = 30;
/** Steps accepted either side of the current one (clock drift of the phone). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code page waits for the code after the right password. */
export const CHALLENGE_TTL_S = 5 * 60;
export const REQUIRE_TWO_FACTOR_KEY = "auth.require_two_factor";

export const MSG_WRONG_CODE = "El código no es válido. Escribe el código actual de tu app o un código de recuperación.";
export const MSG_CHALLENGE_EXPIRED = "La verificación caducó o no es válida. Vuelve a escribir tu correo y contraseña.";
export const MSG_KEY_UNREADABLE =
  "Tu app de autenticación ya no se puede comprobar: la clave secreta del sitio cambió (por ejemplo, al restaurar una copia de seguridad sin su archivo session-secret). Escribe uno de tus códigos de recuperación y vuelve a activar la verificación en «Mi cuenta», o pide que ejecuten npm run admin -- reset-2fa con tu correo.";

export class TwoFactorError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

// --- the secret at rest -------------------------------------------------------------------------

const secretKey = () => Buffer.from(hkdfSync("sha256", sessionSecret(), "ardentia", "totp-secret", 32));

function sealSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(), iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/**
 * The stored key, or null when it cannot be opened: sealed with another session secret (a restore
 * without `session-secret`, a changed SESSION_SECRET) or damaged.
 */
function openSecret(value: string): string | null {
  const [version, iv, tag, sealed] = value.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secretKey(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function totpOf(base32: string, email: string): TOTP {
  return new TOTP({ issuer: "Ardentia", label: email, secret: Secret.fromBase32(base32), digits: 6, period: TOTP_PERIOD_S, algorithm: "SHA1" });
}

/** The time step a 6-digit code is valid for (within the window), or null. */
export function matchingStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(base32, "");
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

// --- recovery codes -----------------------------------------------------------------------------

/** Crockford's base32 (no I, L, O, U): easy to read aloud and to type. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "7KQ2-M9XD-4RTA-C8PN": 16 characters, 80 random bits. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** Upper-case, without spaces or dashes, with the look-alikes read as Crockford does. */
export function normalizeRecoveryCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[IL]/g, "1")
    .replace(/O/g, "0");
}

const hashCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

async function replaceRecoveryCodes(tx: Db, userId: string): Promise<Array<string>> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.insert(adminRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

// --- enrolment ----------------------------------------------------------------------------------

export type Enrolment = { qrSvg: string; manualKey: string; uri: string };

async function enrolmentView(base32: string, email: string): Promise<Enrolment> {
  const uri = totpOf(base32, email).toString();
  // The QR encoder loads with the first enrolment, not with every worker.
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#0f172a", light: "#ffffff" } });
  return { qrSvg, uri, manualKey: base32.match(/.{1,4}/g)!.join(" ") };
}

/** Whether the admin has confirmed an authenticator app. */
export async function twoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return Boolean(row?.on);
}

/** The enrolment shown but not confirmed yet (a reload shows the same QR code), or null. */
export async function pendingEnrolment(admin: { id: string; email: string }): Promise<Enrolment | null> {
  const [row] = await db().select().from(adminTwoFactor).where(and(eq(adminTwoFactor.userId, admin.id), isNull(adminTwoFactor.confirmedAt)));
  // One sealed with another secret cannot be shown: a new one is started instead.
  const base32 = row ? openSecret(row.secret) : null;
  return base32 ? enrolmentView(base32, admin.email) : null;
}

/** A new secret to scan; replaces an unconfirmed one. Refused while two-step sign-in is on. */
export async function startEnrolment(admin: { id: string; email: string }): Promise<Enrolment> {
  if (await twoFactorEnabled(admin.id)) throw new TwoFactorError("La verificación en dos pasos ya está activada", 409);
  const base32 = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(base32);
  await db()
    .insert(adminTwoFactor)
    .values({ userId: admin.id, secret: sealed })
    .onConflictDoUpdate({ target: adminTwoFactor.userId, set: { secret: sealed, confirmedAt: null, lastUsedStep: null, createdAt: new Date() } });
  return enrolmentView(base32, admin.email);
}

/**
 * Confirms the enrolment with a code from the app: two-step sign-in is on from now, and the 10
 * recovery codes are returned (to be shown once). The audit entry is in the same transaction.
 */
export async function confirmEnrolment(admin: Actor & { id: string }, code: string, now = Date.now()): Promise<Array<string>> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.id)).for("update");
    const base32 = row && !row.confirmedAt ? openSecret(row.secret) : null;
    if (!base32) throw new TwoFactorError("No hay una activación pendiente: empieza de nuevo", 409);
    const step = matchingStep(base32, code.replace(/\s/g, ""), now);
    if (step === null) throw new TwoFactorError("El código no coincide. Escribe el código de 6 dígitos que muestra tu app ahora.", 400);
    await tx.update(adminTwoFactor).set({ confirmedAt: new Date(now), lastUsedStep: step }).where(eq(adminTwoFactor.userId, admin.id));
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, admin.id));
    const codes = await replaceRecoveryCodes(tx, admin.id);
    await recordAudit(tx, admin, { action: "auth.two_factor_enabled", objectType: "admin", objectId: admin.id, objectLabel: admin.email });
    return codes;
  });
}

/** New recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes(admin: Actor & { id: string }): Promise<Array<string>> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, admin.id)).for("update");
    if (!row?.on) throw new TwoFactorError("La verificación en dos pasos no está activada", 409);
    const codes = await replaceRecoveryCodes(tx, admin.id);
    await recordAudit(tx, admin, { action: "auth.recovery_codes_regenerated", objectType: "admin", objectId: admin.id, objectLabel: admin.email });
    return codes;
  });
}

/** Turns two-step sign-in off for the admin themselves; refused while the team requires it. */
export async function disableOwnTwoFactor(admin: Actor & { id: string }): Promise<void> {
  if (await teamRequiresTwoFactor()) throw new TwoFactorError("El equipo exige la verificación en dos pasos: no se puede desactivar", 409);
  await db().transaction(async (tx) => {
    await clearTwoFactor(tx, admin.id);
    await recordAudit(tx, admin, { action: "auth.two_factor_disabled", objectType: "admin", objectId: admin.id, objectLabel: admin.email });
  });
}

async function clearTwoFactor(tx: Db, userId: string) {
  await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
}

/**
 * For an admin who lost their phone and their recovery codes (`npm run admin -- reset-2fa`): their
 * two-step sign-in is removed and their sessions end; they sign in with the password and enrol again.
 */
export async function resetTwoFactor(email: string, actor: Actor): Promise<{ email: string }> {
  return db().transaction(async (tx) => {
    const [member] = await tx.select().from(user).where(eq(user.email, email.trim().toLowerCase())).for("update");
    if (!member) throw new TwoFactorError("Ese administrador no existe", 404);
    await clearTwoFactor(tx, member.id);
    const ended = await tx.delete(session).where(eq(session.userId, member.id)).returning({ id: session.id });
    await recordAudit(tx, actor, { action: "team.two_factor_reset", objectType: "admin", objectId: member.id, objectLabel: member.email, details: { sessionsEnded: ended.length } });
    return { email: member.email };
  });
}

// --- the second step of sign-in -----------------------------------------------------------------

/**
 * Checks a code for the account: a 6-digit TOTP code (within the window, for a later step than the
 * last one accepted), else a recovery code (used once). Returns how it matched, "unreadable" for an
 * app code when the stored key cannot be opened with this site's secret (recovery codes, kept as
 * hashes, still work), or null. The use of a recovery code is an audit entry.
 */
export async function verifySecondFactor(
  account: { id: string; email: string; ip: string },
  input: string,
  now = Date.now(),
): Promise<"totp" | "recovery" | "unreadable" | null> {
  const code = input.replace(/\s/g, "");
  if (!code || code.length > 40) return null;
  if (/^\d{6}$/.test(code)) {
    return db().transaction(async (tx) => {
      const [row] = await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, account.id)).for("update");
      if (!row?.confirmedAt) return null;
      const base32 = openSecret(row.secret);
      if (!base32) return "unreadable" as const;
      const step = matchingStep(base32, code, now);
      if (step === null || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return null;
      await tx.update(adminTwoFactor).set({ lastUsedStep: step }).where(eq(adminTwoFactor.userId, account.id));
      return "totp" as const;
    });
  }
  return db().transaction(async (tx) => {
    const used = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(adminRecoveryCodes.userId, account.id), eq(adminRecoveryCodes.codeHash, hashCode(code)), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    if (!used.length) return null;
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, account.id), isNull(adminRecoveryCodes.usedAt)));
    await recordAudit(tx, account, { action: "auth.recovery_code_used", objectType: "admin", objectId: account.id, objectLabel: account.email, details: { left: left?.n ?? 0 } });
    return "recovery" as const;
  });
}

/** How many unused recovery codes the admin has left. */
export async function recoveryCodesLeft(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// --- the challenge cookie between the two steps ------------------------------------------------

function challengeName(): string {
  return cookieSettings(env().PUBLIC_URL).secure ? "__Host-ardentia.second-factor" : "ardentia.second-factor";
}

const challengeMac = (payload: string) => createHmac("sha256", sessionSecret()).update(`second-factor:${payload}`).digest("base64url");

/** A short digest of the account's password hash: it changes whenever the password does. */
const passwordStamp = (passwordHash: string) => createHash("sha256").update(`second-factor-stamp:${passwordHash}`).digest("base64url").slice(0, 22);

export type Challenge = { id: string; email: string; stamp: string };

/** The account's two-step state and password stamp now, or null (no such account, or no password). */
async function currentStamp(userId: string): Promise<{ twoFactor: boolean; stamp: string } | null> {
  const [row] = await db()
    .select({ twoFactor: user.twoFactorEnabled, password: accountTable.password })
    .from(user)
    .innerJoin(accountTable, and(eq(accountTable.userId, user.id), eq(accountTable.providerId, "credential")))
    .where(eq(user.id, userId));
  return row?.password ? { twoFactor: row.twoFactor, stamp: passwordStamp(row.password) } : null;
}

/**
 * The Set-Cookie that lets this browser enter the code for the account within the next 5 minutes.
 * It carries the password's stamp, so a password changed meanwhile ends it (`challengeHolds`).
 */
export async function challengeCookieFor(account: { id: string; email: string }, now = Date.now()): Promise<string | null> {
  const current = await currentStamp(account.id);
  return current ? challengeCookie({ ...account, stamp: current.stamp }, now) : null;
}

function challengeCookie(account: Challenge, now: number): string {
  const payload = Buffer.from(JSON.stringify({ u: account.id, e: account.email, p: account.stamp, x: Math.floor(now / 1000) + CHALLENGE_TTL_S })).toString("base64url");
  const { secure } = cookieSettings(env().PUBLIC_URL);
  return `${challengeName()}=${payload}.${challengeMac(payload)}; Path=/; Max-Age=${CHALLENGE_TTL_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearChallengeCookie(): string {
  const { secure } = cookieSettings(env().PUBLIC_URL);
  return `${challengeName()}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The account a valid, unexpired challenge cookie names, or null. */
export function readChallenge(request: Request, now = Date.now()): Challenge | null {
  const value = rawCookie(request.headers.get("cookie"), challengeName());
  const match = value ? /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const expected = Buffer.from(challengeMac(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as { u?: unknown; e?: unknown; p?: unknown; x?: unknown };
    if (typeof data.u !== "string" || typeof data.e !== "string" || typeof data.p !== "string" || typeof data.x !== "number" || data.x * 1000 < now) return null;
    return { id: data.u, email: data.e, stamp: data.p };
  } catch {
    return null;
  }
}

/**
 * Whether a challenge still stands: the account still has two-step sign-in on, and its password has
 * not changed since the password step. (A password changed meanwhile ends the other sessions; it ends
 * a half-finished sign-in too. With two steps turned off, there is no code to ask for.)
 */
export async function challengeHolds(challenge: Challenge): Promise<boolean> {
  const current = await currentStamp(challenge.id);
  return Boolean(current?.twoFactor && current.stamp === challenge.stamp);
}

// --- the team setting ---------------------------------------------------------------------------

export async function teamRequiresTwoFactor(database: Db = db()): Promise<boolean> {
  const [row] = await database.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, REQUIRE_TWO_FACTOR_KEY));
  return row?.value === true;
}

/** «Exigir 2FA a todo el equipo»: a setting change, with its audit entry. */
export async function setTeamRequiresTwoFactor(required: boolean, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    const before = await teamRequiresTwoFactor(tx);
    if (before === required) return;
    await tx
      .insert(appMeta)
      .values({ key: REQUIRE_TWO_FACTOR_KEY, value: required })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: required, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: "settings.changed", objectType: "setting", objectId: REQUIRE_TWO_FACTOR_KEY, objectLabel: "Exigir 2FA a todo el equipo", details: { value: required } });
  });
}
