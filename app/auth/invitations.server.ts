/**
 * Inviting admins by e-mail («Equipo»): a single-use link valid 72 hours, sent through the mail
 * outbox in the transaction that stores the invitation (and its audit entry). The page the link
 * opens (`/admin/invitacion/:token`) sets the password with the usual rules and creates the
 * account. Only the sha256 of a token is stored. Resending replaces the token (the old link stops
 * working) and restarts the 72 hours; revoking ends it.
 */
import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import { and, desc, eq, gt, isNull, notExists, sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { adminInvitations, user } from "~/db/schema";
import { enqueueMail } from "~/mail/outbox.server";
import { renderEmail } from "~/mail/render.server";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { isUuid } from "~/platform/ids";
import { z } from "~/platform/zod";
import { normalizePassword, passwordProblem } from "./password";
import { AdminUserError, createAdminUser } from "./users.server";

export const INVITATION_TTL_H = 72;
export const INVITATION_PATH = "/admin/invitacion";
/** base64url of 32 random bytes. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export class InvitationError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 410 = 400,
    readonly field?: "email" | "password",
  ) {
    super(message);
  }
}

export type PendingInvitation = { id: string; email: string; invitedBy: string | null; createdAt: string; expiresAt: string; expired: boolean };

/**
 * The invitations neither accepted nor revoked (expired ones too: they can be resent), newest
 * first; one whose address has become an account another way (`npm run admin -- create`) is over.
 */
export async function listInvitations(now = new Date()): Promise<Array<PendingInvitation>> {
  const rows = await db()
    .select({ id: adminInvitations.id, email: adminInvitations.email, invitedBy: user.email, createdAt: adminInvitations.createdAt, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .leftJoin(user, eq(user.id, adminInvitations.invitedBy))
    .where(
      and(
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
        notExists(db().select({ id: user.id }).from(user).where(eq(user.email, adminInvitations.email))),
      ),
    )
    .orderBy(desc(adminInvitations.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), expired: r.expiresAt <= now }));
}

async function invitationMail(inviter: string, token: string, expiresAt: Date) {
  const { AdminInvitation, adminInvitationSubject } = await import("./mails/AdminInvitation");
  const url = `${env().PUBLIC_URL}${INVITATION_PATH}/${token}`;
  return { subject: adminInvitationSubject, ...(await renderEmail(createElement(AdminInvitation, { invitedBy: inviter, url, expiresAt }))) };
}

/** Invites an e-mail address; refused when it already is an admin or has an invitation under way. */
export async function inviteAdmin(emailInput: string, actor: Actor, now = new Date()): Promise<PendingInvitation> {
  const email = emailInput.trim().toLowerCase();
  if (!email || email.length > 254 || !z.email().safeParse(email).success) throw new InvitationError("Escribe un correo electrónico válido", 400, "email");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_H * 3_600_000);
  const mail = await invitationMail(actor.email, token, expiresAt);
  return db().transaction(async (tx) => {
    // One invitation at a time per address: concurrent invitations of the same address wait here.
    await tx.execute(sqlLock(email));
    const [admin] = await tx.select({ id: user.id, deactivatedAt: user.deactivatedAt }).from(user).where(eq(user.email, email));
    if (admin?.deactivatedAt) throw new InvitationError(`${email} ya tiene cuenta, desactivada: reactívala en la lista del equipo`, 409, "email");
    if (admin) throw new InvitationError(`${email} ya es administrador`, 409, "email");
    const [pending] = await tx
      .select({ id: adminInvitations.id })
      .from(adminInvitations)
      .where(and(eq(adminInvitations.email, email), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)));
    if (pending) throw new InvitationError(`Ya hay una invitación pendiente para ${email}: usa «Reenviar»`, 409, "email");
    const [row] = await tx.insert(adminInvitations).values({ email, tokenHash: hash(token), invitedBy: actor.id, createdAt: now, expiresAt }).returning();
    await enqueueMail(tx, "admin-invitation", { to: email, ...mail }, `admin-invitation:${row!.id}:${row!.tokenHash.slice(0, 16)}`);
    await recordAudit(tx, actor, { action: "team.invitation_sent", objectType: "invitation", objectId: row!.id, objectLabel: email });
    return { id: row!.id, email, invitedBy: actor.email, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString(), expired: false };
  });
}

/** A transaction-scoped advisory lock on an e-mail address (serialises invitations of one address). */
function sqlLock(email: string) {
  return sql`SELECT pg_advisory_xact_lock(hashtextextended(${`admin-invitation:${email}`}, 0))`;
}

