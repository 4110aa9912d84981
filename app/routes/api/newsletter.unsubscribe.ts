/**
 * The List-Unsubscribe target (RFC 8058). POST with `List-Unsubscribe=One-Click` unsubscribes at
 * once: it comes from the mailbox provider, without sign-in and without an Origin we could check —
 * the signed token is the authorisation. GET never changes anything (mail scanners and link
 * previewers fetch links on their own): it sends the person to the confirmation page. Answers are in
 * the request's language (`?lang=` in the mail's link, the cookie, Accept-Language, then Spanish).
 */
import { redirect } from "react-router";
import { BodyError, bodyErrorResponse, json, NO_STORE, readBytes } from "~/platform/http.server";
import { unsubscribeByToken } from "~/newsletter/subscribers.server";
import { dictionaries } from "~/i18n/messages";
import { requestLang } from "~/i18n/resolve.server";
import type { Route } from "./+types/newsletter.unsubscribe";

export function loader({ url }: Route.LoaderArgs) {
  const params = new URLSearchParams();
  params.set("t", url.searchParams.get("t") ?? "");
  const lang = url.searchParams.get("lang");
  if (lang === "es" || lang === "en") params.set("lang", lang);
  return redirect(`/newsletter/unsubscribe?${params.toString()}`, { status: 303, headers: NO_STORE });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const lang = requestLang(context);
  try {
    await readBytes(request, 1024);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(request, error, lang, { success: false });
    throw error;
  }
  const m = dictionaries[lang].newsletter.unsubscribe;
  const outcome = await unsubscribeByToken(url.searchParams.get("t"));
  if (outcome === "invalid") return json({ success: false, message: m.invalid, error: m.invalid }, 400);
  return json({ success: true, message: m.doneTitle });
}
