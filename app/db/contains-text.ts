/** The admin lists' text search: one condition, the same everywhere (the inbox, the subscribers). */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The column's text contains `term`, accents and case aside («queretaro» finds «Querétaro»). LIKE's
 * wildcards and escape in the term are taken literally (a search for "50%" is not a pattern).
 */
export function containsText(column: AnyColumn, term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`f_unaccent(${column}) ILIKE f_unaccent(${pattern})`;
}
