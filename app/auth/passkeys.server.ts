/**
 * Passkeys (WebAuthn, with SimpleWebAuthn): an admin registers, names, lists and removes them on
 * «Mi cuenta», and signs in with one alone. The passkey must verify the user (PIN, fingerprint,
 * face), so it counts as two factors and skips the code page.
 *
 * - Every ceremony starts with a challenge stored on the server (5 minutes). The response is
 *   checked against the challenge it names, which is deleted as it is read: a replayed response
 *   finds no challenge. A response is also checked for the site's origin and RP ID (the host of
 *   PUBLIC_URL).
 * - The signature counter must move forward when the authenticator keeps one (a cloned key shows
 *   an old counter).
 * - Sign-in options are public, so they are rate-limited per IP, and expired challenges are
 *   purged whenever a new one is stored.
 * - Each change and each failed sign-in is an audit entry. A successful sign-in is recorded by the
 *   session hook like any other.
 */
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { company } from "~/config/company";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { adminPasskeys, user, webauthnChallenges } from "~/db/schema";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { hasVisibleText, normalizeText, singleLine } from "~/platform/text";
import { isUuid } from "~/platform/ids";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** SimpleWebAuthn (and its ASN.1 and CBOR parsers) loads with the first ceremony, not with every worker. */
const webauthn = () => import("@simplewebauthn/server");
export const MAX_PASSKEYS = 10;
/** Sign-in ceremonies started per IP per 10 minutes. */
export const SIGN_IN_OPTIONS_PER_IP = 30;

export class PasskeyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 404 | 409 | 429 = 400,
  ) {
    super(message);
  }
}

export const MSG_PASSKEY_FAILED = "No se pudo verificar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.";

export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean };

/** The relying party: this site, as PUBLIC_URL names it. */
function relyingParty() {
  const url = new URL(env().PUBLIC_URL);
  return { origin: url.origin, rpID: url.hostname };
}

async function storeChallenge(purpose: "register" | "authenticate", challenge: string, userId: string | null): Promise<string> {
  const now = new Date();
  await db().delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const [row] = await db()
    .insert(webauthnChallenges)
    .values({ purpose, challenge, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .returning({ id: webauthnChallenges.id });
  return row!.id;
}

/** Takes a live challenge (single use): the stored challenge, or null. */
async function takeChallenge(id: string, purpose: "register" | "authenticate", userId: string | null): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, new Date())))
    .returning();
  if (!row || (userId !== null && row.userId !== userId)) return null;
  return row.challenge;
}

export async function listPasskeys(userId: string): Promise<Array<PasskeyView>> {
  const rows = await db().select().from(adminPasskeys).where(eq(adminPasskeys.userId, userId)).orderBy(asc(adminPasskeys.createdAt));
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null, backedUp: r.backedUp }));
}

// --- registration -------------------------------------------------------------------------------

export async function registrationOptions(admin: { id: string; email: string }): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await db().select({ id: adminPasskeys.id, transports: adminPasskeys.transports }).from(adminPasskeys).where(eq(adminPasskeys.userId, admin.id));
  if (existing.length >= MAX_PASSKEYS) throw new PasskeyError(`Ya tienes ${MAX_PASSKEYS} llaves de acceso: elimina alguna antes de añadir otra`, 409);
  const { rpID } = relyingParty();
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: `${company.name} · Admin`,
    rpID,
    userName: admin.email,
    userID: new TextEncoder().encode(admin.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as Array<AuthenticatorTransport> })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { challengeId: await storeChallenge("register", options.challenge, admin.id), options };
}

export const PASSKEY_NAME_MAX = 60;

/**
 * A passkey's name on one line, or "" when none was given. A name that shows nothing (only
 * zero-width or format characters) or is longer than PASSKEY_NAME_MAX characters is refused, never
 * cut: a cut could split a character and would store a name the admin did not write.
 */
function cleanName(name: unknown): string {
  if (name === undefined || name === null) return "";
  if (typeof name !== "string") throw new PasskeyError("El nombre de la llave de acceso no es válido", 400);
  const text = singleLine(normalizeText(name)).trim();
  if (!text) return "";
  if (!hasVisibleText(text)) throw new PasskeyError("El nombre de la llave de acceso debe tener letras o números visibles", 400);
  if ([...text].length > PASSKEY_NAME_MAX) throw new PasskeyError(`El nombre de la llave de acceso admite como máximo ${PASSKEY_NAME_MAX} caracteres`, 400);
  return text;
}

