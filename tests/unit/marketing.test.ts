import { expect, test } from "vitest";
import { categories, PRODUCT_IDS, products, productsInCategory } from "~/content/catalogue";
import { unknownTokens } from "~/content/tokens";
import { initialContactMessage } from "~/contact/contact-message.server";
import { IMAGE_SETS, imageSrcSet } from "~/content/images";
import { PAGES } from "~/i18n/paths";
import { renderRobots, renderSitemap, staticSitemapEntries } from "~/platform/sitemap";
import { breadcrumbLd, organizationLd, productLd, serializeJsonLd } from "~/platform/structured-data";

const ORIGIN = "https://ardentia.example";

test("JSON-LD is serialised with '<' escaped so it cannot close its script element", () => {
  const json = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script> & <!--" });
  expect(json).not.toContain("<");
  expect(JSON.parse(json)).toEqual({ "@type": "Thing", name: "</script><script>alert(1)</script> & <!--" });
});

test("the organization is an Organization and LocalBusiness with address and opening hours", () => {
  const org = organizationLd("es", ORIGIN);
  expect(org["@type"]).toEqual(["Organization", "LocalBusiness"]);
  expect(org.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "MX", postalCode: "66600" });
  expect(org.openingHoursSpecification).toEqual([
    expect.objectContaining({ opens: "08:00", closes: "18:00", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] }),
  ]);
});

test("breadcrumb and product structured data use absolute URLs", () => {
  const crumbs = breadcrumbLd([{ name: "Inicio", path: "/" }, { name: "Productos", path: "/productos" }], ORIGIN);
  expect(crumbs.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Inicio", item: `${ORIGIN}/` },
    { "@type": "ListItem", position: 2, name: "Productos", item: `${ORIGIN}/productos` },
  ]);
  const product = productLd({ id: "x", name: "X", description: "d", category: "c", image: "/images/products/x.webp", url: "/productos" }, ORIGIN);
  expect(product).toMatchObject({ "@type": "Product", image: `${ORIGIN}/images/products/x.webp`, url: `${ORIGIN}/productos#x` });
});

test("responsive srcset lists the variants and the full-size file", () => {
  expect(imageSrcSet("/images/categories/mro.webp", IMAGE_SETS.category)).toBe(
    "/images/categories/mro-400.webp 400w, /images/categories/mro-800.webp 800w, /images/categories/mro.webp 1200w",
  );
  expect(imageSrcSet("/images/products/red-glue.webp", IMAGE_SETS.product)).toBe("/images/products/red-glue-400.webp 400w, /images/products/red-glue.webp 800w");
});

test("the sitemap lists every public page and category page in both languages with hreflang alternates", () => {
  const entries = staticSitemapEntries(ORIGIN);
  const locs = entries.map((e) => e.loc);
  for (const page of Object.values(PAGES)) {
    if (page.es === page.en) {
      expect(locs).toContain(`${ORIGIN}${page.es === "/" ? "/" : page.es}?lang=es`);
      expect(locs).toContain(`${ORIGIN}${page.es === "/" ? "/" : page.es}?lang=en`);
    } else {
      expect(locs).toContain(`${ORIGIN}${page.es}`);
      expect(locs).toContain(`${ORIGIN}${page.en}`);
    }
  }
  expect(locs).toContain(`${ORIGIN}/productos/esd`);
  expect(locs).toContain(`${ORIGIN}/products/esd`);
  expect(new Set(locs).size).toBe(locs.length);
  for (const entry of entries) expect(entry.alternates.map((a) => a.hreflang)).toEqual(["es", "en", "x-default"]);
  const xml = renderSitemap(entries);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/nosotros"/>`);
  expect(renderSitemap([{ loc: `${ORIGIN}/a?x=1&y=<2>`, alternates: [] }])).toContain(`<loc>${ORIGIN}/a?x=1&amp;y=&lt;2&gt;</loc>`);
});

test("robots.txt disallows the admin and points to the sitemap", () => {
  const robots = renderRobots(ORIGIN);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/vista-previa\/$/m);
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test("quote, sheet and service links become the contact form's first message", () => {
  expect(initialContactMessage(new URLSearchParams("product=thermocouples"), "es")).toContain("Termopares para perfilado térmico");
  expect(initialContactMessage(new URLSearchParams("product=thermocouples"), "en")).toContain("Thermal profiling thermocouples");
  expect(initialContactMessage(new URLSearchParams("sheet=isopropyl-alcohol"), "en")).toMatch(/technical documentation for: Isopropyl alcohol/);
  expect(initialContactMessage(new URLSearchParams("service=consulting"), "es")).toMatch(/^Hola, me gustaría recibir información sobre consultoría de procesos\. /);
  expect(initialContactMessage(new URLSearchParams("service=fieldServices"), "es")).toMatch(/^Hola, me gustaría recibir información sobre servicios en campo\. /);
  expect(initialContactMessage(new URLSearchParams("service=fieldServices"), "en")).toMatch(/^Hello, I would like information about field services\. /);
  expect(initialContactMessage(new URLSearchParams("service=training"), "en")).toMatch(/^Hello, I would like information about training\. /);
  expect(initialContactMessage(new URLSearchParams("product=<script>"), "es")).toBe("");
  expect(initialContactMessage(new URLSearchParams(""), "es")).toBe("");
});

test("the catalogue has every product once, each with an image and features in both languages", () => {
  expect(products.map((p) => p.id)).toEqual([...PRODUCT_IDS]);
  expect(categories.map((c) => c.id)).toEqual(["mro", "esd", "solder", "machines", "laser", "tooling"]);
  expect(productsInCategory("mro")).toHaveLength(5);
  expect(productsInCategory("tooling")).toHaveLength(4);
  for (const p of products) {
    expect(p.image).toBe(`/images/products/${p.id}.webp`);
    expect(p.features.length).toBeGreaterThan(2);
    for (const text of [p.title, p.description, ...p.features]) expect(unknownTokens(text.es + text.en)).toEqual([]);
  }
  const titles = products.map((p) => p.title.es);
  expect(new Set(titles).size).toBe(titles.length);
});

test("the key product facts (lengths, temperatures, purity) are stated", () => {
  const all = JSON.stringify(products);
  for (const fact of ["1, 2 y 3 m", "220 °C", "260 °C", "480 °C", "99.9%"]) expect(all).toContain(fact);
});
