/**
 * Registering a passkey from «Mi cuenta» (admin only, same origin):
 * POST /api/admin/passkeys/options { password } → { challengeId, options } for the browser's WebAuthn
 *   call. The admin's current password comes first: a passkey signs in without a password or a code,
 *   so a session left open must not be enough to add one (wrong guesses throttled per session);
 * POST /api/admin/passkeys/register { challengeId, name, response } → the stored passkey.
 * Renaming and removing are «Mi cuenta»'s form actions.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { PasskeyError, registerPasskey, registrationOptions } from "~/auth/passkeys.server";
import { PasswordChangeError, verifyOwnPassword } from "~/auth/sessions.server";
import { json, readJsonBody } from "~/platform/http.server";
import type { Route } from "./+types/passkeys";

const BODY_LIMIT = 32 * 1024;

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  try {
    if (params.step !== "options" && params.step !== "register") return json({ error: "No encontrado" }, 404);
    const body = await readJsonBody(request, BODY_LIMIT);
    if (params.step === "options") {
      await verifyOwnPassword(admin, typeof body.password === "string" ? body.password : "");
      return json(await registrationOptions(admin));
    }
    const passkey = await registerPasskey(admin, { challengeId: String(body.challengeId ?? ""), name: body.name, response: body.response });
    return json({ passkey }, 201);
  } catch (error) {
    if (error instanceof PasskeyError) return json({ error: error.message }, error.status);
    if (error instanceof PasswordChangeError) return json({ error: error.message, field: "password" }, error.status, error.headers);
    throw error;
  }
}
