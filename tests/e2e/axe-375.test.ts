/** Zero axe violations (WCAG 2.2 AA tags) on every public route in both languages at 375 px. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { inject } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { axeViolations } from "../helpers/axe";
import { launchBrowser } from "../helpers/browser";
import { publicRoutes } from "../helpers/routes";

const base = inject("baseURL");
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 375, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
});

const routes = [...publicRoutes().map((r) => r.path), "/no-existe", "/no-existe?lang=en", "/admin/login"];

test.each(routes)("%s has no axe violations at 375 px", async (path) => {
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await axeViolations(page)).toEqual([]);
  await page.close();
});
