/** Post slugs: lowercase a-z, 0-9 and hyphens, at most 100 characters. */
export const SLUG_MAX = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
  if (!value || value.length > SLUG_MAX || !SLUG.test(value)) return null;
  return value;
}
