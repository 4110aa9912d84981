/** Synthetic published posts for the search benchmark, derived from the demo content. */
import { sql } from "drizzle-orm";
import { DEMO_POSTS } from "~/content/demo-posts";
import type { Database } from "~/db/client.server";

/** Adds `count` published posts derived from the demo content (varied titles, 3–5 paragraphs each). */
export async function addPosts(database: Database, count: number) {
  const demo = DEMO_POSTS.filter((p) => p.status === "published");
  const paragraphs = (html: string) => html.split(/\n\n+/).filter((p) => p.trim().length > 40);
  const words = ["Guía", "Notas", "Análisis", "Revisión", "Lecciones", "Checklist", "Auditoría", "Datos", "Mejoras", "Preguntas"];
  const wordsEn = ["Guide", "Notes", "Analysis", "Review", "Lessons", "Checklist", "Audit", "Data", "Improvements", "Questions"];
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const batch = 250;
  for (let start = 0; start < count; start += batch) {
    const values: Array<string> = [];
    const contents: Array<string> = [];
    const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const d = demo[i % demo.length]!;
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      const when = new Date(Date.UTC(2015, 0, 1) + Math.floor(rand() * 10 * 365 * 86_400_000)).toISOString();
      values.push(`(${q(id)}, ${q(`${d.slug.slice(0, 80)}-${i}`)}, (SELECT id FROM categories WHERE slug = ${q(d.category)}), 'published', ${q(d.cover)}, ${q(when)})`);
      for (const lang of ["es", "en"] as const) {
        const c = d.content[lang];
        if (!c) continue;
        const ps = paragraphs(c.html);
        const pick = Array.from({ length: 3 + Math.floor(rand() * 3) }, () => ps[Math.floor(rand() * ps.length)]!);
        const prefix = (lang === "es" ? words : wordsEn)[Math.floor(rand() * words.length)]!;
        contents.push(`(${q(id)}, ${q(lang)}, ${q(`${prefix} ${i}: ${c.title}`)}, ${q(c.excerpt)}, ${q(pick.join("\n"))})`);
      }
    }
    await database.query(`INSERT INTO posts (id, slug, category_id, status, featured_image_url, published_at) VALUES ${values.join(",")}`);
    await database.query(`INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ${contents.join(",")}`);
  }
  await database.db.execute(sql`ANALYZE`);
}

