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
/** Publishing the English version needs its title, excerpt and content. */
export const MSG_EN = {
  title: "Para publicar en inglés, escribe el título en inglés",
  excerpt: "Para publicar en inglés, escribe el resumen en inglés",
  content: "Para publicar en inglés, escribe el contenido en inglés",
} as const;
export const EXCERPT_COUNTER = 500;
/** Admin list page size. */
export const ADMIN_PAGE_SIZE = 25;
/** Every state of a post. "scheduled" is entered only with a publication time («Programar»). */
export const POST_STATES = ["draft", "scheduled", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATES)[number];
/** The states the editor's status list offers (a scheduled post also shows its own). */
export const POST_STATUSES = ["draft", "published", "archived"] as const satisfies ReadonlyArray<PostStatus>;
export const STATUS_LABEL: Record<PostStatus, string> = { draft: "Borrador", scheduled: "Programado", published: "Publicado", archived: "Archivado" };

/**
 * A post's summary state from its language versions' states: published when one is, else
 * scheduled when one is, else draft when one is, else archived.
 */
export function postStatusOf(states: ReadonlyArray<PostStatus>): PostStatus {
  for (const state of ["published", "scheduled", "draft"] as const) if (states.includes(state)) return state;
  return states.length ? "archived" : "draft";
}

const INT32_MAX = 2_147_483_647;
const TAG = "Etiqueta no válida";

/**
 * A whole number written in plain decimal digits (a form sends text; JSON may send a number):
 * "0x1", "1e3", " 1 " or "" are not ids, though JavaScript's Number() reads them as such.
 */
function decimal(error: string, min: 0 | 1) {
  return z
    .union([z.number({ error }), z.string({ error }).regex(/^\d{1,10}$/, { error }).transform(Number)], { error })
    .pipe(z.number({ error }).int({ error }).min(min, { error }).max(INT32_MAX, { error }));
}

/** Upper limits of the editor's fields (characters; the body counts its HTML). */
export const POST_LIMITS = { title: 200, excerpt: EXCERPT_COUNTER, slug: 100, content: 300_000, metaTitle: 200, metaDescription: 500 } as const;
/** What search engines and social cards show of a title and a description (guidance, not a limit). */
export const SEO_GUIDE = { title: 60, description: 155 } as const;
const tooLong = (field: string, max: number) => `${field} admite como máximo ${max.toLocaleString("es-MX")} caracteres`;

const text = z.string().default("");
const line = (field: string, max: number) => text.transform(singleLine).pipe(z.string().max(max, { error: tooLong(field, max) }));
const content = (lang: "es" | "en") => {
  const name = lang === "es" ? "en español" : "en inglés";
  return z.object({
    title: line(`El título ${name}`, POST_LIMITS.title),
    excerpt: text.pipe(z.string().max(POST_LIMITS.excerpt, { error: tooLong(`El resumen ${name}`, POST_LIMITS.excerpt) })),
    content: text.pipe(z.string().max(POST_LIMITS.content, { error: tooLong(`El contenido ${name}`, POST_LIMITS.content) })),
    metaTitle: line(`El meta título ${name}`, POST_LIMITS.metaTitle).optional(),
    metaDescription: line(`La meta descripción ${name}`, POST_LIMITS.metaDescription).optional(),
    socialImageUrl: line(`La imagen para redes sociales ${name}`, 500).optional(),
  });
};

export const PostInputSchema = z.object({
  id: z.uuid({ error: "El post no existe" }).optional(),
  intent: z.enum(["draft", "publish", "schedule"], { error: "Acción no válida: guarda como borrador, publica o programa" }),
  status: z.enum(POST_STATES, { error: "Estado no válido" }).default("draft"),
  /** The English version's state: "same" follows `status` (and «Publicar»); another value sets it on its own. */
  statusEn: z.enum(["same", ...POST_STATES], { error: "Estado no válido" }).default("same"),
  /** With intent "schedule": which versions are scheduled (the other keeps its state). */
  scheduleLang: z.enum(["both", "es", "en"], { error: "Idioma no válido" }).default("both"),
  /**
   * The post version the editor started from: a save based on an older one is refused (another tab
   * or admin saved meanwhile). Left out (scripts, tests): no check.
   */
  baseVersion: decimal("Versión no válida", 1).optional(),
  /** With intent "schedule": the publication time as the editor's `datetime-local` value, in Monterrey time. */
  scheduledAt: line("La fecha de publicación", 40).optional(),
  // Ids are PostgreSQL integers: anything past int32 is not one of ours.
  categoryId: decimal(MSG.category, 0).default(0),
  slug: line("El slug", POST_LIMITS.slug),
  /** The English version's slug; empty: generated from the English title. */
  slugEn: line("El slug en inglés", POST_LIMITS.slug).optional(),
  featuredImageUrl: line("La URL de la imagen", 500),
  es: content("es"),
  en: content("en"),
  tagIds: z
    .array(decimal(TAG, 1), { error: TAG })
    .max(100, { error: "Como máximo 100 etiquetas" })
    .default([]),
  newTags: z
    .array(
      z.object({
        es: z.string({ error: TAG }).trim().min(1, { error: "La etiqueta nueva necesita un nombre en español" }).max(60, { error: tooLong("Una etiqueta", 60) }),
        en: z.string({ error: TAG }).trim().max(60, { error: tooLong("Una etiqueta", 60) }).default(""),
      }),
      { error: TAG },
    )
    .max(20, { error: "Como máximo 20 etiquetas nuevas a la vez" })
    .default([]),
});
/** A save's input; the per-language choices may be left out (English then follows Spanish, and «Programar» schedules both). */
export type PostInput = Omit<z.infer<typeof PostInputSchema>, "statusEn" | "scheduleLang"> &
  Partial<Pick<z.infer<typeof PostInputSchema>, "statusEn" | "scheduleLang">>;

/**
 * What publishing the English version needs: the message of the first missing English field, or
 * null. (The Spanish rule, `firstMissing`, holds for every save.)
 */
export function firstMissingEn(en: Pick<PostInput["en"], "title" | "excerpt" | "content">): string | null {
  if (!hasVisibleText(en.title)) return MSG_EN.title;
  if (!hasVisibleText(en.excerpt)) return MSG_EN.excerpt;
  if (!hasVisibleText(en.content)) return MSG_EN.content;
  return null;
}

/** The message of the first missing required field (Spanish title, excerpt, content, category), or null. */
/**
 * The first body over its limit, with the server's own message: the editor checks before sending,
 * so a body far over it (beyond what the server reads of a request) meets a toast, not an error page.
 */
export function firstTooLong(input: Pick<PostInput, "es" | "en">): string | null {
  if (input.es.content.length > POST_LIMITS.content) return tooLong("El contenido en español", POST_LIMITS.content);
  if (input.en.content.length > POST_LIMITS.content) return tooLong("El contenido en inglés", POST_LIMITS.content);
  return null;
}

export function firstMissing(input: Pick<PostInput, "es" | "categoryId">): string | null {
  if (!hasVisibleText(input.es.title)) return MSG.titleEs;
  if (!hasVisibleText(input.es.excerpt)) return MSG.excerptEs;
  if (!hasVisibleText(input.es.content)) return MSG.contentEs;
  if (!input.categoryId) return MSG.category;
  return null;
}
