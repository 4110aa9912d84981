/**
 * A contact request from outside, whichever door it came through — the page's form without
 * JavaScript, the same form sent by its script, or a JSON client of `/api/contact` — checked and
 * submitted by one function, with one set of answers.
 */
import type { Lang } from "~/i18n/lang";
import { submitContactRequest } from "./contact.server";
import { HONEYPOT_FIELD } from "./form-constants";
import { formTexts } from "./messages";
import { parseContactForm, parseContactRequest, type ContactRequestInput, type FieldErrors } from "./schema";

export type ContactSubmission = {
  /** The fields as sent (a form's strings, or a JSON object's values). */
  fields: Record<string, unknown>;
  /** A form must carry the accepted terms; a JSON client does not send them. */
  kind: "form" | "json";
  /** The page's language (a JSON body may name its own in `language`). */
  lang: Lang;
  ip: string;
  userAgent: string | null;
};

export type ContactOutcome =
  | { status: 201; id: string }
  | { status: 400; error: string; errors: FieldErrors }
  | { status: 429; error: string; retryAfterSeconds: number };

export async function submitContact(input: ContactSubmission): Promise<ContactOutcome> {
  const { fields } = input;
  const lang: Lang = input.kind === "json" && (fields.language === "es" || fields.language === "en") ? fields.language : input.lang;
  const parsed = input.kind === "form" ? parseContactForm(fields, lang) : parseContactRequest(fields, lang);
  if (!parsed.ok) return { status: 400, error: formTexts[lang].fixErrors, errors: parsed.errors };
  const request: ContactRequestInput = parsed.data;
  const result = await submitContactRequest({
    request,
    lang,
    honeypot: fields[HONEYPOT_FIELD] ?? (input.kind === "form" ? "" : undefined),
    // The page's form always carries its signed token: one posted without it did not come from the
    // page, and is taken as a bot's ("missing-token"). A JSON client has none to send.
    formToken: fields.formToken ?? (input.kind === "form" ? "" : undefined),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  if (!result.ok) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    const error = minutes === 1 ? formTexts[lang].rateLimitedOneMinute : formTexts[lang].rateLimited.replace("{minutes}", String(minutes));
    return { status: 429, error, retryAfterSeconds: result.retryAfterSeconds };
  }
  // A bot gets exactly what a person gets.
  return { status: 201, id: result.id };
}

/** The JSON answer of an outcome, for the page's script and for `/api/contact` alike. */
export function contactJson(outcome: ContactOutcome): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (outcome.status === 201) return Response.json({ id: outcome.id }, { status: 201, headers });
  if (outcome.status === 429) {
    return Response.json({ error: outcome.error }, { status: 429, headers: { ...headers, "Retry-After": String(outcome.retryAfterSeconds) } });
  }
  return Response.json({ error: outcome.error, errors: outcome.errors }, { status: 400, headers });
}
