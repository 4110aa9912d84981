/**
 * Zero axe violations (WCAG 2.0/2.1/2.2 A and AA tags) on every public route in both languages
 * at one width, on the whole page (header and footer included). Reduced motion is on, so every
 * section is visible at once and its contrast is checked. Each page must also declare its
 * language.
 */
import { expect, inject, test } from "vitest";
import { axeViolations } from "./axe";
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

  test.each(routes)(`$path has no axe violations at ${width} px`, async ({ path, lang }) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, locale: lang === "es" ? "es-MX" : "en-US", reducedMotion: "reduce" });
    try {
      const page = await context.newPage();
      await page.goto(base + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
