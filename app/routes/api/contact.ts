/**
 * POST /api/contact: a contact request as JSON, for JSON clients (the page's form posts to the
 * /contact action). Origin: a browser request from another site is refused; other clients may omit it.
 * 201 {id} · 400 {errors: {field: message}} (or {error}) · 403 cross-origin · 405 other methods ·
 * 413 over 32 KiB · 415 not JSON · 429 with Retry-After. Unknown fields are ignored.
 * Besides the request's fields, a form may send `website` (`HONEYPOT_FIELD`: honeypot, must be empty) and `formToken`
 * (signed render time); without them a request is accepted with 201 but stored as spam.
 */
import { submitContactRequest } from "~/contact/contact.server";
import { HONEYPOT_FIELD } from "~/contact/form-constants";
import { formTexts } from "~/contact/messages";
import { parseContactRequest } from "~/contact/schema";
import { isLang, type Lang } from "~/i18n/lang";
import { resolveRequestLang } from "~/i18n/resolve.server";
import { requestInfoContext } from "~/lib/request-context";
import { BodyError, bodyErrorResponse, forbiddenOrigin, isSameOrigin, json, readJsonObject } from "~/platform/http.server";
import type { Route } from "./+types/contact";

export const MAX_BODY_BYTES = 32 * 1024;
const METHOD = { es: "Método no permitido", en: "Method not allowed" } as const;

export async function loader() {
  return json({ error: METHOD.es }, 405, { Allow: "POST" });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const resolved: Lang = resolveRequestLang(request, url).lang;
  if (request.method !== "POST") return json({ error: METHOD[resolved] }, 405, { Allow: "POST" });
  if (!isSameOrigin(request, "any-client", url)) return forbiddenOrigin(request, resolved);

  let record: Record<string, unknown>;
  try {
    record = await readJsonObject(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(request, error, resolved);
    throw error;
  }

  const lang: Lang = isLang(record.language) ? record.language : resolved;
  const parsed = parseContactRequest(record, lang);
  if (!parsed.ok) return json({ error: formTexts[lang].fixErrors, errors: parsed.errors }, 400);

  const info = context.get(requestInfoContext);
  const result = await submitContactRequest({
    request: parsed.data,
    lang,
    honeypot: record[HONEYPOT_FIELD],
    formToken: record.formToken,
    ip: info.ip,
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) {
    const minutes = String(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
    return json({ error: formTexts[lang].rateLimited.replace("{minutes}", minutes) }, 429, { "Retry-After": String(result.retryAfterSeconds) });
  }
  // A bot gets exactly what a person gets.
  return json({ id: result.id }, 201);
}