/** Verifies a registration response against its challenge and stores the passkey (with its audit entry). */
export async function registerPasskey(admin: Actor & { id: string }, input: { challengeId: string; name: unknown; response: unknown }): Promise<PasskeyView> {
  const name = cleanName(input.name) || "Llave de acceso";
  const challenge = await takeChallenge(input.challengeId, "register", admin.id);
  if (!challenge) throw new PasskeyError("El registro caducó o ya se usó: vuelve a empezar", 400);
  const { origin, rpID } = relyingParty();
  const { verifyRegistrationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyError("La llave de acceso no se pudo registrar: la respuesta no es válida para este sitio", 400);
  }
  if (!verification.verified || !verification.registrationInfo) throw new PasskeyError("La llave de acceso no se pudo registrar", 400);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(adminPasskeys)
      .values({
        id: credential.id,
        userId: admin.id,
        name,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new PasskeyError("Esa llave de acceso ya está registrada", 409);
    await recordAudit(tx, admin, { action: "auth.passkey_added", objectType: "passkey", objectId: row.id.slice(0, 64), objectLabel: name });
    return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null, backedUp: row.backedUp };
  });
}

export async function renamePasskey(admin: Actor & { id: string }, id: string, nameInput: unknown): Promise<void> {
  const name = cleanName(nameInput);
  if (!name) throw new PasskeyError("Escribe un nombre para la llave de acceso", 400);
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(adminPasskeys)
      .set({ name })
      .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.userId, admin.id)))
      .returning();
    if (!row) throw new PasskeyError("Esa llave de acceso no existe", 404);
    await recordAudit(tx, admin, { action: "auth.passkey_renamed", objectType: "passkey", objectId: id.slice(0, 64), objectLabel: name });
  });
}

export async function removePasskey(admin: Actor & { id: string }, id: string): Promise<{ name: string }> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .delete(adminPasskeys)
      .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.userId, admin.id)))
      .returning();
    if (!row) throw new PasskeyError("Esa llave de acceso no existe", 404);
    await recordAudit(tx, admin, { action: "auth.passkey_removed", objectType: "passkey", objectId: id.slice(0, 64), objectLabel: row.name });
    return { name: row.name };
  });
}

// --- sign-in ------------------------------------------------------------------------------------

/** The options of a sign-in ceremony (discoverable credentials: the passkey names the account). */
export async function signInOptions(ip: string): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const allowed = await hitRateLimit(db(), `passkey-options:${ip}`, SIGN_IN_OPTIONS_PER_IP, 10 * 60 * 1000);
  if (!allowed.allowed) throw new PasskeyError("Demasiados intentos con llave de acceso. Espera unos minutos e inténtalo de nuevo.", 429);
  const { rpID } = relyingParty();
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
  return { challengeId: await storeChallenge("authenticate", options.challenge, null), options };
}

/**
 * Verifies a sign-in response: its challenge (single use), origin and RP ID, the passkey's
 * signature and user verification, and that the counter moved forward. Returns the account to
 * sign in; every refusal is the same generic error (and an audit entry when the passkey is known).
 */
export async function verifyPasskeySignIn(input: { challengeId: unknown; response: unknown }, ip: string): Promise<{ id: string; email: string }> {
  const challenge = typeof input.challengeId === "string" ? await takeChallenge(input.challengeId, "authenticate", null) : null;
  const response = input.response as AuthenticationResponseJSON | undefined;
  const credentialId = typeof response?.id === "string" && response.id.length <= 1400 ? response.id : null;
  if (!challenge || !credentialId) throw new PasskeyError(MSG_PASSKEY_FAILED, 401);
  const [found] = await db()
    .select({ passkey: adminPasskeys, email: user.email })
    .from(adminPasskeys)
    .innerJoin(user, eq(user.id, adminPasskeys.userId))
    .where(eq(adminPasskeys.id, credentialId));
  if (!found) throw new PasskeyError(MSG_PASSKEY_FAILED, 401);
  const { passkey } = found;
  const { origin, rpID } = relyingParty();
  const { verifyAuthenticationResponse } = await webauthn();
  let verified = false;
  let newCounter = passkey.counter;
  try {
    const result = await verifyAuthenticationResponse({
      response: response!,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, "base64url"), counter: passkey.counter, transports: passkey.transports as Array<AuthenticatorTransport> },
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    verified = false;
  }
  // A counter that did not move forward (when the authenticator keeps one) is a cloned key.
  const counterOk = newCounter === 0 && passkey.counter === 0 ? true : newCounter > passkey.counter;
  if (!verified || !counterOk) {
    await recordAudit(db(), { id: passkey.userId, email: found.email, ip }, { action: "auth.passkey_failed", objectType: "passkey", objectId: passkey.id.slice(0, 64), objectLabel: passkey.name });
    throw new PasskeyError(MSG_PASSKEY_FAILED, 401);
  }
  await db().update(adminPasskeys).set({ counter: newCounter, lastUsedAt: new Date() }).where(eq(adminPasskeys.id, passkey.id));
  return { id: passkey.userId, email: found.email };
}
