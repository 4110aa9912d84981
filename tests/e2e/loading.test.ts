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

/** A context whose page scripts arrive late (a slow phone network), or never. */
async function slowScriptsPage(mode: "slow" | "blocked") {
  const context = await browser.newContext({ locale: "es-MX", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route("**/assets/*.js", async (route) => {
    if (mode === "blocked") return route.abort();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return { context, page };
}
const isHydrated = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const waitHydrated = (page: import("playwright-core").Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test("text typed and boxes ticked before hydration are kept and reach the form's state", async () => {
  const { context, page } = await slowScriptsPage("slow");
  await page.goto(base + "/contacto");
  const form = page.locator("form").filter({ has: page.getByLabel("Nombre completo") });
  await form.getByLabel("Nombre completo").fill("Ana Pérez");
  await form.getByLabel("Correo electrónico").fill("ana@empresa.mx");
  await form.getByLabel(/Acepto/).check();
  expect(await isHydrated(page)).toBe(false);
  await waitHydrated(page);
  // Another field typed after hydration re-renders the form: the early values must be its state, not just DOM text.
  await form.getByLabel("Empresa").fill("ACME");
  await expect.poll(() => form.getByLabel("Nombre completo").inputValue()).toBe("Ana Pérez");
  expect(await form.getByLabel("Correo electrónico").inputValue()).toBe("ana@empresa.mx");
  expect(await form.getByLabel(/Acepto/).isChecked()).toBe(true);
  await context.close();
});

test("a tap on a menu button before hydration is replayed once the page is interactive", async () => {
  const { context, page } = await slowScriptsPage("slow");
  await page.goto(base + "/");
  const button = page.getByRole("banner").getByRole("button", { name: "Productos" });
  await button.click();
  expect(await isHydrated(page)).toBe(false);
  await waitHydrated(page);
  await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
  await context.close();
});

test("a home category card tapped before hydration still selects the category on the products page", async () => {
  const { context, page } = await slowScriptsPage("slow");
  await page.goto(base + "/");
  await page.locator('[data-category="esd"]').click();
  expect(await isHydrated(page)).toBe(false);
  await page.waitForURL(/\/productos$/);
  await expect.poll(() => page.locator('[aria-pressed="true"]').allTextContents()).toEqual(["ESD"]);
  await context.close();
});

test("with scripts blocked, a held link is followed as a plain link", async () => {
  const { context, page } = await slowScriptsPage("blocked");
  await page.goto(base + "/");
  await page.locator('[data-category="esd"]').click();
  await page.waitForURL(/\/productos$/, { timeout: 10_000 });
  await context.close();
});
