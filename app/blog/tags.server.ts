/**
 * `post_contents.tags_text` holds a post's tag names in that row's language (space-separated), so
 * full-text and trigram search cover tags. Whoever changes a post's tags (the demo seed, the admin
 * editor) calls `refreshTagsText(tx, postId)` afterwards, inside the same transaction.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/** Anything that can run a statement: the database or a transaction. */
export type Executor = Pick<Db, "execute">;

/** Recomputes tags_text for both languages of one post from post_tags (sorted by tag name). */
export async function refreshTagsText(tx: Executor, postId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE post_contents pc
       SET tags_text = coalesce((
             SELECT string_agg(CASE WHEN pc.language = 'es' THEN t.name_es ELSE t.name_en END, ' '
                               ORDER BY CASE WHEN pc.language = 'es' THEN t.name_es ELSE t.name_en END)
               FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
              WHERE pt.post_id = pc.post_id), '')
     WHERE pc.post_id = ${postId}`);
}
