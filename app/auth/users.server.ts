/**
 * Creating administrators and resetting their passwords (public sign-up is disabled). Used by the
 * CLI (`npm run admin -- create|reset-password <email>`) and by the first-admin seed step. The
 * same rules apply everywhere: a valid e-mail, a password of 12–128 characters (any Unicode).
 */
import { db } from "~/db/client.server";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { z } from "~/platform/zod";
import { getAuth, normalizePassword } from "./auth.server";
import { passwordProblem } from "./password";

export class AdminUserError extends Error {}

function checkEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!z.email().safeParse(normalized).success) throw new AdminUserError(`"${email}" no es un correo electrónico válido`);
  return normalized;
}

function checkPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AdminUserError(problem);
}

export async function adminExists(email: string): Promise<boolean> {
  const ctx = await getAuth().$context;
  return (await ctx.internalAdapter.findUserByEmail(email.trim().toLowerCase())) !== null;
}

/**
 * Creates an admin with a password. `actor` (the command line, the first-start seed) names who did
 * it in the audit log; better-auth writes the user and its account itself, so the entry follows them.
 */
export async function createAdminUser(email: string, password: string, actor?: Actor): Promise<{ id: string; email: string }> {
  const normalized = checkEmail(email);
  checkPassword(password);
  const ctx = await getAuth().$context;
  if (await ctx.internalAdapter.findUserByEmail(normalized)) throw new AdminUserError(`Ya existe un usuario con el correo ${normalized}`);
  const hash = await ctx.password.hash(normalizePassword(password));
  const created = await ctx.internalAdapter.createUser(
    { email: normalized, name: normalized.split("@")[0] ?? normalized, emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  if (actor) await recordAudit(db(), actor, { action: "team.admin_created", objectType: "admin", objectId: created.id, objectLabel: created.email });
  return { id: created.id, email: created.email };
}

/** Sets a new password and ends every session of that user (the command line's `reset-password`). */
export async function resetAdminPassword(email: string, password: string, actor: Actor): Promise<void> {
  const normalized = checkEmail(email);
  checkPassword(password);
  const ctx = await getAuth().$context;
  const found = await ctx.internalAdapter.findUserByEmail(normalized, { includeAccounts: true });
  if (!found) throw new AdminUserError(`No existe ningún usuario con el correo ${normalized}`);
  const hash = await ctx.password.hash(normalizePassword(password));
  const credential = found.accounts.find((a) => a.providerId === "credential");
  if (credential) await ctx.internalAdapter.updatePassword(found.user.id, hash);
  else await ctx.internalAdapter.linkAccount({ userId: found.user.id, providerId: "credential", accountId: found.user.id, password: hash });
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
  await recordAudit(db(), actor, { action: "auth.password_reset", objectType: "admin", objectId: found.user.id, objectLabel: found.user.email });
}
