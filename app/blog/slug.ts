/** Post slugs: lowercase a-z, 0-9 and hyphens, at most 100 characters. */
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug generated for a new post from its Spanish title: lowercase; accented letters
 * (á é í ó ú ñ, and likewise ü, à, ç…) to plain letters; everything but a-z, 0-9, spaces and
 * hyphens removed; whitespace to hyphens; repeated hyphens collapsed; trimmed; at most 100
 * characters (never ending in a hyphen).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** `base-2`, `base-3`… the first that `taken` does not contain, kept within 100 characters. */
export function suggestSlug(base: string, taken: (candidate: string) => boolean): string {
  for (let n = 2; n < 10_000; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
  return `${base.slice(0, SLUG_MAX - 9)}-${Date.now().toString(36)}`;
}

/**
 * The slug to look up for a `/blog/{slug}` request, or null when it cannot name a post (then the
 * page answers 404 without a query). Case and surrounding hyphens/spaces are forgiven.
 */
export function lookupSlug(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Already decoded by the router, or malformed: use as is.
  }
  value = value.trim().toLowerCase().replace(/\/+$/, "");
  if (!value || value.length > SLUG_MAX || !SLUG_PATTERN.test(value)) return null;
  return value;
}
