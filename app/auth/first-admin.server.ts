/**
 * Seed step: the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD, created at start only when
 * no user with that e-mail exists (an existing account's password is never overwritten).
 */
import { env } from "~/config/env.server";
import type { SeedStep } from "~/db/seed.server";
import { SYSTEM_ACTOR } from "~/platform/audit.server";
import { adminExists, createAdminUser } from "./users.server";

export async function seedFirstAdmin() {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  if (await adminExists(ADMIN_EMAIL)) return;
  await createAdminUser(ADMIN_EMAIL, ADMIN_PASSWORD, SYSTEM_ACTOR);
}

/** Registered in app/register.server.ts. */
export const firstAdminSeed: SeedStep = { name: "first-admin", run: seedFirstAdmin };
