/** A post as the editor submits it, for tests that save posts directly: a Spanish draft unless told otherwise. */
import type { PostInput } from "~/blog/post-input";

export function postInput(categoryId: number, over: Partial<PostInput> = {}): PostInput {
  return {
    intent: "draft",
    status: "draft",
    categoryId,
    slug: "",
    featuredImageUrl: "",
    es: { title: "Título de prueba", excerpt: "Resumen", content: "<p>Hola</p>" },
    en: { title: "", excerpt: "", content: "" },
    tagIds: [],
    newTags: [],
    ...over,
  };
}
