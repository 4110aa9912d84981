/**
 * Idempotent seed run at every start: the five blog categories with their Spanish and
 * English names, icons and colours. Demo content is seeded by its own module on first start.
 */
import { sql } from "drizzle-orm";
import { BLOG_CATEGORIES } from "~/content/blog-categories";
import type { Db } from "./client.server";
import { categories } from "./schema";

export async function seedCategories(db: Db) {
  await db
    .insert(categories)
    .values(
      BLOG_CATEGORIES.map((c, i) => ({
        slug: c.slug,
        nameEs: c.name.es,
        nameEn: c.name.en,
        icon: c.icon,
        color: c.color,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        nameEs: sql`excluded.name_es`,
        nameEn: sql`excluded.name_en`,
        icon: sql`excluded.icon`,
        color: sql`excluded.color`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

export type SeedStep = { name: string; run(db: Db): Promise<void> };
const steps: Array<SeedStep> = [{ name: "categories", run: seedCategories }];

/** Other modules (demo posts, first admin) add their idempotent seed steps here. */
export function registerSeedStep(step: SeedStep) {
  if (!steps.some((s) => s.name === step.name)) steps.push(step);
}

export async function runSeed(db: Db) {
  for (const step of steps) await step.run(db);
}
