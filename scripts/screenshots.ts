/**
 * Screenshots of pages at 375 px and 1280 px in both languages, for looking at what we build:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /nosotros /about …
 * Writes PNGs to screenshots/ (git-ignored).
 */
import fs from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/helpers/browser";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/?lang=es", "/?lang=en"];
const outDir = path.resolve("screenshots");
fs.mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: 1 });
  for (const target of targets) {
    const page = await context.newPage();
    await page.goto(base + target, { waitUntil: "networkidle" });
    const name = `${target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === "1" });
    console.log(path.join(outDir, name));
    await page.close();
  }
  await context.close();
}
await browser.close();
