/**
 * Zero axe violations (WCAG 2.0/2.1/2.2 A and AA tags) on every public route in both languages
 * at one width, on the whole page (header and footer included). Reduced motion is on, so every
 * section is visible at once and its contrast is checked. Each page must also declare its
 * language.
 *
 * The routes of a language are visited in turn by one page of one browser context (a visitor
 * browsing the site, consent banner still unanswered), which loads axe with each document: a new
 * context, and axe sent, per route took three times as long for the same checks.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { AXE_SOURCE, axeViolations } from "./axe";
import { useBrowser } from "./browser";
import { publicRoutes } from "./routes";

export function axeSuite(width: number) {
  const base = inject("baseURL");
  const browser = useBrowser();
  const routes = [
    ...publicRoutes(),
    { path: "/contacto?product=red-glue", lang: "es" as const },
    { path: "/no-existe", lang: "es" as const },
    { path: "/no-existe?lang=en", lang: "en" as const },
    { path: "/admin/login", lang: "es" as const },
  ];

  const pages = new Map<"es" | "en", Page>();
  beforeAll(async () => {
    for (const lang of ["es", "en"] as const) {
      const context = await browser().newContext({ viewport: { width, height: 900 }, locale: lang === "es" ? "es-MX" : "en-US", reducedMotion: "reduce" });
      await context.addInitScript(AXE_SOURCE);
      pages.set(lang, await context.newPage());
    }
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
  });

  test.each(routes)(`$path has no axe violations at ${width} px`, async ({ path, lang }) => {
    const page = pages.get(lang)!;
    await page.goto(base + path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await axeViolations(page)).toEqual([]);
  });
}
