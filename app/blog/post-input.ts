/**
 * The post editor's input, shared by the client (validation toasts before sending) and the server
 * (the same checks again, then sanitising). The messages are fixed Spanish texts: the admin is
 * Spanish only.
 */
import { z } from "~/platform/zod";
import { hasVisibleText, singleLine } from "~/platform/text";

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

const INT32_MAX = 2_147_483_647;

/** Upper limits of the editor's fields (characters; the body counts its HTML). */
export const POST_LIMITS = { title: 200, excerpt: EXCERPT_COUNTER, slug: 100, content: 300_000 } as const;
const tooLong = (field: string, max: number) => `${field} admite como máximo ${max.toLocaleString("es-MX")} caracteres`;

const text = z.string().default("");
const line = (field: string, max: number) => text.transform(singleLine).pipe(z.string().max(max, { error: tooLong(field, max) }));
const content = (lang: "es" | "en") => {
  const name = lang === "es" ? "en español" : "en inglés";
  return z.object({
    title: line(`El título ${name}`, POST_LIMITS.title),
    excerpt: text.pipe(z.string().max(POST_LIMITS.excerpt, { error: tooLong(`El resumen ${name}`, POST_LIMITS.excerpt) })),
    content: text.pipe(z.string().max(POST_LIMITS.content, { error: tooLong(`El contenido ${name}`, POST_LIMITS.content) })),
  });
};

export const PostInputSchema = z.object({
  id: z.uuid().optional(),
  intent: z.enum(["draft", "publish"]),
  status: z.enum(POST_STATUSES).default("draft"),
  // Ids are PostgreSQL integers: anything past int32 is not one of ours.
  categoryId: z.coerce.number({ error: MSG.category }).int({ error: MSG.category }).nonnegative({ error: MSG.category }).max(INT32_MAX, { error: MSG.category }).default(0),
  slug: line("El slug", POST_LIMITS.slug),
  featuredImageUrl: line("La URL de la imagen", 500),
  es: content("es"),
  en: content("en"),
  tagIds: z.array(z.coerce.number({ error: "Etiqueta no válida" }).int({ error: "Etiqueta no válida" }).positive({ error: "Etiqueta no válida" }).max(INT32_MAX, { error: "Etiqueta no válida" })).max(100).default([]),
  newTags: z.array(z.object({ es: z.string().trim().min(1).max(60), en: z.string().trim().max(60).default("") })).max(20).default([]),
});
export type PostInput = z.infer<typeof PostInputSchema>;

/** The message of the first missing required field (Spanish title, excerpt, content, category), or null. */
export function firstMissing(input: Pick<PostInput, "es" | "categoryId">): string | null {
  if (!hasVisibleText(input.es.title)) return MSG.titleEs;
  if (!hasVisibleText(input.es.excerpt)) return MSG.excerptEs;
  if (!hasVisibleText(input.es.content)) return MSG.contentEs;
  if (!input.categoryId) return MSG.category;
  return null;
}
