/**
 * E-mail typo suggestion: when the domain is at edit distance 1–2 from one of ten
 * webmail domains, suggest the corrected address; the closest domain wins (ties: list order).
 */
export const WEBMAIL_DOMAINS = [
  "gmail.com",
  "hotmail.com",
  "yahoo.com",
  "outlook.com",
  "live.com",
  "icloud.com",
  "aol.com",
  "protonmail.com",
  "zoho.com",
  "yandex.com",
] as const;

export const MAX_TYPO_DISTANCE = 2;

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The corrected address, or null when the domain is right, unknown or too far from any webmail domain. */
export function suggestEmail(email: string): string | null {
  const value = email.trim();
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of WEBMAIL_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance === 0) return null;
    if (distance <= MAX_TYPO_DISTANCE && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best ? `${local}@${best.domain}` : null;
}
