/**
 * Constants the contact form's markup (server), its route action, the JSON API and the browser
 * script (`app/components/contact/ContactForm.lazy.client.ts`) share. Plain data: the browser script imports it, so it
 * must never import React or anything that does (ADR 0013).
 */

/** How long the form's success or error message stays: 5 seconds. */
export const NOTICE_MS = 5000;

/** The honeypot input's name: people never see or reach it, so a value means a bot. */
export const HONEYPOT_FIELD = "website";

/**
 * The input classes that mark a field valid or invalid. The server renders one set; the script swaps
 * them when it shows or clears an error, so both draw the same border.
 */
export const FIELD_CLASSES = {
  valid: ["border-slate-300"],
  invalid: ["border-red-600", "bg-red-50/40"],
} as const;

/**
 * A field's `aria-describedby`, in one order for the server's markup and the script: the message's
 * hint, the e-mail suggestion, then the error. Undefined when nothing describes the field.
 */
export function describedByIds(fieldId: string, field: string, shown: { suggestion?: boolean; error?: boolean }): string | undefined {
  const ids = [];
  if (field === "message") ids.push(`${fieldId}-hint`);
  if (field === "email" && shown.suggestion) ids.push(`${fieldId}-suggestion`);
  if (shown.error) ids.push(`${fieldId}-error`);
  return ids.length ? ids.join(" ") : undefined;
}
