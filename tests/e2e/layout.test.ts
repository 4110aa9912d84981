/** The shared layout's behaviours in a real browser at 1280 px and 375 px. */
import { expect, test } from "vitest";
import { inject } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/lang";
import { signInAsAdmin } from "../helpers/admin";
import { useBrowser } from "../helpers/browser";
import { usePagePool } from "../helpers/pages";

const base = inject("baseURL");
const browser = useBrowser();

async function open(path: string, width: number, extra: Parameters<Browser["newContext"]>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, locale: "es-MX", ...extra });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return { context, page };
}

/**
 * For the tests that leave nothing behind (no stored language, no resized viewport): the open
 * page of a Spanish-speaking visitor at that width (tests/helpers/pages.ts).
 */
const visit = usePagePool(({ width, reducedMotion }: { width: number; reducedMotion: "reduce" | "no-preference" }) =>
  browser().newContext({ viewport: { width, height: 900 }, locale: "es-MX", reducedMotion }),
);
async function visitPage(path: string, width: number, reducedMotion: "reduce" | "no-preference" = "no-preference"): Promise<Page> {
  const { page } = await visit({ width, reducedMotion });
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page;
}

const expanded = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).getAttribute("aria-expanded");

test("desktop dropdowns: one open at a time, click outside, Escape and navigation close them", async () => {
  const page = await visitPage("/nosotros", 1280);
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await nav.getByRole("button", { name: "Nosotros" }).click();
  expect(await expanded(page, "Nosotros")).toBe("true");
  await nav.getByRole("button", { name: "Productos" }).click();
  expect(await expanded(page, "Productos")).toBe("true");
  expect(await expanded(page, "Nosotros")).toBe("false");
  // Clicking the open one closes it.
  await nav.getByRole("button", { name: "Productos" }).click();
  expect(await expanded(page, "Productos")).toBe("false");
  // Click outside.
  await nav.getByRole("button", { name: "Servicios" }).click();
  await page.mouse.click(640, 700);
  await expect.poll(() => expanded(page, "Servicios")).toBe("false");
  // Keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus.
  await nav.getByRole("button", { name: "Productos" }).focus();
  await page.keyboard.press("Enter");
  expect(await expanded(page, "Productos")).toBe("true");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Productos");
  await page.keyboard.press("Escape");
  expect(await expanded(page, "Productos")).toBe("false");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
  // Navigation closes it.
  await nav.getByRole("button", { name: "Productos" }).click();
  await nav.getByRole("link", { name: "ESD" }).click();
  await page.waitForURL(/\/productos\/esd$/);
  expect(await expanded(page, "Productos")).toBe("false");
});

test("desktop dropdowns close when keyboard focus leaves them, forwards or backwards", async () => {
  const page = await visitPage("/nosotros", 1280);
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await nav.getByRole("button", { name: "Productos" }).focus();
  await page.keyboard.press("Enter");
  expect(await expanded(page, "Productos")).toBe("true");
  const links = await page.locator("[data-dropdown] div[id]:not([hidden]) a").count();
  // Tab through every link of the panel: it stays open; one more Tab leaves it and it closes.
  for (let i = 0; i < links; i++) {
    await page.keyboard.press("Tab");
    expect(await expanded(page, "Productos"), `link ${i + 1}`).toBe("true");
  }
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("[data-dropdown]")?.querySelector("button")?.textContent)).toBe("Servicios");
  expect(await expanded(page, "Productos")).toBe("false");
  // Shift+Tab from the button of an open one to the item before it closes it too.
  await page.keyboard.press("Enter");
  expect(await expanded(page, "Servicios")).toBe("true");
  await page.keyboard.press("Shift+Tab");
  expect(await expanded(page, "Servicios")).toBe("false");
  // A click on the panel's padding (no focusable element) leaves it open.
  await nav.getByRole("button", { name: "Nosotros" }).click();
  const panel = page.locator("[data-dropdown] div[id]:not([hidden])");
  const box = (await panel.boundingBox())!;
  await page.mouse.click(box.x + 3, box.y + 3);
  expect(await expanded(page, "Nosotros")).toBe("true");
});

