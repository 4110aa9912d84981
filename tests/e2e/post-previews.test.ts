/**
 * Preview links in Chromium: «Compartir vista previa» in the editor gives a link that a fresh
 * browser (not signed in) opens as the public page will look, under a "not published" banner, in
 * both languages, never indexed or stored; revoked from the editor, the same link answers a
 * translated 404 page at once (it was never cached); a changed token too. Axe-clean, and
 * screenshots at 375 and 1280 px.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { gotoAdmin, signInAsAdmin, toastIn } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "preview");
const browser = useBrowser();
const until = (fn: () => Promise<number>) => expect.poll(fn, { timeout: 45_000, interval: 200 });


describe("preview links", { timeout: 180_000 }, () => {
  let admin: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);
  const titleEs = `Borrador para revisar ${stamp}`;
  const titleEn = `Draft to review ${stamp}`;
  let link = "";

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    admin = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    admin.setDefaultTimeout(60_000);
    await admin.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    page = await admin.newPage();
    await signInAsAdmin(page, base, inject("adminEmail"), inject("adminPassword"));
  });
  afterAll(async () => {
    await admin?.close();
  });

  test("«Compartir vista previa» on a saved draft gives a link, shown once, with a copy button", async () => {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    expect(await page.getByText("Guarda el post para compartir una vista previa.").count()).toBe(1);
    await page.getByLabel("Título *").fill(titleEs);
    await page.getByLabel("Resumen *").fill("Un borrador que el equipo revisa antes de publicarlo.");
    await page.getByLabel("Contenido (HTML) *").fill("<h2>Para revisar</h2><p>Texto en español del borrador.</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Control ESD" });
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByLabel("Título (inglés)").fill(titleEn);
    await page.getByLabel("Resumen (inglés)").fill("A draft the team reviews before publishing it.");
    await page.getByLabel("Contenido en inglés (HTML)").fill("<h2>To review</h2><p>English text of the draft.</p>");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    await page.getByRole("row").filter({ hasText: titleEs }).getByRole("link", { name: /Editar/ }).click();
    await page.getByRole("button", { name: "Compartir vista previa" }).click();
    await until(() => toastIn(page, "Enlace de vista previa creado").count()).toBe(1);
    link = await page.getByLabel(/Enlace \(cópialo ahora/).inputValue();
    expect(link).toMatch(new RegExp(`^${base}/vista-previa/[A-Za-z0-9_-]{43}$`));
    await page.getByRole("button", { name: "Copiar enlace" }).click();
    await until(() => toastIn(page, "Enlace copiado").count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.getByRole("list", { name: "Enlaces de vista previa activos" }).getByRole("listitem").count()).toBe(1);
    await page.screenshot({ path: path.join(shotsDir, "editor-preview-panel-1280.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);
  });

  test("a fresh browser opens it without signing in: the post under a 'not published' banner, in both languages, never indexed or stored", async () => {
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      // A reviewer in Mexico: the browser asks for Spanish.
      const visitor = await browser().newContext({ viewport: { width, height }, locale: "es-MX" });
      const view = await visitor.newPage();
      const res = (await view.goto(link))!;
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(await view.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      expect(await view.getByTestId("preview-banner").textContent()).toContain("Vista previa — no publicado");
      expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe(titleEs);
      expect(await view.locator(".post-body h2").textContent()).toBe("Para revisar");
      await view.screenshot({ path: path.join(shotsDir, `preview-es-${width}.png`), fullPage: true });
      expect(await axe(view)).toEqual([]);
      await view.goto(`${link}?lang=en`);
      expect(await view.getByTestId("preview-banner").textContent()).toContain("Preview — not published");
      expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe(titleEn);
      expect(await view.locator("html").getAttribute("lang")).toBe("en");
      await view.screenshot({ path: path.join(shotsDir, `preview-en-${width}.png`), fullPage: true });
      expect(await axe(view)).toEqual([]);
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await visitor.close();
    }
    // Still private: the draft has no public page.
    expect((await fetch(`${base}/blog/borrador-para-revisar-${stamp}`)).status).toBe(404);
  });

  test("a changed token and a revoked link answer the translated 404 page at once", async () => {
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: "es-MX" });
    const view = await visitor.newPage();
    const token = link.split("/").pop()!;
    const changed = `${base}/vista-previa/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    let res = (await view.goto(changed))!;
    expect(res.status()).toBe(404);
    expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe("Enlace de vista previa no válido");

    // Revoked in the editor, after the visitor had seen it.
    expect((await view.goto(link))!.status()).toBe(200);
    await page.getByRole("button", { name: /^Revocar el enlace/ }).click();
    await until(() => toastIn(page, "Enlace de vista previa revocado").count()).toBe(1);
    await until(() => page.getByRole("list", { name: "Enlaces de vista previa activos" }).count()).toBe(0);
    res = (await view.goto(link))!;
    expect(res.status()).toBe(404);
    expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe("Enlace de vista previa no válido");
    await view.screenshot({ path: path.join(shotsDir, "revoked-es-1280.png"), fullPage: true });
    expect(await axe(view)).toEqual([]);
    res = (await view.goto(`${link}?lang=en`))!;
    expect(res.status()).toBe(404);
    expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe("Invalid preview link");
    await visitor.close();
  });
});
