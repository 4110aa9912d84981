/**
 * POST /api/newsletter/subscribe {email, language} → {success, message, error}.
 * JSON from the signup component; a plain form POST (no JavaScript) is answered with a 303 back to
 * the page it came from, carrying `?newsletter=<state>#newsletter` (also when the database cannot
 * serve: `unavailable`).
 *
 * Its messages are in the body's `language` when that is "es" or "en" (the language the person
 * subscribes in, which the signup form sends), else in the request's language as every route
 * resolves it (`?lang=`, the cookie, Accept-Language, then Spanish).
 */
import { redirect } from "react-router";
import { subscribeSchema } from "~/newsletter/email";
import { BodyError, bodyErrorResponse, forbiddenOrigin, isSameOrigin, json, NO_STORE, readJsonOrForm } from "~/platform/http.server";
import { subscribe } from "~/newsletter/subscribers.server";
import { requestInfoContext } from "~/platform/request-context";
import { isDatabaseUnavailable } from "~/platform/unavailable";
import { dictionaries } from "~/i18n/messages";
import { isLang } from "~/i18n/lang";
import { requestLang } from "~/i18n/resolve.server";
import type { Route } from "./+types/newsletter.subscribe";

export const MAX_BODY_BYTES = 2048;

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST"];

function backTo(target: unknown, place: unknown, state: string): Response {
  const footer = place === "footer";
  // Only a path of this site, in plain printable ASCII: anything else (another host, a backslash,
  // non-ASCII that a header cannot carry) goes back to the blog.
  const path = typeof target === "string" && /^\/(?![/\\])[\x21-\x7e]*$/.test(target) && !target.includes("\\") ? target : "/blog";
  const [pathname, query = ""] = path.split("#")[0]!.split("?");
  const params = new URLSearchParams(query);
  params.set("newsletter", footer ? `footer-${state}` : state);
  return redirect(`${pathname}?${params.toString()}#${footer ? "newsletter-footer" : "newsletter"}`, { status: 303, headers: NO_STORE });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const requested = requestLang(context);
  // Only our pages subscribe: a request without Origin or Referer is refused too.
  if (!isSameOrigin(request, "browser", url)) return forbiddenOrigin(request, requested, { success: false });
  let body: { data: Record<string, unknown>; form: boolean };
  try {
    body = await readJsonOrForm(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(request, error, requested, { success: false });
    throw error;
  }
  const { data, form } = body;
  const lang = isLang(data.language) ? data.language : requested;
  const m = dictionaries[lang].newsletter;
  const parsed = subscribeSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    const emptyEmail = field === "email" && (typeof data.email !== "string" || !data.email.trim());
    if (form) return backTo(data.redirectTo, data.place, emptyEmail ? "required" : field === "email" ? "invalid" : "error");
    const message = emptyEmail ? m.required : field === "email" ? m.invalid : field === "language" ? m.badLanguage : m.error;
    return json({ success: false, message, error: message }, 400);
  }
  const { ip } = context.get(requestInfoContext);
  let outcome: Awaited<ReturnType<typeof subscribe>>;
  try {
    outcome = await subscribe(parsed.data, ip);
  } catch (error) {
    // A form sent without JavaScript goes back to its page, which says nothing was saved; the
    // widget's JSON request gets the host's translated JSON 503 (server/app.ts).
    if (form && isDatabaseUnavailable(error)) return backTo(data.redirectTo, data.place, "unavailable");
    throw error;
  }
  if (outcome === "rate_limited") {
    if (form) return backTo(data.redirectTo, data.place, "rate");
    return json({ success: false, message: m.rateLimited, error: m.rateLimited }, 429, { "Retry-After": "900" });
  }
  if (form) return backTo(data.redirectTo, data.place, "ok");
  return json({ success: true, message: m.success, error: null });
}