test("keyboard focus is never hidden under the sticky header or the products filter bar", async () => {
  for (const width of [375, 1280]) {
    for (const path of ["/productos", "/servicios", "/en/blog"]) {
      const page = await visitPage(path, width, "reduce");
      const hidden: Array<string> = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const covered = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body || getComputedStyle(el).position === "fixed") return null;
          let cover = 0;
          for (const bar of document.querySelectorAll("header, [data-category-filter]")) {
            if (bar.contains(el)) return null;
            const rect = bar.getBoundingClientRect();
            if (getComputedStyle(bar).position === "sticky" && rect.top <= 1) cover = Math.max(cover, rect.bottom);
          }
          const top = el.getBoundingClientRect().top;
          return top < cover ? `${el.outerHTML.slice(0, 80)} at ${Math.round(top)} px, under ${Math.round(cover)} px` : null;
        });
        if (covered) hidden.push(covered);
      }
      expect(hidden, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test("the top bar shows e-mail, phone, location and language buttons on large screens only", async () => {
  const wide = await visitPage("/nosotros", 1280);
  await expect.poll(() => wide.getByRole("group", { name: "Idioma" }).first().isVisible()).toBe(true);
  expect(await wide.getByRole("link", { name: /ventas@ardentia\.mx/ }).first().isVisible()).toBe(true);
  const narrow = await visitPage("/nosotros", 375);
  expect(await narrow.locator("header").getByRole("link", { name: /ventas@ardentia\.mx/ }).isVisible()).toBe(false);
});

test("mobile menu: accordion, scroll lock, backdrop, close button, navigation and resize close it", async () => {
  const { context, page } = await open("/", 375);
  const toggle = page.getByRole("button", { name: "Abrir menú" });
  await toggle.click();
  const dialog = page.getByRole("dialog", { name: "Navegación principal" });
  expect(await dialog.isVisible()).toBe(true);
  // The panel covers the screen's full height (nothing may become its containing block but the viewport).
  expect((await dialog.boundingBox())?.height).toBe(900);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  // Accordion: one section at a time; clicking the open one closes it.
  await dialog.getByRole("button", { name: "Nosotros" }).click();
  await dialog.getByRole("button", { name: "Productos" }).click();
  expect(await dialog.getByRole("button", { name: "Productos" }).getAttribute("aria-expanded")).toBe("true");
  expect(await dialog.getByRole("button", { name: "Nosotros" }).getAttribute("aria-expanded")).toBe("false");
  await dialog.getByRole("button", { name: "Productos" }).click();
  expect(await dialog.getByRole("button", { name: "Productos" }).getAttribute("aria-expanded")).toBe("false");
  // Backdrop.
  await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 5, y: 5 } });
  expect(await dialog.isVisible()).toBe(false);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  // Close button and Escape.
  await toggle.click();
  await dialog.getByRole("button", { name: "Cerrar menú" }).click();
  expect(await dialog.isVisible()).toBe(false);
  await toggle.click();
  // Opening moves focus into the menu; closing gives it back to the menu button.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Cerrar menú");
  await page.keyboard.press("Escape");
  expect(await dialog.isVisible()).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menú");
  // Navigation.
  await toggle.click();
  await dialog.getByRole("link", { name: "Blog" }).click();
  await page.waitForURL(/\/blog$/);
  await expect.poll(() => dialog.isVisible()).toBe(false);
  // Resize to desktop.
  await toggle.click();
  expect(await dialog.isVisible()).toBe(true);
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await context.close();
});

test("the language switch saves the choice across reloads and pages; ?lang= overrides it", async () => {
  const { context, page } = await open("/nosotros", 1280, { locale: "es-MX" });
  expect(await page.getAttribute("html", "lang")).toBe("es");
  await page.getByRole("group", { name: "Idioma" }).first().getByRole("link", { name: /English/ }).click();
  await page.waitForURL(/\/about\?lang=en$/);
  expect(await page.getAttribute("html", "lang")).toBe("en");
  expect(await page.locator("h1").textContent()).toBe("Electronics assembly specialists since 2005");
  await page.reload();
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("en");
  await page.goto(base + "/servicios");
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await page.goto(base + "/servicios?lang=es");
  expect(await page.getAttribute("html", "lang")).toBe("es");
  await page.goto(base + "/about");
  expect(await page.getAttribute("html", "lang")).toBe("es");
  // Links follow the current language's paths.
  expect(await page.locator("footer").getByRole("link", { name: "Aviso de privacidad" }).getAttribute("href")).toBe("/aviso-de-privacidad");
  await context.close();
});