/** A new link (the old one stops working) and another 72 hours; also for an expired invitation. */
export async function resendInvitation(id: string, actor: Actor, now = new Date()): Promise<PendingInvitation> {
  if (!isUuid(id)) throw new InvitationError("Esa invitación no existe", 404);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_H * 3_600_000);
  const mail = await invitationMail(actor.email, token, expiresAt);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ tokenHash: hash(token), expiresAt, invitedBy: actor.id })
      .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
      .returning();
    if (!row) throw new InvitationError("Esa invitación ya no está pendiente", 404);
    await enqueueMail(tx, "admin-invitation", { to: row.email, ...mail }, `admin-invitation:${row.id}:${row.tokenHash.slice(0, 16)}`);
    await recordAudit(tx, actor, { action: "team.invitation_resent", objectType: "invitation", objectId: row.id, objectLabel: row.email });
    return { id: row.id, email: row.email, invitedBy: actor.email, createdAt: row.createdAt.toISOString(), expiresAt: expiresAt.toISOString(), expired: false };
  });
}

export async function revokeInvitation(id: string, actor: Actor, now = new Date()): Promise<{ email: string }> {
  if (!isUuid(id)) throw new InvitationError("Esa invitación no existe", 404);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
      .returning();
    if (!row) throw new InvitationError("Esa invitación ya no está pendiente", 404);
    await recordAudit(tx, actor, { action: "team.invitation_revoked", objectType: "invitation", objectId: row.id, objectLabel: row.email });
    return { email: row.email };
  });
}

export type InvitationState = { state: "valid"; email: string; expiresAt: string } | { state: "invalid" | "expired" | "used" | "revoked" };

/** What a link's token opens (without using it). */
export async function inspectInvitation(token: string, now = new Date()): Promise<InvitationState> {
  if (!TOKEN.test(token)) return { state: "invalid" };
  const [row] = await db().select().from(adminInvitations).where(eq(adminInvitations.tokenHash, hash(token)));
  if (!row) return { state: "invalid" };
  if (row.acceptedAt) return { state: "used" };
  if (row.revokedAt) return { state: "revoked" };
  if (row.expiresAt <= now) return { state: "expired" };
  // The address became an account another way meanwhile (the CLI): the invitation has no use left.
  const [account] = await db().select({ id: user.id }).from(user).where(eq(user.email, row.email));
  if (account) return { state: "used" };
  return { state: "valid", email: row.email, expiresAt: row.expiresAt.toISOString() };
}

export const INVITATION_STATE_TEXT: Record<Exclude<InvitationState["state"], "valid">, string> = {
  invalid: "Este enlace de invitación no es válido. Revisa que lo copiaste completo o pide una invitación nueva.",
  expired: "Esta invitación caducó (los enlaces valen 72 horas). Pide a un administrador que te la reenvíe.",
  used: "Esta invitación ya se usó: la cuenta existe. Inicia sesión con tu correo y contraseña.",
  revoked: "Esta invitación fue revocada. Si crees que es un error, pide una nueva a un administrador.",
};

/**
 * Accepts an invitation: the password follows the usual rule, the link is used once (claimed with
 * a conditional UPDATE, so two submissions at once create one account), then the account is
 * created. If creating it fails, the claim is undone and the link keeps working.
 */
export async function acceptInvitation(token: string, input: { password: string; confirm: string }, ip: string, now = new Date()): Promise<{ email: string }> {
  const state = await inspectInvitation(token, now);
  if (state.state !== "valid") throw new InvitationError(INVITATION_STATE_TEXT[state.state], state.state === "invalid" ? 404 : 410);
  const problem = passwordProblem(input.password);
  if (problem) throw new InvitationError(problem, 400, "password");
  if (normalizePassword(input.password) !== normalizePassword(input.confirm)) throw new InvitationError("Las contraseñas no coinciden", 400, "password");
  const [claimed] = await db()
    .update(adminInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(adminInvitations.tokenHash, hash(token)), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt), gt(adminInvitations.expiresAt, now)))
    .returning();
  if (!claimed) throw new InvitationError(INVITATION_STATE_TEXT.used, 410);
  let created: { id: string; email: string };
  try {
    created = await createAdminUser(claimed.email, input.password);
  } catch (error) {
    await db().update(adminInvitations).set({ acceptedAt: null }).where(eq(adminInvitations.id, claimed.id));
    if (error instanceof AdminUserError) throw new InvitationError(error.message, 409);
    throw error;
  }
  await recordAudit(db(), { id: created.id, email: created.email, ip }, { action: "team.invitation_accepted", objectType: "invitation", objectId: claimed.id, objectLabel: created.email });
  return { email: created.email };
}
