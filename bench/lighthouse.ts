/**
 * `npm run bench:pages`: for the home, products, services, about and contact pages (Spanish), the
 * gzipped JavaScript and CSS each page ships, its total transfer weight, and Lighthouse 13 mobile
 * scores (default mobile config: simulated slow 4G and 4× CPU slowdown) in Debian's Chromium.
 * The server under test is the production build started by tests/helpers/server.ts.
 *
 *   CHROME_PATH=/usr/bin/chromium npm run bench:pages [-- --runs=3]
 *
 * Targets: Performance ≥ 98; Accessibility, Best Practices, SEO 100; LCP ≤ 2.0 s;
 * CLS ≤ 0.01; JS ≤ 110 KiB gzipped. With several runs the median of each number is reported.
 * Results are written to bench/results/lighthouse-<date>.json.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "../server/ensure-build.ts";
import { CHROMIUM_PATH } from "../tests/helpers/browser";
import { BUILD_DIR, ROOT, startServer } from "../tests/helpers/server";
import { median } from "./load.ts";

const PAGES = [
  { name: "home", path: "/" },
  { name: "products", path: "/productos" },
  { name: "services", path: "/servicios" },
  { name: "about", path: "/nosotros" },
  { name: "contact", path: "/contacto" },
];
const ACCEPT_LANGUAGE = "es-MX,es;q=0.9";
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 1);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/**
 * The JS and CSS the browser actually loaded during the Lighthouse run (scripts load after the page,
 * ADR 0011, so they are read from the network log rather than from the HTML), each gzipped (level 6),
 * and the page's HTML gzipped.
 */
async function shippedAssets(base: string, pagePath: string, requests: Array<{ url: string; resourceType?: string }>) {
  const html = await (await fetch(base + pagePath, { headers: { "accept-language": ACCEPT_LANGUAGE } })).text();
  const gz = async (type: string) => {
    let total = 0;
    const urls = new Set(requests.filter((r) => r.resourceType === type).map((r) => r.url));
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      total += gzipSync(body, { level: 6 }).length;
    }
    return { total, files: urls.size };
  };
  const js = await gz("Script");
  const css = await gz("Stylesheet");
  return { jsGz: js.total, cssGz: css.total, htmlGz: gzipSync(Buffer.from(html), { level: 6 }).length, jsFiles: js.files };
}

type Row = {
  page: string;
  jsGz: number;
  cssGz: number;
  htmlGz: number;
  totalBytes: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The worst of the runs (lowest Performance, highest LCP): the targets hold on every run, not only the median. */
  worstPerformance: number;
  worstLcpMs: number;
};

type Sample = Omit<Row, "worstPerformance" | "worstLcpMs">;

ensureBuild(ROOT, BUILD_DIR, console.error);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});
const rows: Row[] = [];
try {
  for (const p of PAGES) {
    const url = server.url + p.path;
    // Warm the server's page cache so the measurement is of a served page, not of the first render.
    await fetch(url, { headers: { "accept-language": ACCEPT_LANGUAGE } });
    let assets: Awaited<ReturnType<typeof shippedAssets>> | undefined;
    const samples: Array<Sample> = [];
    for (let i = 0; i < runs; i++) {
      // A loaded machine sometimes loses the trace (NO_NAVSTART): try again, up to three times.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          extraHeaders: { "Accept-Language": ACCEPT_LANGUAGE },
        });
        lhr = result?.lhr;
        if (lhr && !lhr.runtimeError) break;
        console.error(`${p.name}: attempt ${attempt} failed: ${lhr?.runtimeError?.message ?? "no result"}`);
      }
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}`);
      const requests = (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
      assets ??= await shippedAssets(server.url, p.path, requests);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        page: p.name,
        ...assets,
        totalBytes: audit("total-byte-weight"),
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbtMs: audit("total-blocking-time"),
      });
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
      if (failing.length) console.error(`${p.name}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
      const last = samples.at(-1);
      if (last) console.error(`${p.name}: perf ${last.performance}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, CLS ${last.cls.toFixed(3)}, TBT ${Math.round(last.tbtMs)} ms`);
    }
    if (!assets) throw new Error(`no measurement of ${url}`);
    const pick = (k: keyof Sample) => median(samples.map((s) => s[k] as number));
    rows.push({
      page: p.name,
      jsGz: assets.jsGz,
      cssGz: assets.cssGz,
      htmlGz: assets.htmlGz,
      totalBytes: pick("totalBytes"),
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      cls: pick("cls"),
      tbtMs: pick("tbtMs"),
      worstPerformance: Math.min(...samples.map((s) => s.performance)),
      worstLcpMs: Math.max(...samples.map((s) => s.lcpMs)),
    });
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = "| page | JS gz KiB | CSS gz KiB | HTML gz KiB | total KiB | Perf | A11y | BP | SEO | LCP s | CLS | TBT ms | worst Perf / LCP s |";
console.log(`\nLighthouse 13 mobile (${runs} run${runs > 1 ? "s, median" : ""}), Chromium ${CHROMIUM_PATH}\n`);
console.log(header);
console.log("|" + header.split("|").slice(1, -1).map(() => "---").join("|") + "|");
for (const r of rows) {
  console.log(
    `| ${r.page} | ${kib(r.jsGz)} | ${kib(r.cssGz)} | ${kib(r.htmlGz)} | ${kib(r.totalBytes)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} | ${r.worstPerformance} / ${(r.worstLcpMs / 1000).toFixed(2)} |`,
  );
}
const outDir = path.join(ROOT, "bench", "results");
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify({ runs, rows }, null, 2));
console.log(`\n${file}`);
