/** Public pages show first and load their scripts after the `load` event (ADR 0011); the admin does not wait. */
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../helpers/browser";

const base = inject("baseURL");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each(["/", "/productos", "/contacto", "/blog?lang=en", "/services"])("%s: no script is fetched before the page has loaded", async (path) => {
  const html = await (await fetch(base + path)).text();
  expect(html).not.toContain('rel="modulepreload"');
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType("resource").filter((r) => /\/assets\/.+\.js$/.test(r.name));
    return { loadEventStart: nav.loadEventStart, scripts: scripts.map((s) => ({ name: s.name, startTime: s.startTime })) };
  });
  // The page hydrated, so its modules were fetched — all of them after the load event.
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.loadEventStart);
  await context.close();
});

test("the admin hydrates at once: its modules are preloaded from the head", async () => {
  const html = await (await fetch(base + "/admin/login")).text();
  expect(html).toContain('rel="modulepreload"');
});