test("a browser in neither language reading /about in English keeps English on the shared pages it opens next (/, /blog, a post)", async () => {
  const { context, page } = await open("/about", 1280, { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Blog", exact: true }).click();
  await page.waitForURL(/\/blog$/);
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await page.locator("main article h2 a").first().click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await page.getByRole("link", { name: /Ardentia — / }).first().click();
  await page.waitForURL(new RegExp(`^${base}/$`));
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await context.close();
});

test("the scroll-to-top button appears after 100 px", async () => {
  const { context, page } = await open("/nosotros", 1280);
  await page.setViewportSize({ width: 1280, height: 320 });
  const button = page.getByRole("button", { name: "Volver arriba" });
  expect(await button.count()).toBe(0);
  // The visitor has scrolled down (at once: the page's smooth scrolling would still be running
  // when the button is clicked on a busy machine, and two animations would overlap).
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect.poll(() => button.count()).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The focus went to the top too (the skip link, shown with its padding), not to <body>.
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return { skip: el.hasAttribute("data-skip-link"), padding: getComputedStyle(el).paddingLeft };
  });
  expect(focused).toEqual({ skip: true, padding: "16px" });
  await context.close();
});

test("a public page is a document: links load the next page without React, the admin is a React application", async () => {
  const page = await visitPage("/", 1280);
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  // One module script (the enhancement script), no React Router boot data.
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/assets\/enhance-[\w-]+\.js$/);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const firstDocument = await page.evaluate(() => performance.timeOrigin);
  await page.locator("footer").getByRole("link", { name: "Términos de uso" }).click();
  await page.waitForURL(/terminos/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(firstDocument);
});

test("admin: a slow client navigation shows the loading bar", async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: "es-MX" });
  const page = await context.newPage();
  await signInAsAdmin(page, base, inject("adminEmail"), inject("adminPassword"));
  await page.route("**/admin/messages.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.getByRole("link", { name: "Mensajes" }).first().click();
  await expect.poll(() => page.getByTestId("navigation-progress").count(), { timeout: 2500 }).toBe(1);
  await page.waitForURL(/\/admin\/messages$/);
  await expect.poll(() => page.getByTestId("navigation-progress").count()).toBe(0);
  await context.close();
});

test("admin: an unknown admin address (and a missing message) answers 404 with the not-found screen and hydrates without an error", async () => {
  const res = await fetch(base + "/admin/no-existe", { headers: { "accept-language": "en-US" } });
  expect(res.status).toBe(404);
  expect(res.headers.get("cache-control")).toContain("no-store");
  // The admin is in Spanish only, whatever the browser prefers.
  const html = await res.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain("Página no encontrada");
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  const errors: Array<string> = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The document's own 404 is logged by the browser as a failed resource; anything else is an error of the page.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  await page.goto(base + "/admin/no-existe");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.locator("h1").textContent()).toBe("Página no encontrada");
  expect(await page.title()).toBe("Página no encontrada | Admin Ardentia");
  // A missing message is shown by the root's error boundary: that document hydrates too.
  await signInAsAdmin(page, base, inject("adminEmail"), inject("adminPassword"));
  const missing = await page.goto(base + "/admin/messages/00000000-0000-0000-0000-000000000000");
  expect(missing?.status()).toBe(404);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.locator("h1").textContent()).toBe("Página no encontrada");
  expect(errors).toEqual([]);
  await context.close();
});

test("admin: a failing screen shows the error screen with a reload link", async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: "es-MX" });
  const page = await context.newPage();
  await signInAsAdmin(page, base, inject("adminEmail"), inject("adminPassword"));
  // The server answers a failing loader with this sanitised error (React Router single fetch).
  await page.route("**/admin/messages.data*", (route) =>
    route.fulfill({
      status: 500,
      headers: { "content-type": "text/x-script", "x-remix-response": "yes" },
      body: '[{"_1":2},"routes/admin/messages",{"_3":4},"error",["SanitizedError","Error","Unexpected Server Error"]]',
    }),
  );
  await page.getByRole("link", { name: "Mensajes" }).first().click();
  const reload = page.getByRole("link", { name: "Recargar la página" });
  await expect.poll(() => reload.count(), { timeout: 5000 }).toBe(1);
  expect(await page.locator("h1").textContent()).toBe("Algo salió mal");
  await page.unroute("**/admin/messages.data*");
  await reload.click();
  await page.waitForURL(/\/admin\/messages$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).not.toBe("Algo salió mal");
  await context.close();
});
