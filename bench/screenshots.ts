/**
 * Full-page screenshots of the marketing pages at 375 px and 1280 px in Spanish and English,
 * against the production build: `npx tsx bench/screenshots.ts [path-filter]` → screenshots/*.png.
 * Reduced motion is emulated so sections that reveal on scroll are all visible.
 */
import fs from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/helpers/browser";
import { ROOT, startServer } from "../tests/helpers/server";

const PAGES = [
  ["home-es", "/?lang=es"],
  ["home-en", "/?lang=en"],
  ["about-es", "/nosotros"],
  ["about-en", "/about"],
  ["services-es", "/servicios"],
  ["services-en", "/services"],
  ["products-es", "/productos"],
  ["products-en", "/products"],
  ["category-es", "/productos/solder"],
  ["category-en", "/products/laser"],
  ["contact-es", "/contacto?product=thermocouples"],
  ["contact-en", "/contact"],
  ["sheets-es", "/fichas-tecnicas"],
  ["sheets-en", "/technical-sheets"],
  ["privacy-es", "/aviso-de-privacidad"],
  ["terms-en", "/terms"],
] as const;

const filter = process.argv[2];
const outDir = path.join(ROOT, "screenshots");
fs.mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const width of [375, 1280]) {
    for (const [name, url] of PAGES) {
      if (filter && !name.includes(filter)) continue;
      // A fresh context per page: a visited `?lang=` link saves a language cookie.
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", locale: name.endsWith("-es") ? "es-MX" : "en-US" });
      const page = await context.newPage();
      await page.goto(server.url + url, { waitUntil: "networkidle" });
      // Scroll through the page so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
