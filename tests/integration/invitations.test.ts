/**
 * Invitations against the real databases and a real SMTP conversation: the mail leaves through the
 * outbox with a link that creates the account once; an address that already is an admin, or has
 * an invitation under way, is refused; resending replaces the link; expired, used, revoked and
 * malformed links say which; a refused password leaves the link usable; two submissions at once
 * create one account; each step is an audit entry.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { acceptInvitation, inspectInvitation, INVITATION_STATE_TEXT, InvitationError, inviteAdmin, listInvitations, resendInvitation, revokeInvitation } from "~/auth/invitations.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { deactivateAdmin } from "~/auth/team.server";
import { createAdminUser } from "~/auth/users.server";
import { adminInvitations, auditLog, mailOutbox, user } from "~/db/schema";
import { processOutbox } from "~/mail/outbox.server";
import { setMailTransport, smtpTransport } from "~/mail/transport.server";
import { actorOf } from "../helpers/actor";
import { useAuthEnv } from "../helpers/auth-env";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { refusalOf } from "../helpers/refusal";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp";

const PASSWORD = "la contraseña de la invitada";

describe.each(DB_KINDS)("invitations on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let origin: string;
  let n = 0;
  const address = () => `invitada-${kind}-${++n}@ardentia.test`;
  const lead = async () => actorOf(await createAdminUser(`lider-invita-${kind}-${++n}@ardentia.test`, "contraseña de la líder"), "203.0.113.70");

  /** Sends the outbox and returns the token of the invitation link mailed to `to`. */
  async function mailedToken(to: string): Promise<string> {
    await processOutbox(database.db);
    const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(to) && /Invitación al panel/.test(m.subject ?? ""));
    const match = /\/admin\/invitacion\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
    if (!match) throw new Error(`no invitation link in:\n${mail.text}`);
    smtp.mails.splice(smtp.mails.indexOf(mail), 1);
    return match[1]!;
  }
  const refusal = (promise: Promise<unknown>) => refusalOf(promise, InvitationError);

  beforeAll(async () => {
    ({ origin } = useAuthEnv());
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    setMailTransport(smtpTransport(smtp.url, "Ardentia <panel@ardentia.test>"));
  });
  afterAll(async () => {
    setMailTransport(undefined);
    await smtp?.stop();
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  test("invite, the mail's link creates the account once, then the new admin signs in; each step is audited", async () => {
    const inviter = await lead();
    const email = address();
    const invitation = await inviteAdmin(` ${email.toUpperCase()} `, inviter);
    expect(invitation).toMatchObject({ email, invitedBy: inviter.email, expired: false });
    expect((await listInvitations()).map((i) => i.email)).toContain(email);
    const token = await mailedToken(email);
    // Only the hash is stored.
    expect(JSON.stringify(await database.db.select().from(adminInvitations).where(eq(adminInvitations.email, email)))).not.toContain(token);
    expect(await inspectInvitation(token)).toMatchObject({ state: "valid", email });

    // A refused password leaves the link usable.
    expect((await refusal(acceptInvitation(token, { password: "corta", confirm: "corta" }, "198.51.100.70"))).field).toBe("password");
    expect((await refusal(acceptInvitation(token, { password: PASSWORD, confirm: "otra cosa distinta" }, "198.51.100.70"))).message).toBe("Las contraseñas no coinciden");
    expect(await acceptInvitation(token, { password: PASSWORD, confirm: PASSWORD }, "198.51.100.70")).toEqual({ email });
    expect(await inspectInvitation(token)).toEqual({ state: "used" });
    expect((await refusal(acceptInvitation(token, { password: PASSWORD, confirm: PASSWORD }, "198.51.100.70"))).status).toBe(410);
    expect((await listInvitations()).map((i) => i.email)).not.toContain(email);

    const signIn = await signInWithPassword({ email, password: PASSWORD, ip: "198.51.100.71", request: new Request(`${origin}/admin/login`, { method: "POST", headers: { origin } }) });
    expect(signIn.ok).toBe(true);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.objectLabel, email)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ["team.invitation_sent", inviter.email],
      ["team.invitation_accepted", email],
    ]);
    expect(entries[1]!.ip).toBe("198.51.100.70");
  });

  test("deactivating an admin revokes the invitations they sent that are still pending, and says so in the log", async () => {
    const leaver = await lead();
    const boss = await lead();
    const [first, second, kept] = [address(), address(), address()];
    await inviteAdmin(first, leaver);
    await inviteAdmin(second, leaver);
    await inviteAdmin(kept, boss);
    const tokens = [await mailedToken(first), await mailedToken(second), await mailedToken(kept)];
    const member = await deactivateAdmin({ id: leaver.id }, boss);
    expect(member).toMatchObject({ active: false, invitationsRevoked: 2 });
    expect(await inspectInvitation(tokens[0]!)).toEqual({ state: "revoked" });
    expect(await inspectInvitation(tokens[1]!)).toEqual({ state: "revoked" });
    expect((await refusal(acceptInvitation(tokens[0]!, { password: PASSWORD, confirm: PASSWORD }, "198.51.100.72"))).status).toBe(410);
    expect(await database.db.select().from(user).where(eq(user.email, first))).toEqual([]);
    // Another admin's invitation is untouched.
    expect(await inspectInvitation(tokens[2]!)).toMatchObject({ state: "valid", email: kept });
    expect((await listInvitations()).map((i) => i.email)).toEqual(expect.not.arrayContaining([first, second]));
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "team.invitation_revoked"), eq(auditLog.actorId, boss.id)));
    expect(entries.map((e) => e.objectLabel).sort()).toEqual([first, second].sort());
    const [deactivation] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "team.admin_deactivated"), eq(auditLog.objectId, leaver.id)));
    expect(deactivation!.details).toMatchObject({ invitationsRevoked: 2 });
  });

  test("an admin's address, or one with an invitation under way, is refused with a clear message", async () => {
    const inviter = await lead();
    expect((await refusal(inviteAdmin(inviter.email, inviter))).message).toBe(`${inviter.email} ya es administrador`);
    // A deactivated admin is not invited again: the answer says to reactivate them.
    const former = await lead();
    await deactivateAdmin({ id: former.id }, inviter);
    expect((await refusal(inviteAdmin(former.email, inviter))).message).toBe(`${former.email} ya tiene cuenta, desactivada: reactívala en la lista del equipo`);
    const email = address();
    await inviteAdmin(email, inviter);
    expect((await refusal(inviteAdmin(email, inviter))).message).toMatch(/Ya hay una invitación pendiente .* «Reenviar»/);
    for (const bad of ["", "no es un correo", `${"x".repeat(250)}@a.mx`]) expect((await refusal(inviteAdmin(bad, inviter))).field).toBe("email");
    // Two invitations of one address at once: one is stored.
    const other = address();
    const outcomes = await Promise.allSettled([inviteAdmin(other, inviter), inviteAdmin(other, inviter)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await database.db.select().from(adminInvitations).where(eq(adminInvitations.email, other))).toHaveLength(1);
  });

  test("resend replaces the link and restarts the 72 hours; expired, revoked and malformed links say which", async () => {
    const inviter = await lead();
    const email = address();
    const created = await inviteAdmin(email, inviter, new Date(Date.now() - 73 * 3_600_000));
    const old = await mailedToken(email);
    expect(await inspectInvitation(old)).toEqual({ state: "expired" });
    expect((await refusal(acceptInvitation(old, { password: PASSWORD, confirm: PASSWORD }, "198.51.100.72"))).status).toBe(410);
    expect((await listInvitations()).find((i) => i.id === created.id)?.expired).toBe(true);

    const resent = await resendInvitation(created.id, inviter);
    expect(new Date(resent.expiresAt).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const fresh = await mailedToken(email);
    expect(fresh).not.toBe(old);
    expect(await inspectInvitation(old)).toEqual({ state: "invalid" });
    expect(await inspectInvitation(fresh)).toMatchObject({ state: "valid" });

    await revokeInvitation(created.id, inviter);
    expect(await inspectInvitation(fresh)).toEqual({ state: "revoked" });
    expect((await refusal(revokeInvitation(created.id, inviter))).status).toBe(404);
    expect((await refusal(resendInvitation(created.id, inviter))).status).toBe(404);
    expect((await refusal(resendInvitation("no-es-un-id", inviter))).status).toBe(404);
    expect(await inspectInvitation("corto")).toEqual({ state: "invalid" });
    expect(await database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toEqual([]);
    const actions = (await database.db.select().from(auditLog).where(and(eq(auditLog.objectId, created.id)))).map((e) => e.action);
    expect(actions).toEqual(["team.invitation_sent", "team.invitation_resent", "team.invitation_revoked"]);
  });

  test("an address that became an account another way (the CLI) closes its invitation: gone from the list, the link says it was used", async () => {
    const inviter = await lead();
    const email = address();
    await inviteAdmin(email, inviter);
    const token = await mailedToken(email);
    expect((await listInvitations()).map((i) => i.email)).toContain(email);
    await createAdminUser(email, PASSWORD);
    expect((await listInvitations()).map((i) => i.email)).not.toContain(email);
    expect(await inspectInvitation(token)).toEqual({ state: "used" });
    const refused = await refusal(acceptInvitation(token, { password: PASSWORD, confirm: PASSWORD }, "203.0.113.71"));
    expect([refused.status, refused.message]).toEqual([410, INVITATION_STATE_TEXT.used]);
  });

  test("two submissions of one link at once create one account", async () => {
    const inviter = await lead();
    const email = address();
    await inviteAdmin(email, inviter);
    const token = await mailedToken(email);
    const outcomes = await Promise.allSettled([
      acceptInvitation(token, { password: PASSWORD, confirm: PASSWORD }, "198.51.100.73"),
      acceptInvitation(token, { password: PASSWORD, confirm: PASSWORD }, "198.51.100.74"),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const [count] = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user" WHERE email = ${email}`).then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(count?.n).toBe(1);
  });
});
