/**
 * `npm run bench:editor`: the post editor's weight and speed, on the built app.
 * - JavaScript of the editor route, gzipped: the route's own chunk and the visual editor's lazy
 *   chunk (TipTap), and a check that no other chunk carries ProseMirror (the public pages load none).
 * - With a 20,000-word post (200 sections, headings, lists and a table each 20 sections), in
 *   Debian's Chromium, 5 loads: time until the visual editor is editable, time to interactive
 *   (that, or the end of the last long task, whichever is later), the main thread's long tasks,
 *   and keystroke-to-paint latency in the editor.
 * - Autosave round trip: the request the editor sends 3 s after the last keystroke.
 * Prints tables. Needs `npm run build` first.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { adminCookie, adminSession } from "../tests/helpers/admin.ts";
import { CHROMIUM_PATH } from "../tests/helpers/browser.ts";
import { BUILD_DIR, startServer } from "../tests/helpers/server.ts";
import { median } from "./load.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleSizes() {
  const dir = path.join(BUILD_DIR, "client", "assets");
  if (!fs.existsSync(dir)) throw new Error(`No build in ${dir}: run npm run build first`);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".js"));
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
  const route = files.find((f) => f.startsWith("post-editor-"));
  const editor = files.find((f) => f.startsWith("RichTextEditor-"));
  if (!route || !editor) throw new Error("post-editor or RichTextEditor chunk not found in the build");
  const carriers = files.filter((f) => f !== editor && /prosemirror|ProseMirror-/.test(fs.readFileSync(path.join(dir, f), "utf8")));
  console.log("\nEditor route JavaScript (gzip -9)");
  console.log("| chunk | gzipped | loaded |");
  console.log("|---|---|---|");
  console.log(`| ${route} (the route: form, history, autosave, dialogs) | ${kb(gz(route))} | with the route |`);
  console.log(`| ${editor} (TipTap/ProseMirror, toolbar, paste clean-up) | ${kb(gz(editor))} | lazily, after the form |`);
  console.log(`| together | ${kb(gz(route) + gz(editor))} | |`);
  console.log(`Other chunks carrying ProseMirror: ${carriers.length ? carriers.join(", ") : "none"}`);
}

function longPost(words: number): string {
  const vocabulary = "la pasta de soldar se imprime sobre el stencil y el perfil de reflujo funde la aleación en cada pad del tablero".split(" ");
  let w = 0;
  let html = "";
  for (let section = 0; w < words; section++) {
    html += `<h2>Sección ${section + 1}</h2>`;
    for (let p = 0; p < 4 && w < words; p++) {
      const n = Math.min(25, words - w);
      html += `<p>${Array.from({ length: n }, (_, i) => vocabulary[(w + i) % vocabulary.length]).join(" ")}${p === 1 ? " con <strong>énfasis</strong> y <em>cursiva</em>" : ""}.</p>`;
      w += n;
    }
    if (section % 20 === 0) html += "<ul><li><p>Primero</p></li><li><p>Segundo</p></li></ul><table><thead><tr><th><p>Zona</p></th><th><p>°C</p></th></tr></thead><tbody><tr><td><p>Pico</p></td><td><p>245</p></td></tr></tbody></table>";
  }
  return html;
}

async function main() {
  bundleSizes();
  const email = "bench-editor@example.com";
  const password = "bench-editor-password";
  const server = await startServer({ env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, WEB_CONCURRENCY: "1" } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] });
  try {
    const base = server.url;
    const cookie = await adminCookie(base, email, password);
    const content = longPost(20_000);
    const title = `Guía larga ${Date.now().toString(36)}`;
    const saved = await fetch(`${base}/admin/posts/new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "draft", es_title: title, es_excerpt: "Veinte mil palabras.", es_content: content, categoryId: "1" }).toString(),
    });
    // The action answers a redirect (to the dashboard) or the editor's data; never the sign-in page.
    if (saved.status >= 400 || /login/.test(saved.headers.get("location") ?? "")) throw new Error(`Saving the long post failed: HTTP ${saved.status} ${saved.headers.get("location") ?? ""}`);
    const { page } = await adminSession(browser, base, { email, password });
    await page.goto(`${base}/admin/dashboard`);
    const href = await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: /Editar/ }).getAttribute("href");
    const url = new URL(href!, base).href;
    page.on("dialog", (d) => void d.accept());
    await page.addInitScript(() => {
      const w = window as unknown as { __long: Array<{ start: number; end: number }> };
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push({ start: e.startTime, end: e.startTime + e.duration });
      }).observe({ type: "longtask", buffered: true });
    });

    const rows: Array<{ ready: number; tti: number; longTasks: number; longest: number; typing: number }> = [];
    for (let run = 0; run < 5; run++) {
      await page.goto(url, { waitUntil: "commit" });
      await page.locator("[data-testid=editor-es][data-ready] .rich-text-body").waitFor({ timeout: 60_000 });
      const ready = await page.evaluate(() => performance.now());
      // Quiet for a second: no long task starts.
      await page.waitForTimeout(1500);
      const long = await page.evaluate(() => (window as unknown as { __long: Array<{ start: number; end: number }> }).__long);
      const tti = Math.max(ready, ...long.map((t) => t.end));
      // Keystroke to next paint, 20 keys at the end of the body.
      await page.locator(".rich-text-body h2").last().click();
      await page.keyboard.press("End");
      await page.evaluate(() => {
        const w = window as unknown as { __keys: Array<number> };
        w.__keys = [];
        const body = document.querySelector(".rich-text-body")!;
        let down = 0;
        body.addEventListener("keydown", (e) => (down = e.timeStamp), true);
        body.addEventListener("input", () => requestAnimationFrame(() => w.__keys.push(performance.now() - down)));
      });
      await page.keyboard.type("abcdefghijklmnopqrst", { delay: 30 });
      await page.waitForTimeout(200);
      const keys = await page.evaluate(() => (window as unknown as { __keys: Array<number> }).__keys);
      rows.push({ ready, tti, longTasks: long.length, longest: Math.max(0, ...long.map((t) => t.end - t.start)), typing: median(keys) });
    }
    console.log("\nEditor with a 20,000-word post (Chromium, 5 loads; times from navigation start)");
    console.log("| load | editor editable | time to interactive | long tasks | longest task | keystroke → paint (median of 20) |");
    console.log("|---|---|---|---|---|---|");
    rows.forEach((r, i) => console.log(`| ${i + 1} | ${r.ready.toFixed(0)} ms | ${r.tti.toFixed(0)} ms | ${r.longTasks} | ${r.longest.toFixed(0)} ms | ${r.typing.toFixed(1)} ms |`));
    console.log(`| median | ${median(rows.map((r) => r.ready)).toFixed(0)} ms | ${median(rows.map((r) => r.tti)).toFixed(0)} ms | | | ${median(rows.map((r) => r.typing)).toFixed(1)} ms |`);

    // Autosave: the request 3 s after the last keystroke, 5 times.
    const trips: Array<number> = [];
    const isAutosave = (r: { url(): string; method(): string }) => r.url().endsWith("/autosave") && r.method() === "POST";
    for (let i = 0; i < 5; i++) {
      const sent = page.waitForEvent("request", { predicate: isAutosave, timeout: 30_000 }).then(() => performance.now());
      const done = page.waitForEvent("requestfinished", { predicate: isAutosave, timeout: 30_000 }).then(() => performance.now());
      await page.keyboard.type(` x${i}`);
      const [t0, t1] = await Promise.all([sent, done]);
      trips.push(t1 - t0);
      await page.waitForTimeout(300);
    }
    console.log("\nAutosave round trip (request sent to response received, 20,000-word post)");
    console.log(`| runs | median | min | max |\n|---|---|---|---|\n| ${trips.length} | ${median(trips).toFixed(0)} ms | ${Math.min(...trips).toFixed(0)} ms | ${Math.max(...trips).toFixed(0)} ms |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
