/**
 * Pages kept open across the tests of a file, one per kind of visitor (language, width,
 * JavaScript…): a test that only reads what a page shows navigates the page of its kind instead of
 * opening a browser context of its own. Chromium spends 1.5–2 CPU-seconds on a navigation in an
 * open page, and 3.5–4 on a new context's first page (a new renderer process, its first frames):
 * on CI's two cores, the e2e suite is bound by that.
 *
 * Only for tests that leave nothing a later test could see: no consent given, no form sent, no
 * cookie or storage set, no route intercepted. Those open a context of their own.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach } from "vitest";

export type PooledPage = {
  page: Page;
  /** The uncaught errors of the page's scripts since this visit began. */
  errors: Array<string>;
};

/**
 * Returns `visit(kind)`: the open page for that kind of visitor, made the first time by
 * `newContext(kind)` (a kind is compared by its JSON). Every page is closed after the file's tests.
 */
export function usePagePool<Kind extends object>(newContext: (kind: Kind) => Promise<BrowserContext>): (kind: Kind) => Promise<PooledPage> {
  const pages = new Map<string, Page>();
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
    pages.clear();
  });
  // A page left on the home page's looping video would decode it through the next tests.
  afterEach(async () => {
    for (const page of pages.values()) await page.evaluate(() => document.querySelectorAll("video").forEach((video) => video.pause())).catch(() => {});
  });
  return async (kind) => {
    const key = JSON.stringify(kind);
    let page = pages.get(key);
    if (!page || page.isClosed()) {
      page = await (await newContext(kind)).newPage();
      pages.set(key, page);
    }
    page.removeAllListeners("pageerror");
    const errors: Array<string> = [];
    page.on("pageerror", (error) => errors.push(error.message));
    return { page, errors };
  };
}
