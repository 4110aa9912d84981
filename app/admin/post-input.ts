/**
 * The post editor's input, shared by the client (validation toasts before sending) and the server
 * (the same checks again, then sanitising). The messages are fixed Spanish texts: the admin is
 * Spanish only.
 */
import { z } from "~/lib/zod";

export const REQUIRED_TITLE = "Campo requerido";
export const MSG = {
  titleEs: "El título en español es obligatorio",
  excerptEs: "El resumen en español es obligatorio",
  contentEs: "El contenido en español es obligatorio",
  category: "Selecciona una categoría",
} as const;
export const EXCERPT_COUNTER = 500;
/** Admin list page size. */
export const ADMIN_PAGE_SIZE = 25;
export const POST_STATUSES = ["draft", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const STATUS_LABEL: Record<PostStatus, string> = { draft: "Borrador", published: "Publicado", archived: "Archivado" };

const text = z.string().default("");
export const PostInputSchema = z.object({
  id: z.uuid().optional(),
  intent: z.enum(["draft", "publish"]),
  status: z.enum(POST_STATUSES).default("draft"),
  categoryId: z.coerce.number().int().nonnegative().default(0),
  slug: text,
  featuredImageUrl: text,
  es: z.object({ title: text, excerpt: text, content: text }),
  en: z.object({ title: text, excerpt: text, content: text }),
  tagIds: z.array(z.coerce.number().int().positive()).default([]),
  newTags: z.array(z.object({ es: z.string().trim().min(1).max(60), en: z.string().trim().max(60).default("") })).max(20).default([]),
});
export type PostInput = z.infer<typeof PostInputSchema>;

/** The message of the first missing required field (Spanish title, excerpt, content, category), or null. */
export function firstMissing(input: Pick<PostInput, "es" | "categoryId">): string | null {
  if (!input.es.title.trim()) return MSG.titleEs;
  if (!input.es.excerpt.trim()) return MSG.excerptEs;
  if (!input.es.content.trim()) return MSG.contentEs;
  if (!input.categoryId) return MSG.category;
  return null;
}
