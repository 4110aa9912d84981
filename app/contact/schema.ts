/**
 * The contact request schema: one Zod schema for the form (client), the route action
 * and `POST /api/contact`. Issues carry a message *code* (see ./messages.ts) that is translated
 * into the request's language, so the same rule gives the same text everywhere.
 */
import { z } from "~/platform/zod";
import { isLang, type Lang } from "~/i18n/lang";
import { EMAIL_MAX_LENGTH, emailProblem, normaliseEmail } from "~/platform/email-address";
import { hasVisibleText, singleLine } from "~/platform/text";
import { errorText, industryOptions, MESSAGE_MIN_LENGTH, type ContactError, type ContactErrorCode } from "./messages";

/** Upper limits: they keep a request small and the inbox readable. */
export const MAX_LENGTHS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  state: 100,
  municipality: 100,
  company: 160,
  position: 120,
  message: 5000,
} as const;

export const CONTACT_FIELDS = ["name", "email", "phone", "state", "municipality", "company", "position", "industry", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormField = ContactField | "acceptTerms";


const code = (c: ContactErrorCode, count?: number) => JSON.stringify(count === undefined ? { code: c } : { code: c, count });

/**
 * A single-line text field: wrong type → `required` (or the field's own code), tabs and line breaks
 * as spaces, trimmed, with a maximum; when required, it must show something (not only invisible
 * characters such as a zero-width space).
 */
function text(requiredCode: ContactErrorCode | null, max: number) {
  const base = z.string({ error: code(requiredCode ?? "required") }).transform(singleLine).pipe(z.string().trim().max(max, { error: code("maxLength", max) }));
  return requiredCode ? base.refine(hasVisibleText, { error: code(requiredCode) }) : base;
}

function optionalText(max: number) {
  return z
    .string({ error: code("required") })
    .nullish()
    .transform((v) => singleLine(v ?? "").trim())
    .pipe(z.string().max(max, { error: code("maxLength", max) }));
}

/** The request as the API receives it (the form adds `acceptTerms`, which is never sent or stored). */
export const contactRequestSchema = z.object({
  name: text("name", MAX_LENGTHS.name),
  email: z
    .string({ error: code("required") })
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, { error: code("required") })
        .max(MAX_LENGTHS.email, { error: code("maxLength", MAX_LENGTHS.email) })
        .refine((email) => emailProblem(email) === null, { error: code("email") }),
    ),
  phone: text("required", MAX_LENGTHS.phone),
  state: optionalText(MAX_LENGTHS.state),
  municipality: optionalText(MAX_LENGTHS.municipality),
  company: text("company", MAX_LENGTHS.company),
  position: optionalText(MAX_LENGTHS.position),
  industry: z
    .enum([...industryOptions, ""], { error: code("industry") })
    .nullish()
    .transform((v) => v ?? ""),
  message: z
    .string({ error: code("message") })
    .trim()
    .min(1, { error: code("message") })
    .refine(hasVisibleText, { error: code("message") })
    .min(MESSAGE_MIN_LENGTH, { error: code("minLength", MESSAGE_MIN_LENGTH) })
    .max(MAX_LENGTHS.message, { error: code("maxLength", MAX_LENGTHS.message) }),
  language: z
    .unknown()
    .optional()
    .transform((v) => (isLang(v) ? v : undefined)),
});

/** The form: the request plus the terms checkbox ("on"/true when checked). */
export const contactFormSchema = contactRequestSchema.extend({
  acceptTerms: z.union([z.literal("on"), z.literal(true), z.literal("true")], { error: code("terms") }),
});

export type ContactRequestInput = z.output<typeof contactRequestSchema>;
export type FieldErrors = Partial<Record<ContactFormField, string>>;

function decode(message: string): ContactError {
  try {
    const parsed = JSON.parse(message) as ContactError;
    if (parsed && typeof parsed.code === "string") return parsed;
  } catch {
    // fall through
  }
  return { code: "required" };
}

/** Zod issues → `{ field: translated message }` (the first issue of each field). */
export function fieldErrors(error: z.ZodError, lang: Lang): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as ContactFormField;
    if (!field || field in out) continue;
    out[field] = errorText(decode(issue.message), lang);
  }
  return out;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates an API body (any JSON value). */
export function parseContactRequest(input: unknown, lang: Lang): ParseResult<ContactRequestInput> {
  const body = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = contactRequestSchema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error, lang) };
}

/** Validates the form's values (strings from FormData or the client's state). */
export function parseContactForm(values: Record<string, unknown>, lang: Lang): ParseResult<ContactRequestInput> {
  const result = contactFormSchema.safeParse(values);
  if (result.success) {
    const { acceptTerms: _accepted, ...request } = result.data;
    return { ok: true, data: request };
  }
  return { ok: false, errors: fieldErrors(result.error, lang) };
}
