/**
 * POST /api/contact: a contact request as JSON, for JSON clients — a thin adapter over the function
 * the contact page's action uses (`app/contact/submit.server.ts`). Origin: a browser request from
 * another site is refused; other clients may omit it.
 * 201 {id} · 400 {errors: {field: message}} (or {error}) · 403 cross-origin · 405 other methods ·
 * 413 over 32 KiB · 415 not JSON · 429 with Retry-After. Unknown fields are ignored.
 * Besides the request's fields, a form may send `website` (`HONEYPOT_FIELD`: honeypot, must be empty) and `formToken`
 * (the form's signed token: a filled honeypot, a forged token or one younger than the minimum fill time
 * is answered 201 and stored as spam; the same token and body again is answered with the first
 * request's id, not stored twice). A body without them is a normal request.
 */
import { contactJson, submitContact } from "~/contact/submit.server";
import type { Lang } from "~/i18n/lang";
import { requestLang } from "~/i18n/resolve.server";
import { requestInfoContext } from "~/platform/request-context";
import { BodyError, bodyErrorResponse, forbiddenOrigin, isSameOrigin, readJsonObject } from "~/platform/http.server";
import type { Route } from "./+types/contact";

export const MAX_BODY_BYTES = 32 * 1024;
/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST"];

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang: Lang = requestLang(context);
  if (!isSameOrigin(request, "any-client", url)) return forbiddenOrigin(request, lang);
  let fields: Record<string, unknown>;
  try {
    fields = await readJsonObject(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(request, error, lang);
    throw error;
  }
  const info = context.get(requestInfoContext);
  return contactJson(await submitContact({ fields, kind: "json", lang, ip: info.ip, userAgent: request.headers.get("user-agent") }));
}
