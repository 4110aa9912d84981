/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) on every marketing page, in Spanish and English, at 375 and
 * 1280 px. The shared header and footer are checked in full on the home page; on the other pages
 * the run covers `main` (what this page adds), which keeps the suite fast.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, inject, test } from "vitest";
import { useBrowser } from "../helpers/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const PAGES = {
  es: ["/", "/nosotros", "/servicios", "/productos", "/productos/machines", "/contacto?product=red-glue", "/fichas-tecnicas", "/aviso-de-privacidad", "/terminos", "/politica-de-cookies"],
  en: ["/", "/about", "/services", "/products", "/products/laser", "/contact", "/technical-sheets", "/privacy", "/terms", "/cookies"],
} as const;

const CASES = ([375, 1280] as const).flatMap((width) => (["es", "en"] as const).flatMap((lang) => PAGES[lang].map((path) => ({ width, lang, path }))));

test.each(CASES)("axe: $path ($lang, $width px)", { timeout: 120_000 }, async ({ width, lang, path }) => {
  // Reduced motion: everything is visible at once, so contrast is checked on every section.
  const context = await browser().newContext({
    baseURL,
    locale: lang === "es" ? "es-MX" : "en-US",
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
    if (path !== "/") axe = axe.include("main");
    const result = await axe.analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
