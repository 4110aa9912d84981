/**
 * Search and social fields in Chromium: the editor's «SEO y redes sociales» panel counts against
 * the guidance lengths (60 / 155, not enforced), previews the search result and the social card
 * live, and offers the uploaded images for the card; once published, the public page's head uses
 * them (title, description, Open Graph, Twitter, JSON-LD) in Spanish, and derives them from the
 * title, excerpt and featured image in English where they were left empty. Axe-clean.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
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


describe("SEO and social fields", { timeout: 180_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);
  const titleEs = `Guía de inspección AOI ${stamp}`;
  const titleEn = `AOI inspection guide ${stamp}`;
  const metaTitle = `Inspección AOI en líneas SMT: umbrales, falsos rechazos y programas ${stamp}`;
  const metaDescription = "Cómo fijar umbrales de AOI que detecten defectos reales sin llenar la línea de falsos rechazos.";
  let cardUrl = "";

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    ({ context, page } = await adminSession(browser(), base, { email: inject("adminEmail"), password: inject("adminPassword") }));
    // An uploaded image to choose for the card (through the admin's upload API, with this session).
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 15, g: 60, b: 110 } } }).png().toBuffer();
    const res = await page.request.post(`${base}/api/admin/uploads`, { headers: { origin: base }, multipart: { file: { name: `tarjeta-${stamp}.png`, mimeType: "image/png", buffer: png } } });
    expect(res.status()).toBe(201);
    cardUrl = ((await res.json()) as { url: string }).url;
  });
  afterAll(async () => {
    await context?.close();
  });

  test("the panel counts, previews the result and the card, and its values reach the public page's head", async () => {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    await page.getByLabel("Título *").fill(titleEs);
    await page.getByLabel("Resumen *").fill("Un resumen que no se usa como descripción porque hay meta descripción.");
    await page.getByLabel("Contenido (HTML) *").fill("<p>Umbrales de AOI.</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Procesos SMT" });
    await page.getByTestId("seo-es").getByText("SEO y redes sociales").click();
    await page.getByLabel("Título para buscadores", { exact: true }).fill(metaTitle);
    expect(await page.locator("#es_metaTitle_count").textContent()).toBe(`${metaTitle.length}/60 caracteres · los buscadores lo recortan`);
    await page.getByLabel("Descripción para buscadores", { exact: true }).fill(metaDescription);
    expect(await page.locator("#es_metaDescription_count").textContent()).toBe(`${metaDescription.length}/155 caracteres`);
    // The search result cuts the long title; the card shows it whole.
    const serp = page.getByTestId("serp-preview-es");
    expect(await serp.textContent()).toContain("…");
    expect(await serp.textContent()).toContain(metaDescription);
    expect(await page.getByTestId("card-preview-es").textContent()).toContain(metaTitle);
    // The newest upload comes first after the featured-image choice.
    await page.getByTestId("seo-es").getByAltText("Imagen subida 1").click();
    expect(await page.getByTestId("seo-es").getByRole("radio").nth(1).isChecked()).toBe(true);
    expect(await page.getByTestId("card-preview-es").locator("img").getAttribute("src")).toBe(cardUrl);
    await page.screenshot({ path: path.join(shotsDir, "editor-seo-1280.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);

    await page.getByRole("tab", { name: "English" }).click();
    await page.getByLabel("Título (inglés)").fill(titleEn);
    await page.getByLabel("Resumen (inglés)").fill("How to set AOI thresholds.");
    await page.getByLabel("Contenido en inglés (HTML)").fill("<p>AOI thresholds.</p>");
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toastIn(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });

    const slug = `guia-de-inspeccion-aoi-${stamp}`;
    const visitor = await browser().newContext({ locale: "es-MX" });
    const view = await visitor.newPage();
    await view.goto(`${base}/blog/${slug}`);
    const meta = (selector: string) => view.locator(selector).first().getAttribute("content");
    expect(await view.title()).toBe(`${metaTitle} | Ardentia`);
    expect(await meta('meta[name="description"]')).toBe(metaDescription);
    expect(await meta('meta[property="og:title"]')).toBe(metaTitle);
    expect(await meta('meta[property="og:description"]')).toBe(metaDescription);
    expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`${cardUrl.replace(/[.]/g, "\\.")}$`));
    expect(await meta('meta[property="og:image:width"]')).toBe("1200");
    expect(await meta('meta[name="twitter:title"]')).toBe(metaTitle);
    expect(await meta('meta[name="twitter:description"]')).toBe(metaDescription);
    const lds = (await view.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { "@type": string; headline: string; description: string; image: Array<string> });
    const ld = lds.find((d) => d["@type"] === "BlogPosting")!;
    expect(ld).toMatchObject({ headline: titleEs, description: metaDescription });
    expect(ld.image[0]).toMatch(new RegExp(`${cardUrl.replace(/[.]/g, "\\.")}$`));
    // English: nothing set, so the title, excerpt and featured image (none: no og:image).
    await view.goto(`${base}/blog/${slug}?lang=en`);
    expect(await view.title()).toBe(`${titleEn} | Ardentia`);
    expect(await meta('meta[name="description"]')).toBe("How to set AOI thresholds.");
    expect(await meta('meta[name="twitter:title"]')).toBe(titleEn);
    expect(await view.locator('meta[property="og:image"]').count()).toBe(0);
    await visitor.close();
  });

  test("on a phone, the open panel's previews stay inside the screen whatever the slug's length", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await gotoAdmin(page, `${base}/admin/posts/new`);
      // The slug follows the title: one long word in the search preview's address line.
      await page.getByLabel("Título *").fill(`Guía de soldadura sin plomo para líneas automotrices ${stamp}`);
      await page.getByTestId("seo-es").getByText("SEO y redes sociales").click();
      const serp = page.getByTestId("serp-preview-es");
      await serp.scrollIntoViewIfNeeded();
      expect(await serp.textContent()).toContain(`guia-de-soldadura-sin-plomo-para-lineas-automotrices-${stamp}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      for (const preview of [serp, page.getByTestId("card-preview-es")]) {
        const box = (await preview.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      await page.screenshot({ path: path.join(shotsDir, "editor-seo-375.png") });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
