/** Public pages are documents enhanced by one small script (ADR 0013); nothing done before it runs is lost. */
import { expect, inject, test } from "vitest";
import { es } from "~/i18n/es";
import { useBrowser } from "../helpers/browser";

const base = inject("baseURL");
const browser = useBrowser();

/** The enhancement script and every chunk it can import (statically or on demand), read from the build. */
async function enhancementGraph(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(base + url)).text();
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) queue.push(new URL(m[1]!, base + url).pathname);
  }
  return seen;
}

test.each(["/", "/productos", "/contacto", "/blog?lang=en", "/services"])("%s: only the enhancement script runs, React never loads", async (path) => {
  const html = await (await fetch(base + path)).text();
  expect(html).not.toContain("__reactRouterContext");
  const entry = /<script type="module" src="(\/assets\/enhance-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry, "the page loads the enhancement script").toBeTruthy();
  const allowed = await enhancementGraph(entry!);
  // Only the enhancement script's own chunks are preloaded.
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) expect(allowed).toContain(m[1]);
  const context = await browser().newContext({ locale: "es-MX" });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((r) => /\.js(\?|$)/.test(r.name))
      .map((r) => new URL(r.name).pathname),
  );
  expect(scripts).toContain(entry);
  for (const script of scripts) expect(allowed, `${script} is not part of the enhancement script`).toContain(script);
  await context.close();
});

test("the admin is a React application: its modules are preloaded from the head; its data carries only the texts its browser screens read", async () => {
  const html = await (await fetch(base + "/admin/login")).text();
  expect(html).toContain('rel="modulepreload"');
  expect(html).not.toContain("/assets/enhance-");
  // The root's error and not-found screens can render in the browser (a failed client navigation) ...
  expect(html).toContain(es.errorScreen.unavailableTitle);
  expect(html).toContain(es.notFound.description);
  // ... the public site's texts are not sent: no admin screen reads them.
  expect(html).not.toContain(es.newsletter.description);
  expect(html).not.toContain(es.footer.rights);
});

/**
 * A context whose page scripts arrive late (a slow phone network), or never. "slow" holds every
 * script until the test calls `waitHydrated` (or 30 s pass), so what the test does "before the
 * script" happens before it, however loaded the machine is.
 */
const heldScripts = new WeakMap<import("playwright-core").Page, () => void>();
async function slowScriptsPage(mode: "slow" | "blocked") {
  const context = await browser().newContext({ locale: "es-MX", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  heldScripts.set(page, release);
  await page.route("**/assets/*.js", async (route) => {
    if (mode === "blocked") return route.abort();
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await route.continue();
  });
  return { context, page };
}
/** Opens a page without waiting for its scripts (module scripts hold the `load` event back). */
async function gotoBeforeScripts(page: import("playwright-core").Page, path: string, visible: string) {
  await page.goto(base + path, { waitUntil: "commit" });
  await page.locator(visible).first().waitFor();
}
const isHydrated = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
/** Lets the held scripts arrive, then waits until the page is interactive. */
const waitHydrated = (page: import("playwright-core").Page) => {
  heldScripts.get(page)?.();
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
};

test("text typed and boxes ticked before the script runs are kept and are what it sends", async () => {
  const { context, page } = await slowScriptsPage("slow");
  await gotoBeforeScripts(page, "/contacto", "form");
  const form = page.locator("form").filter({ has: page.getByLabel("Nombre completo") });
  await form.getByLabel("Nombre completo").fill("Ana Pérez");
  await form.getByLabel("Correo electrónico").fill("ana@empresa.mx");
  await form.getByLabel(/Acepto/).check();
  expect(await isHydrated(page)).toBe(false);
  await waitHydrated(page);
  // Fields typed after the script arrived must not reset the early ones, and the early values must be
  // what the script validates and sends (not the values the page was rendered with).
  await form.getByLabel("Empresa").fill("ACME");
  await expect.poll(() => form.getByLabel("Nombre completo").inputValue()).toBe("Ana Pérez");
  expect(await form.getByLabel("Correo electrónico").inputValue()).toBe("ana@empresa.mx");
  expect(await form.getByLabel(/Acepto/).isChecked()).toBe(true);
  await form.getByLabel("Teléfono").fill("+52 81 1234 5678");
  await form.getByRole("textbox", { name: "Mensaje" }).fill("Cotización de pasta de soldadura.");
  const sent: Array<Record<string, unknown>> = [];
  await page.route("**/contacto", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    sent.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? "")));
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: "x" }) });
  });
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await page.getByTestId("contact-success").waitFor();
  expect(sent).toMatchObject([{ name: "Ana Pérez", email: "ana@empresa.mx", company: "ACME" }]);
  await context.close();
});

test("a tap on a menu button before hydration is replayed once the page is interactive", async () => {
  const { context, page } = await slowScriptsPage("slow");
  await gotoBeforeScripts(page, "/", "header button");
  const button = page.getByRole("banner").getByRole("button", { name: "Productos" });
  await button.click();
  expect(await isHydrated(page)).toBe(false);
  await waitHydrated(page);
  await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
  await context.close();
});

test("a home category card tapped before hydration still selects the category on the products page", async () => {
  const { context, page } = await slowScriptsPage("slow");
  await gotoBeforeScripts(page, "/", '[data-category="esd"]');
  await page.locator('[data-category="esd"]').click();
  expect(await isHydrated(page)).toBe(false);
  heldScripts.get(page)?.();
  await page.waitForURL(/\/productos$/);
  // The hand-off presses the division's button before the products page's script marks it interactive.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.locator('[aria-pressed="true"]').allTextContents()).toEqual(["ESD"]);
  await context.close();
});

test("with scripts blocked, a held link is followed as a plain link", async () => {
  const { context, page } = await slowScriptsPage("blocked");
  await gotoBeforeScripts(page, "/", '[data-category="esd"]');
  await page.locator('[data-category="esd"]').click();
  await page.waitForURL(/\/productos$/, { timeout: 10_000 });
  await context.close();
});
