/** Shared helpers for the marketing end-to-end tests: one browser per file, a context per language. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { usePagePool } from "../helpers/pages";

export type Lang = "es" | "en";

type Visitor = { lang: Lang; width?: number; reducedMotion?: "reduce" | "no-preference" };

/** A context whose Accept-Language is the page's language (the server resolves the language from it). */
function visitorContext(browser: Browser, baseURL: string, options: Visitor): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: options.lang === "es" ? "es-MX" : "en-US",
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
}

/** A page in a context of its own, opened at `path` and hydrated. */
export async function openPage(browser: Browser, baseURL: string, path: string, options: Visitor): Promise<{ context: BrowserContext; page: Page }> {
  const context = await visitorContext(browser, baseURL, options);
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return { context, page };
}

/**
 * For tests that leave nothing behind: `visit(path, visitor)` navigates the open page of that kind
 * of visitor to `path` and waits for hydration (tests/helpers/pages.ts).
 */
export function useVisitorPages(browser: () => Browser, baseURL: string): (path: string, options: Visitor) => Promise<Page> {
  const pages = usePagePool((kind: Required<Visitor>) => visitorContext(browser(), baseURL, kind));
  return async (path, options) => {
    const { page } = await pages({ lang: options.lang, width: options.width ?? 1280, reducedMotion: options.reducedMotion ?? "no-preference" });
    await page.goto(path);
    await waitForHydration(page);
    return page;
  };
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
