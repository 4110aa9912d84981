/**
 * `post_contents.tags_text` = the post's tag names in that row's language, so search covers tags.
 * Same statement as the blog's `refreshTagsText` (app/blog/tags.server.ts, on the blog branch);
 * to be unified with it once both are on main.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

export async function updateTagsText(tx: Pick<Db, "execute">, postId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE post_contents pc
       SET tags_text = coalesce((
             SELECT string_agg(CASE WHEN pc.language = 'es' THEN t.name_es ELSE t.name_en END, ' '
                               ORDER BY CASE WHEN pc.language = 'es' THEN t.name_es ELSE t.name_en END)
               FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
              WHERE pt.post_id = pc.post_id), '')
     WHERE pc.post_id = ${postId}`);
}
