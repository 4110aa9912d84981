/**
 * The post editor's form (its field names) as a save's input, shared by the editor's action and the
 * autosave API: both read the same fields with the same bounds.
 */
import { PostInputSchema } from "./post-input";

/**
 * The editor's form as a save's input. «Cancelar programación» (`unschedule`) saves as a draft:
 * a version shown as scheduled goes back to draft, the other keeps its state.
 */
export function postInputFromForm(form: FormData, id: string | undefined, intent: string) {
  const all = (name: string) => form.getAll(name).map(String);
  const newEs = all("newTagEs");
  const newEn = all("newTagEn");
  const unschedule = intent === "unschedule";
  const state = (name: string, fallback: string) => {
    const value = form.get(name) ?? fallback;
    return unschedule && value === "scheduled" ? "draft" : value;
  };
  const baseVersion = form.get("baseVersion");
  return PostInputSchema.safeParse({
    id,
    intent: unschedule ? "draft" : intent,
    status: state("status", "draft"),
    statusEn: state("statusEn", "same"),
    scheduleLang: form.get("scheduleLang") ?? "both",
    scheduledAt: form.get("scheduledAt") ?? "",
    ...(baseVersion ? { baseVersion } : {}),
    categoryId: form.get("categoryId") || 0,
    slug: form.get("slug") ?? "",
    slugEn: form.get("slugEn") ?? "",
    featuredImageUrl: form.get("featuredImageUrl") ?? "",
    es: contentFields(form, "es"),
    en: contentFields(form, "en"),
    tagIds: all("tagIds"),
    newTags: newEs.map((es, i) => ({ es, en: newEn[i] ?? "" })).filter((t) => t.es.trim()),
  });
}

/** One language's fields of the editor's form. */
export function contentFields(form: FormData, lang: "es" | "en") {
  const get = (field: string) => form.get(`${lang}_${field}`) ?? "";
  return { title: get("title"), excerpt: get("excerpt"), content: get("content"), metaTitle: get("metaTitle"), metaDescription: get("metaDescription"), socialImageUrl: get("socialImageUrl") };
}

