import { describe, expect, test } from "vitest";
import { firstMissing, firstMissingEn, firstTooLong, MSG, MSG_EN, POST_LIMITS, PostInputSchema, postStatusOf } from "~/blog/post-input";

const base = {
  intent: "draft",
  categoryId: "1",
  slug: "",
  featuredImageUrl: "",
  es: { title: "Título", excerpt: "Resumen", content: "<p>x</p>" },
  en: { title: "", excerpt: "", content: "" },
};

describe("the post editor's input", () => {
  test("every field has an upper limit, with a Spanish message naming the field", () => {
    const cases: Array<[object, RegExp]> = [
      [{ es: { ...base.es, title: "t".repeat(POST_LIMITS.title + 1) } }, /El título en español admite como máximo 200 caracteres/],
      [{ en: { ...base.en, excerpt: "e".repeat(POST_LIMITS.excerpt + 1) } }, /El resumen en inglés admite como máximo 500/],
      [{ es: { ...base.es, content: "c".repeat(POST_LIMITS.content + 1) } }, /El contenido en español admite como máximo 300,000/],
      [{ slug: "s".repeat(POST_LIMITS.slug + 1) }, /El slug admite como máximo 100/],
    ];
    for (const [over, message] of cases) {
      const parsed = PostInputSchema.safeParse({ ...base, ...over });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(message);
    }
    expect(PostInputSchema.safeParse({ ...base, es: { ...base.es, title: "t".repeat(POST_LIMITS.title) } }).success).toBe(true);
  });

  test("ids past PostgreSQL's integer range are refused before any query", () => {
    expect(PostInputSchema.safeParse({ ...base, categoryId: "2147483648" }).error?.issues[0]?.message).toBe(MSG.category);
    expect(PostInputSchema.safeParse({ ...base, tagIds: ["2147483648"] }).success).toBe(false);
  });

  test("ids are plain decimal digits: hex, exponents, signs, spaces and fractions are refused, numbers from JSON taken", () => {
    for (const categoryId of ["0x1", "1e3", " 1 ", "+1", "-1", "1.0", "1_0", "０１"]) {
      expect(PostInputSchema.safeParse({ ...base, categoryId }).error?.issues[0]?.message, categoryId).toBe(MSG.category);
    }
    for (const tag of ["1e3", "0x10", " 2", "0"]) expect(PostInputSchema.safeParse({ ...base, tagIds: [tag] }).error?.issues[0]?.message, tag).toBe("Etiqueta no válida");
    expect(PostInputSchema.safeParse({ ...base, baseVersion: "1e1" }).error?.issues[0]?.message).toBe("Versión no válida");
    expect(PostInputSchema.parse({ ...base, categoryId: "007", tagIds: ["3", 4], baseVersion: 2 })).toMatchObject({ categoryId: 7, tagIds: [3, 4], baseVersion: 2 });
  });

  test("titles are single lines; a title of invisible characters is missing", () => {
    const parsed = PostInputSchema.parse({ ...base, es: { ...base.es, title: "Uno\nDos" } });
    expect(parsed.es.title).toBe("Uno Dos");
    expect(firstMissing({ categoryId: 1, es: { title: "\u200b\u200b", excerpt: "x", content: "<p>x</p>" } })).toBe(MSG.titleEs);
  });

  test("every refusal is a Spanish sentence, never one of Zod's English defaults", () => {
    const hostile: Array<object> = [
      { intent: "x" },
      { status: "x" },
      { statusEn: "x" },
      { scheduleLang: "fr" },
      { id: "x" },
      { tagIds: "x" },
      { tagIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { newTags: [{ es: "" }] },
      { newTags: [{ es: 5 }] },
      { newTags: "x" },
      { newTags: Array.from({ length: 21 }, () => ({ es: "a" })) },
    ];
    for (const over of hostile) {
      const message = PostInputSchema.safeParse({ ...base, ...over }).error?.issues[0]?.message ?? "";
      expect(message, JSON.stringify(over).slice(0, 60)).not.toMatch(/^(Invalid|Too|Expected)|expected/);
      expect(message.length, JSON.stringify(over).slice(0, 60)).toBeGreaterThan(5);
    }
  });
});

describe("per-language states", () => {
  test("a post's summary state: published when one version is, else scheduled, else draft, else archived", () => {
    expect(postStatusOf(["published", "draft"])).toBe("published");
    expect(postStatusOf(["archived", "published"])).toBe("published");
    expect(postStatusOf(["draft", "scheduled"])).toBe("scheduled");
    expect(postStatusOf(["archived", "draft"])).toBe("draft");
    expect(postStatusOf(["archived", "archived"])).toBe("archived");
    expect(postStatusOf(["scheduled"])).toBe("scheduled");
    expect(postStatusOf([])).toBe("draft");
  });

  test("English needs its title, excerpt and content to be published; the choices default to following Spanish", () => {
    expect(firstMissingEn({ title: "", excerpt: "", content: "" })).toBe(MSG_EN.title);
    expect(firstMissingEn({ title: "T", excerpt: " ", content: "<p>x</p>" })).toBe(MSG_EN.excerpt);
    expect(firstMissingEn({ title: "T", excerpt: "E", content: "  " })).toBe(MSG_EN.content);
    expect(firstMissingEn({ title: "T", excerpt: "E", content: "<p>x</p>" })).toBeNull();
    const parsed = PostInputSchema.parse(base);
    expect(parsed).toMatchObject({ statusEn: "same", scheduleLang: "both" });
  });
});

test("firstTooLong: the first body over the limit, with the server's message", () => {
  const body = (n: number) => ({ title: "t", excerpt: "e", content: "a".repeat(n) });
  expect(firstTooLong({ es: body(POST_LIMITS.content), en: body(POST_LIMITS.content) })).toBeNull();
  expect(firstTooLong({ es: body(POST_LIMITS.content + 1), en: body(1) })).toMatch(/^El contenido en español admite como máximo 300,000 caracteres$/);
  expect(firstTooLong({ es: body(1), en: body(POST_LIMITS.content + 1) })).toMatch(/^El contenido en inglés admite/);
  // The same text the server answers.
  const parsed = PostInputSchema.safeParse({ es: body(POST_LIMITS.content + 1), categoryId: 1, intent: "draft" });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues.map((i) => i.message)).toContain(firstTooLong({ es: body(POST_LIMITS.content + 1), en: body(0) }));
});
