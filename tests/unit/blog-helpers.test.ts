import { describe, expect, test } from "vitest";
import { imageView } from "~/blog/images";
import { pageCount, pageItems } from "~/blog/pagination";
import { blogSearchString, normalizeSearch, parseBlogQuery, withCategory, withPage, withSearch } from "~/blog/params";
import { readingTimeMinutes, textLength } from "~/blog/reading-time";
import { searchWords, toTsQuery } from "~/blog/search-query";
import { lookupSlug } from "~/blog/slug";

describe("pagination (up to 5 pages all; else ellipses)", () => {
  test.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])("current %i of %i shows every page", (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  test.each([
    // current ≤ 3: pages 1–4, then the last
    [1, 6, [1, 2, 3, 4, "ellipsis-end", 6]],
    [2, 10, [1, 2, 3, 4, "ellipsis-end", 10]],
    [3, 10, [1, 2, 3, 4, "ellipsis-end", 10]],
    // near the end: the first, then the last 4
    [10, 10, [1, "ellipsis-start", 7, 8, 9, 10]],
    [9, 10, [1, "ellipsis-start", 7, 8, 9, 10]],
    [8, 10, [1, "ellipsis-start", 7, 8, 9, 10]],
    [4, 6, [1, "ellipsis-start", 3, 4, 5, 6]],
    [6, 6, [1, "ellipsis-start", 3, 4, 5, 6]],
    // middle: first, current−1…current+1, last
    [4, 10, [1, "ellipsis-start", 3, 4, 5, "ellipsis-end", 10]],
    [5, 10, [1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]],
    [7, 10, [1, "ellipsis-start", 6, 7, 8, "ellipsis-end", 10]],
    [4, 7, [1, "ellipsis-start", 3, 4, 5, "ellipsis-end", 7]],
    [50, 100, [1, "ellipsis-start", 49, 50, 51, "ellipsis-end", 100]],
  ])("current %i of %i", (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  test("no pages, and out-of-range current values are clamped", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(99, 10)).toEqual([1, "ellipsis-start", 7, 8, 9, 10]);
    expect(pageItems(-5, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
  });

  test("page count", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(14, 6)).toBe(3);
  });
});

describe("reading time = max(1, ceil(characters / 1000))", () => {
  test.each([
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [2500, 3],
    [10_000, 10],
    [Number.NaN, 1],
    [-20, 1],
  ])("%i characters → %i min", (chars, minutes) => {
    expect(readingTimeMinutes(chars)).toBe(minutes);
  });

  test("characters are counted on the text, not the markup", () => {
    expect(textLength("<p>Hola   <strong>mundo</strong></p>\n<p>x</p>")).toBe("Hola mundo x".length);
    expect(readingTimeMinutes(textLength(`<p>${"a".repeat(1500)}</p>`))).toBe(2);
  });
});

describe("query parameters", () => {
  const known = ["soldadura", "esd", "procesos", "investigacion", "casos-estudio"];
  const parse = (qs: string) => parseBlogQuery(new URLSearchParams(qs), known);

  test("defaults", () => {
    expect(parse("")).toEqual({ page: 1, category: null, search: null });
  });
  test("valid values", () => {
    expect(parse("page=3&category=esd&search=reflujo")).toEqual({ page: 3, category: "esd", search: "reflujo" });
    expect(parse("category=ESD")).toMatchObject({ category: "esd" });
  });
  test.each(["page=0", "page=-2", "page=abc", "page=1.5", "page=", "page=9999999999", "page=%00"])("malformed page falls back to 1: %s", (qs) => {
    expect(parse(qs).page).toBe(1);
  });
  test("unknown or malformed categories are ignored", () => {
    expect(parse("category=nope").category).toBeNull();
    expect(parse("category=../../etc").category).toBeNull();
    expect(parse("category=").category).toBeNull();
    expect(parseBlogQuery(new URLSearchParams("category=nueva"))).toMatchObject({ category: "nueva" });
  });
  test("search is trimmed, collapsed, stripped of control characters and capped", () => {
    expect(parse("search=%20%20perfil%20%20de%0Areflujo%20").search).toBe("perfil de reflujo");
    expect(parse("search=%20%20").search).toBeNull();
    expect(normalizeSearch("x".repeat(500))).toHaveLength(100);
    expect(normalizeSearch(null)).toBeNull();
  });
  test("links: category and search reset the rest, paging keeps the filters", () => {
    expect(withCategory("esd")).toBe("?category=esd");
    expect(withCategory(null)).toBe("");
    expect(withSearch("pasta de soldadura")).toBe("?search=pasta+de+soldadura");
    expect(withPage({ page: 1, category: "esd", search: null }, 2)).toBe("?category=esd&page=2");
    expect(withPage({ page: 3, category: null, search: "voids" }, 1)).toBe("?search=voids");
    expect(blogSearchString({})).toBe("");
  });
});

