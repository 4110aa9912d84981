/**
 * The sanitiser's output for ≥ 50 XSS vectors, loaded into Chromium with no CSP at all (so only
 * the sanitiser stands in the way): no dialog opens and no injected script runs, even when every
 * element receives mouse, focus and click events. A control shows the harness catches a payload.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sanitizePostHtml } from "~/blog/sanitize-html";
import { launchBrowser } from "../helpers/browser";
import { XSS_VECTORS } from "../helpers/xss-corpus";

let browser: Browser;
let page: Page;
const dialogs: Array<string> = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ offline: true });
  page = await context.newPage();
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
});
afterAll(async () => {
  await browser?.close();
});

async function ran(html: string): Promise<{ xss: number; dialogs: number }> {
  dialogs.length = 0;
  await page.goto("about:blank"); // a fresh window: no globals left from the previous vector
  await page.setContent(`<!doctype html><html><body><main>${html}</main></body></html>`, { waitUntil: "load" });
  await page.evaluate(async () => {
    for (const el of Array.from(document.querySelectorAll("main *"))) {
      for (const type of ["mouseover", "mouseenter", "focus", "click", "animationstart", "toggle"]) {
        el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  });
  const xss = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
  return { xss, dialogs: dialogs.length };
}

test("control: the harness detects an unsanitised payload", async () => {
  expect(await ran(`<img src="data:," onerror="window.__xss=(window.__xss||0)+1">`)).toEqual({ xss: 1, dialogs: 0 });
  expect((await ran(`<img src="data:," onerror="alert(1)">`)).dialogs).toBe(1);
});

test(`none of the ${XSS_VECTORS.length} vectors executes after sanitising`, async () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
  const executed: Array<string> = [];
  for (const vector of XSS_VECTORS) {
    const result = await ran(sanitizePostHtml(vector));
    if (result.xss || result.dialogs) executed.push(vector);
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>("main a[href]")).map((a) => new URL(a.getAttribute("href") ?? "", "https://base.test/").protocol),
    );
    for (const protocol of links) expect(["http:", "https:", "mailto:", "tel:"]).toContain(protocol);
  }
  expect(executed).toEqual([]);
});

test("all vectors at once, as one post body", async () => {
  expect(await ran(sanitizePostHtml(XSS_VECTORS.join("\n")))).toEqual({ xss: 0, dialogs: 0 });
});
