/** Shared helpers for the marketing end-to-end tests: one browser per file, a context per language. */
import type { Browser, BrowserContext, Page } from "playwright-core";

export type Lang = "es" | "en";

/** A context whose Accept-Language is the page's language (the server resolves the language from it). */
export async function openPage(
  browser: Browser,
  baseURL: string,
  path: string,
  options: { lang: Lang; width?: number; reducedMotion?: "reduce" | "no-preference" },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: options.lang === "es" ? "es-MX" : "en-US",
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return { context, page };
}

/** The JSON-LD objects of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Every @type in a JSON-LD tree (nested ones included). */
export function ldTypes(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) ldTypes(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "@type") for (const t of [v].flat()) found.add(String(t));
      else ldTypes(v, found);
    }
  }
  return found;
}

/** Clicks before hydration would be plain document navigations: wait for the app to take over. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
