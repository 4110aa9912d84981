/**
 * Translated slugs in Chromium: the editor's English slug follows the English title; the public
 * page of each language version lives at its own slug, and its hreflang links and language switch
 * point to the other version's slug; changing a published slug warns in the editor first, and the
 * old URL then answers a 301 to the new one. Axe-clean.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminSession, gotoAdmin, toastIn } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const until = (fn: () => Promise<number>) => expect.poll(fn, { timeout: 45_000, interval: 200 });

describe("translated slugs", { timeout: 180_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);
  const titleEs = `Perfil térmico de horno ${stamp}`;
  const titleEn = `Oven thermal profile ${stamp}`;
  const slugEs = `perfil-termico-de-horno-${stamp}`;
  const slugEn = `oven-thermal-profile-${stamp}`;

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    ({ context, page } = await adminSession(browser(), base, { email: inject("adminEmail"), password: inject("adminPassword") }));
  });
  afterAll(async () => {
    await context?.close();
  });

  test("each version at its own slug, linked both ways; a changed published slug warns, then answers 301", async () => {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    await page.getByLabel("Título *").fill(titleEs);
    await page.getByLabel("Resumen *").fill("Cómo medir el perfil térmico de un horno de reflujo.");
    await page.getByLabel("Contenido (HTML) *").fill("<p>Termopares y perfiles.</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Soldadura" });
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByLabel("Título (inglés)").fill(titleEn);
    await page.getByLabel("Resumen (inglés)").fill("How to measure a reflow oven's thermal profile.");
    await page.getByLabel("Contenido en inglés (HTML)").fill("<p>Thermocouples and profiles.</p>");
    expect(await page.getByLabel("Slug (URL)", { exact: true }).inputValue()).toBe(slugEs);
    expect(await page.getByLabel("Slug en inglés (URL)").inputValue()).toBe(slugEn);
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toastIn(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });

    // The Spanish page links its English version at the English slug, and back.
    const visitor = await browser().newContext({ locale: "es-MX" });
    const view = await visitor.newPage();
    expect((await view.goto(`${base}/blog/${slugEs}?lang=es`))?.status()).toBe(200);
    const alternate = (lang: string) => view.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
    expect(await alternate("es")).toBe(`${base}/blog/${slugEs}?lang=es`);
    expect(await alternate("en")).toBe(`${base}/blog/${slugEn}?lang=en`);
    expect(await view.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${base}/blog/${slugEs}?lang=es`);
    await view.locator('header a[hreflang="en"]:visible').first().click();
    await view.waitForURL(`${base}/blog/${slugEn}?lang=en`);
    expect(await view.locator("h1").textContent()).toContain(titleEn);
    expect(await alternate("es")).toBe(`${base}/blog/${slugEs}?lang=es`);
    expect(await view.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${base}/blog/${slugEn}?lang=en`);
    // The Spanish slug asked for in English (?lang=en) is the English version's: a permanent redirect.
    const crossed = await fetch(`${base}/blog/${slugEs}?lang=en`, { redirect: "manual" });
    expect(crossed.status).toBe(301);
    expect(crossed.headers.get("location")).toBe(`/blog/${slugEn}?lang=en`);
    // The sitemap lists each version at its slug.
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${base}/blog/${slugEn}?lang=en</loc>`);
    expect(sitemap).toContain(`<loc>${base}/blog/${slugEs}?lang=es</loc>`);

    // Changing the published Spanish slug: the editor warns before saving.
    await page.getByRole("row").filter({ hasText: titleEs }).getByRole("link", { name: /Editar/ }).click();
    await page.getByLabel("Slug (URL)", { exact: true }).waitFor();
    expect(await page.getByTestId("slug-moving").count()).toBe(0);
    await page.getByLabel("Slug (URL)", { exact: true }).fill(`${slugEs}-v2`);
    const warning = page.getByTestId("slug-moving");
    expect(await warning.textContent()).toContain(`/blog/${slugEs} redirigirá (301) a la nueva URL`);
    await page.screenshot({ path: path.join(shotsDir, "editor-slug-warning-1280.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, "Post guardado correctamente").count()).toBeGreaterThan(0);

    // The old URL (cached a moment ago) now answers 301 to the new one; the page is there.
    const old = await fetch(`${base}/blog/${slugEs}?lang=es`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/blog/${slugEs}-v2?lang=es`);
    expect((await view.goto(`${base}/blog/${slugEs}?lang=es`))?.status()).toBe(200);
    expect(view.url()).toBe(`${base}/blog/${slugEs}-v2?lang=es`);
    expect(await view.locator("h1").textContent()).toContain(titleEs);
    expect(await axe(view)).toEqual([]);
    await visitor.close();
  });
});
