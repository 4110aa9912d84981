/** Zero axe violations (WCAG 2.2 AA tags) on every public route in both languages at one width. */
import { expect, inject, test } from "vitest";
import { axeViolations } from "./axe";
import { useBrowser } from "./browser";
import { publicRoutes } from "./routes";

export function axeSuite(width: number) {
  const base = inject("baseURL");
  const browser = useBrowser();
  const routes = [...publicRoutes().map((r) => r.path), "/no-existe", "/no-existe?lang=en", "/admin/login"];

  test.each(routes)(`%s has no axe violations at ${width} px`, async (path) => {
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(base + path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}
