/**
 * POST /api/contact (SPEC §7): a contact request as JSON.
 * 201 {id} · 400 {errors: {field: message}} (or {error}) · 403 cross-origin · 405 other methods ·
 * 413 over 32 KiB · 415 not JSON · 429 with Retry-After. Unknown fields are ignored.
 * Besides the spec's fields the form sends `website` (`HONEYPOT_FIELD`: honeypot, must be empty) and `formToken`
 * (signed render time); without them a request is accepted with 201 but stored as spam.
 */
import { submitContactRequest } from "~/contact/contact.server";
import { BodyNotUtf8, BodyTooLarge, isCrossOrigin, isJson, readLimitedText } from "~/contact/http.server";
import { HONEYPOT_FIELD } from "~/contact/form-constants";
import { formTexts } from "~/contact/messages";
import { parseContactRequest } from "~/contact/schema";
import { isLang, type Lang } from "~/i18n/lang";
import { resolveRequestLang } from "~/i18n/resolve.server";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/contact";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const apiTexts = {
  es: { forbidden: "Origen no permitido", tooLarge: "La solicitud es demasiado grande", notJson: "Envía el cuerpo como JSON (Content-Type: application/json)", badJson: "El cuerpo no es JSON válido", badEncoding: "El cuerpo debe estar codificado en UTF-8", method: "Método no permitido" },
  en: { forbidden: "Origin not allowed", tooLarge: "The request is too large", notJson: "Send the body as JSON (Content-Type: application/json)", badJson: "The body is not valid JSON", badEncoding: "The body must be UTF-8 encoded", method: "Method not allowed" },
} as const;

export async function loader() {
  return json({ error: apiTexts.es.method }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const resolved: Lang = resolveRequestLang(request, url).lang;
  let t = apiTexts[resolved];
  if (request.method !== "POST") return json({ error: t.method }, 405, { Allow: "POST" });
  if (isCrossOrigin(request)) return json({ error: t.forbidden }, 403);
  if (!isJson(request)) return json({ error: t.notJson }, 415);

  let body: unknown;
  try {
    body = JSON.parse(await readLimitedText(request));
  } catch (error) {
    if (error instanceof BodyTooLarge) return json({ error: t.tooLarge }, 413, { Connection: "close" });
    if (error instanceof BodyNotUtf8) return json({ error: t.badEncoding }, 400);
    return json({ error: t.badJson }, 400);
  }

  const record = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const lang: Lang = isLang(record.language) ? record.language : resolved;
  t = apiTexts[lang];
  const parsed = parseContactRequest(body, lang);
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
