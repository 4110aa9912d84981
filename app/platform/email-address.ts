/**
 * The one rule for an e-mail address from outside (a newsletter signup, a contact request), plain
 * code with no dependency: the signup script (every public page's bundle), the contact form's
 * script and the servers' schemas check an address with these same functions.
 *
 * The rule is narrower than RFC 5322 on purpose. An address goes into mail headers (To, Reply-To),
 * into `mailto:` links the team clicks and into CSV exports, and is sent without SMTPUTF8: characters
 * that mean something in a URL or a header (`? & = % # ; , < >`), quoted local parts and non-ASCII
 * letters are refused, as are doubled, leading or trailing dots.
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

/**
 * A `mailto:` link to one address and nothing more: every character a URL reads as syntax is
 * percent-encoded, so an address stored under an older, looser rule (`a@b.mx?bcc=…`) still opens a
 * reply to that one text, never a hidden copy or a prefilled subject.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`;
}
