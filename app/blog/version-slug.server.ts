import { sql, type SQL } from "drizzle-orm";

/**
 * The slug of a language version of the post aliased `p`, as an SQL expression: the English
 * version's own slug (`slug_en`) when it has one, else the post's slug (ADR 0027).
 */
export const versionSlug = (language: SQL): SQL => sql`CASE WHEN ${language}::text = 'en' THEN coalesce(p.slug_en, p.slug) ELSE p.slug END`;