describe("slug lookup", () => {
  test.each([
    ["perfil-de-reflujo", "perfil-de-reflujo"],
    ["Perfil-De-Reflujo", "perfil-de-reflujo"],
    ["perfil-de-reflujo/", "perfil-de-reflujo"],
    ["caso-938-a-989", "caso-938-a-989"],
  ])("%s → %s", (raw, slug) => {
    expect(lookupSlug(raw)).toBe(slug);
  });
  test.each([undefined, "", "-inicio", "fin-", "doble--guion", "con espacio", "acentuación", "x".repeat(101), "a/b", "%E0%A4%A", "<script>"])(
    "%s cannot name a post",
    (raw) => {
      expect(lookupSlug(raw)).toBeNull();
    },
  );
});

describe("search query", () => {
  test("words become quoted prefix terms joined by AND", () => {
    expect(toTsQuery("Pasta de soldadura")).toBe("'pasta':* & 'de' & 'soldadura':*");
    expect(toTsQuery("soldádura")).toBe("'soldádura':*");
  });
  test("syntax characters never reach the query", () => {
    expect(toTsQuery("a & b | !c <-> 'd':*")).toBe("'a' & 'b' & 'c' & 'd'");
    expect(toTsQuery("'); drop table posts; --")).toBe("'drop':* & 'table':* & 'posts':*");
    expect(toTsQuery("   ")).toBeNull();
    expect(toTsQuery("!!!")).toBeNull();
    expect(searchWords("1 2 3 4 5 6 7 8 9 10")).toHaveLength(8);
  });
});

describe("featured images", () => {
  test("demo covers get their 400/800/1200 sources and 16:9 size", () => {
    expect(imageView("/images/blog/esd-2.webp")).toEqual({
      src: "/images/blog/esd-2.webp",
      width: 1200,
      height: 675,
      srcSet: "/images/blog/esd-2-400.webp 400w, /images/blog/esd-2-800.webp 800w, /images/blog/esd-2.webp 1200w",
    });
  });
  test("uploaded images use their stored size and variants", () => {
    expect(imageView("/uploads/a.webp", { width: 1200, height: 800, variants: [{ width: 600, url: "/uploads/a-600.webp" }] })).toEqual({
      src: "/uploads/a.webp",
      width: 1200,
      height: 800,
      srcSet: "/uploads/a-600.webp 600w, /uploads/a.webp 1200w",
    });
    expect(imageView(null)).toBeNull();
  });
});

test("every category accent has its literal Tailwind classes (public pages carry no style attributes)", async () => {
  const { BLOG_CATEGORIES, categoryTone } = await import("~/content/blog-categories");
  for (const category of BLOG_CATEGORIES) {
    const tone = categoryTone(category.color);
    for (const cls of Object.values(tone)) expect(cls, category.slug).toContain(category.color);
  }
  expect(categoryTone("#123456").solid).toBe("bg-[#18304c]");
});
