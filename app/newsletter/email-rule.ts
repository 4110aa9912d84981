/**
 * The newsletter's e-mail rule, plain code with no dependency: the signup script (every public
 * page's bundle) and the API's schema (`./email.ts`) check an address with these same functions.
 */

export const EMAIL_MAX_LENGTH = 254;

/**
 * A deliverable-looking address: a local part of letters, digits and `_ ' + - .` (no leading,
 * trailing or doubled dot), `@`, then dot-separated domain labels ending in a 2+ letter top level.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Trims and lower-cases the domain: " Ana.Lopez@Example.COM " → "Ana.Lopez@example.com". */
export function normaliseEmail(raw: string): string {
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + "@" + trimmed.slice(at + 1).toLowerCase();
}

/** What is wrong with an address as typed (after `normaliseEmail`), or null when it is acceptable. */
export function emailProblem(raw: string): "required" | "tooLong" | "invalid" | null {
  const email = normaliseEmail(raw);
  if (!email) return "required";
  if (email.length > EMAIL_MAX_LENGTH) return "tooLong";
  return EMAIL.test(email) ? null : "invalid";
}
