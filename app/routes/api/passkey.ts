/**
 * Sign-in with a passkey (the login page's button; same origin only):
 * POST /api/passkey/options → { challengeId, options } for the browser's WebAuthn call;
 * POST /api/passkey/verify { challengeId, response, redirectTo } → the session cookie and the page
 * to open next, or one generic refusal.
 */
import { safeAdminRedirect } from "~/auth/guard.server";
import { signInWithPasskey, assertSameOrigin } from "~/auth/sign-in.server";
import { PasskeyError, signInOptions } from "~/auth/passkeys.server";
import { json, NO_STORE, readJsonBody } from "~/platform/http.server";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/passkey";

/** A WebAuthn response is a few kilobytes. */
const BODY_LIMIT = 32 * 1024;

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST"];

export async function action({ request, context, params }: Route.ActionArgs) {
  try {
    assertSameOrigin(request);
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
  const ip = context.get(requestInfoContext).ip;
  if (params.step === "options") {
    try {
      return json(await signInOptions(ip));
    } catch (error) {
      if (error instanceof PasskeyError) return json({ error: error.message }, error.status);
      throw error;
    }
  }
  if (params.step !== "verify") return json({ error: "No encontrado" }, 404);
  const body = await readJsonBody(request, BODY_LIMIT);
  const result = await signInWithPasskey({ challengeId: body.challengeId, response: body.response, ip, request });
  const headers = new Headers(NO_STORE);
  if (!result.ok) {
    if (result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
    return Response.json({ error: result.error }, { status: result.status, headers });
  }
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const next = safeAdminRedirect(typeof body.redirectTo === "string" ? body.redirectTo : "");
  return Response.json({ ok: true, next: `${next}${next.includes("?") ? "&" : "?"}bienvenida=1` }, { headers });
}
