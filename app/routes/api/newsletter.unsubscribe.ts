/**
 * The List-Unsubscribe target (RFC 8058). POST with `List-Unsubscribe=One-Click` unsubscribes at
 * once: it comes from the mailbox provider, without sign-in and without an Origin we could check —
 * the signed token is the authorisation. GET never changes anything (mail scanners and link
 * previewers fetch links on their own): it sends the person to the confirmation page.
 */
import { redirect } from "react-router";
import { BodyError, bodyErrorResponse, json, methodNotAllowed, readBytes } from "~/platform/http.server";
import { unsubscribeByToken } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/newsletter.unsubscribe";

export function loader({ url }: Route.LoaderArgs) {
  const params = new URLSearchParams();
  params.set("t", url.searchParams.get("t") ?? "");
  const lang = url.searchParams.get("lang");
  if (lang === "es" || lang === "en") params.set("lang", lang);
  return redirect(`/newsletter/unsubscribe?${params.toString()}`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, url }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST", { success: false });
  try {
    await readBytes(request, 1024);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(request, error, undefined, { success: false });
    throw error;
  }
  const outcome = await unsubscribeByToken(url.searchParams.get("t"));
  if (outcome === "invalid") return json({ success: false, error: "Invalid or unknown unsubscribe token" }, 400);
  return json({ success: true, message: "Unsubscribed" });
}
