/**
 * Scheduled publishing in Chromium: a post scheduled from the editor (Monterrey time, a few seconds
 * ahead) shows as «Programado» with its time on the dashboard, is not public before its time, and
 * appears on the blog (whose page was cached before) once the time has come; a past time is refused
 * with the offer to publish now; «Cancelar programación» turns it back into a draft. The schedule
 * panel is axe-clean.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { utcToMonterreyInput } from "~/blog/schedule";
import { adminSession, gotoAdmin, toastIn } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const until = (fn: () => Promise<number>, timeout = 45_000) => expect.poll(fn, { timeout, interval: 200 });


describe("scheduled publishing from the editor", { timeout: 180_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    ({ context, page } = await adminSession(browser(), base, { email: inject("adminEmail"), password: inject("adminPassword") }));
  });
  afterAll(async () => {
    await context?.close();
  });

  async function newPost(title: string) {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    await page.getByLabel("Título *").fill(title);
    await page.getByLabel("Resumen *").fill("Un post que se publica solo a su hora.");
    await page.getByLabel("Contenido (HTML) *").fill("<p>Contenido programado.</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Soldadura" });
    return page.getByLabel("Slug (URL)").inputValue();
  }

  test("a past time is refused with the offer to publish now; nothing is saved", async () => {
    await newPost(`Fecha pasada ${stamp}`);
    await page.getByLabel(/Fecha y hora/).fill(utcToMonterreyInput(new Date(Date.now() - 3_600_000)));
    await page.getByRole("button", { name: "Programar", exact: true }).click();
    await until(() => toastIn(page, "La fecha ya pasó: elige una fecha futura, o usa «Publicar» para publicar ahora").count()).toBe(1);
    expect(page.url()).toMatch(/\/admin\/posts\/new$/);
    // The next attempt closes the last one's warning at once (within its own 4 s).
    await page.getByLabel(/Fecha y hora/).fill("");
    await page.getByRole("button", { name: "Programar", exact: true }).click();
    await until(() => toastIn(page, "Elige la fecha y la hora de publicación").count()).toBe(1);
    expect(await toastIn(page, "La fecha ya pasó").count()).toBe(0);
    expect(page.url()).toMatch(/\/admin\/posts\/new$/);
  });

  test("scheduled a few seconds ahead: «Programado» with its time on the dashboard, private until then, then on the blog", async () => {
    const title = `Programado ${stamp}`;
    const slug = await newPost(title);
    // The blog list is cached before the publication; the publication must empty the cache.
    expect(await (await fetch(`${base}/blog`)).text()).not.toContain(title);
    const at = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
    await page.getByLabel(/Fecha y hora/).fill(utcToMonterreyInput(at, { seconds: true }));
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Programar", exact: true }).click();
    await until(() => toastIn(page, /Publicación programada para el .* \(hora de Monterrey\)/).count()).toBe(1);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    // Private before its time (checked first: the screenshots and axe runs below take a while).
    expect((await fetch(`${base}/blog/${slug}`)).status).toBe(404);
    expect(Date.now()).toBeLessThan(at.getTime());
    const row = page.getByRole("row").filter({ hasText: title });
    await until(() => row.getByText("Programado", { exact: true }).count()).toBe(1);
    expect(await row.locator("time").getAttribute("datetime")).toBe(at.toISOString());
    const card = page.getByRole("region", { name: "Estadísticas" }).getByText("Programados");
    expect(await card.count()).toBe(1);
    await page.screenshot({ path: path.join(shotsDir, "dashboard-scheduled-1280.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);

    // The editor shows the time and offers to change or cancel it.
    await row.getByRole("link", { name: /Editar/ }).click();
    await page.getByTestId("scheduled-for").waitFor();
    expect(await page.getByRole("button", { name: "Cancelar programación" }).count()).toBe(1);
    await page.screenshot({ path: path.join(shotsDir, "editor-scheduled-1280.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);

    // After the time: public, and on the (previously cached) blog list.
    await until(async () => (await fetch(`${base}/blog/${slug}`)).status, at.getTime() - Date.now() + 30_000).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await (await fetch(`${base}/blog`)).text()).toContain(title);
  });

  test("«Cancelar programación» makes it a draft again", async () => {
    const title = `Cancelado ${stamp}`;
    const slug = await newPost(title);
    await page.getByLabel(/Fecha y hora/).fill(utcToMonterreyInput(new Date(Date.now() + 3_600_000)));
    await page.getByRole("button", { name: "Programar", exact: true }).click();
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: /Editar/ }).click();
    await page.getByRole("button", { name: "Cancelar programación" }).click();
    await until(() => toastIn(page, "Programación cancelada").count()).toBe(1);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    await until(() => page.getByRole("row").filter({ hasText: title }).getByText("Borrador", { exact: true }).count()).toBe(1);
    expect((await fetch(`${base}/blog/${slug}`)).status).toBe(404);
  });
});
