/**
 * The team of administrators («Equipo», `npm run admin -- list|deactivate|reactivate`): who they
 * are, when each last signed in, and deactivation. A deactivated admin cannot sign in, and every
 * session they had ends in the same transaction, as does every invitation they sent that is still
 * pending (someone a former colleague invited joins only if the team invites them again). Nobody deactivates themselves, and the last
 * active admin stays active, so the team can never lock itself out.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminInvitations, session, user } from "~/db/schema";
import { recordAudit, type Actor } from "~/platform/audit.server";

export type TeamMember = {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastSignInAt: string | null;
  active: boolean;
  /** Two-step sign-in with an authenticator app is on. */
  twoFactor: boolean;
};

export type DeactivatedMember = TeamMember & { sessionsEnded: number; invitationsRevoked: number };

export class TeamError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}

function memberOf(row: typeof user.$inferSelect): TeamMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    active: !row.deactivatedAt,
    twoFactor: row.twoFactorEnabled,
  };
}

/** Active admins first, then by e-mail. */
export async function listTeam(): Promise<Array<TeamMember>> {
  const rows = await db().select().from(user).orderBy(sql`${user.deactivatedAt} IS NOT NULL`, asc(user.email));
  return rows.map(memberOf);
}

const byTarget = (target: { id?: string; email?: string }) => (target.id ? eq(user.id, target.id) : eq(user.email, (target.email ?? "").trim().toLowerCase()));

/**
 * Deactivates an admin (by id or e-mail) and ends their sessions, in one transaction. The active
 * admins are locked first, so two deactivations at once cannot leave nobody active. `actor`: the
 * admin doing it (or the command line), who cannot deactivate themselves; the audit entry is
 * written in the same transaction.
 */
export async function deactivateAdmin(target: { id?: string; email?: string }, actor: Actor): Promise<DeactivatedMember> {
  return db().transaction(async (tx) => {
    const active = await tx.select({ id: user.id }).from(user).where(isNull(user.deactivatedAt)).orderBy(asc(user.id)).for("update");
    const [member] = await tx.select().from(user).where(byTarget(target));
    if (!member) throw new TeamError("Ese administrador no existe", 404);
    if (member.id === actor.id) throw new TeamError("No puedes desactivar tu propia cuenta", 400);
    if (member.deactivatedAt) throw new TeamError(`${member.email} ya está desactivado`, 409);
    if (active.length <= 1) throw new TeamError(`${member.email} es el último administrador activo: no se puede desactivar`, 409);
    const now = new Date();
    const [updated] = await tx.update(user).set({ deactivatedAt: now }).where(and(eq(user.id, member.id), isNull(user.deactivatedAt))).returning();
    const ended = await tx.delete(session).where(eq(session.userId, member.id)).returning({ id: session.id });
    const revoked = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(and(eq(adminInvitations.invitedBy, member.id), isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt)))
      .returning({ id: adminInvitations.id, email: adminInvitations.email });
    await recordAudit(tx, actor, {
      action: "team.admin_deactivated",
      objectType: "admin",
      objectId: member.id,
      objectLabel: member.email,
      details: { sessionsEnded: ended.length, invitationsRevoked: revoked.length },
    });
    for (const invitation of revoked) {
      await recordAudit(tx, actor, { action: "team.invitation_revoked", objectType: "invitation", objectId: invitation.id, objectLabel: invitation.email, details: { reason: "inviter_deactivated" } });
    }
    return { ...memberOf(updated!), sessionsEnded: ended.length, invitationsRevoked: revoked.length };
  });
}

/** Lets a deactivated admin sign in again (their password is unchanged). */
export async function reactivateAdmin(target: { id?: string; email?: string }, actor: Actor): Promise<TeamMember> {
  return db().transaction(async (tx) => {
    const [member] = await tx.select().from(user).where(byTarget(target)).for("update");
    if (!member) throw new TeamError("Ese administrador no existe", 404);
    if (!member.deactivatedAt) throw new TeamError(`${member.email} ya está activo`, 409);
    const [updated] = await tx.update(user).set({ deactivatedAt: null }).where(eq(user.id, member.id)).returning();
    await recordAudit(tx, actor, { action: "team.admin_reactivated", objectType: "admin", objectId: member.id, objectLabel: member.email });
    return memberOf(updated!);
  });
}
