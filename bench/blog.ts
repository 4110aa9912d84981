/**
 * `npm run bench:blog`: throughput and latency of the blog, in one run.
 *
 * 1. Pages: requests/s and p99 with wrk for /blog, /blog/{slug} and a search, served from the page
 *    cache (cached) and with the cache switched off (PAGE_CACHE=off: every request renders),
 *    against nginx serving the very same HTML file from disk (static baseline). All responses are
 *    identity-encoded (no Accept-Encoding) so every server sends the same bytes; one extra row shows
 *    cached pages with brotli. Both app servers run the production build on the embedded PostgreSQL with the
 *    demo content; nginx binds 127.0.0.1 only and is stopped afterwards.
 * 2. Search latency (p50/p95/max) with 10,000 published posts on the embedded PostgreSQL 18 and on the system PostgreSQL, calling
 *    the same searchPosts() the page uses, for several kinds of query. Every match is counted and
 *    ranked (exact total, ts_rank then recency); what keeps that fast at this size — narrow rows,
 *    per-language GIN indexes, no join with posts, the word-list typo fallback — is ADR 0012.
 *    Cached pages are answered in front of Express (server/app.ts `serveHit`, same ADR).
 *
 * Needs wrk and nginx (apt-get install -y wrk nginx-light) and a PostgreSQL server (see
 * tests/helpers/postgres.ts). Environment: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (default 32),
 * BENCH_POSTS (default 10000), BENCH_SEARCH_RUNS (default 60).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { searchPosts } from "~/blog/search.server";
import { seedDemoPosts } from "~/blog/seed-demo.server";
import { DEMO_POSTS } from "~/content/demo-posts";
import { openDatabase, setDatabase } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { addPosts } from "./blog-data.ts";
import { ensureBuild } from "../server/ensure-build.ts";
import { acquirePostgres, createPgDatabase, startEmbeddedForTests } from "../tests/helpers/postgres.ts";
import { BUILD_DIR, freePort, ROOT, startServer, type TestServer } from "../tests/helpers/server.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 60);

function need(cmd: string, pkg: string) {
  if (spawnSync("sh", ["-c", `command -v ${cmd}`]).status !== 0) {
    console.error(`${cmd} is needed: apt-get install -y ${pkg}`);
    process.exit(1);
  }
}

type WrkResult = { rps: number; p50: number; p99: number; errors: number };

function wrk(url: string, headers: Record<string, string> = {}): WrkResult {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}s`, "--latency", ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]), url];
  const out = execFileSync("wrk", args, { encoding: "utf8" });
  const ms = (label: string) => {
    const m = new RegExp(`\\s${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps, p50: ms("50%"), p99: ms("99%"), errors };
}

async function startNginx(root: string): Promise<{ url: string; proc: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri =404; }
  }
}
`,
  );
  const proc = spawn("nginx", ["-c", conf, "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${url}/blog.html`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    proc,
    async stop() {
      proc.kill("SIGQUIT");
      await new Promise((r) => proc.once("exit", r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "n/a");

async function pages() {
  need("wrk", "wrk");
  need("nginx", "nginx-light");
  ensureBuild(ROOT, BUILD_DIR, console.error);
  const slug = DEMO_POSTS.filter((p) => p.status === "published").sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!.slug;
  const targets = [
    { name: "/blog", path: "/blog" },
    { name: "/blog/{slug}", path: `/blog/${slug}` },
    { name: "/blog?search=soldadura", path: "/blog?search=soldadura" },
  ];
  const headers = { Cookie: "lang=es" };
  const servers: Array<TestServer> = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-static-"));
  fs.chmodSync(staticDir, 0o755); // nginx workers run as an unprivileged user
  try {
    const cached = await startServer({ env: { LOG_LEVEL: "error", WORKERS: "off" } });
    servers.push(cached);
    const uncached = await startServer({ env: { LOG_LEVEL: "error", WORKERS: "off", PAGE_CACHE: "off" } });
    servers.push(uncached);
    // The same HTML, saved for nginx.
    for (const [i, t] of targets.entries()) {
      const html = await (await fetch(`${cached.url}${t.path}`, { headers })).text();
      fs.writeFileSync(path.join(staticDir, `page${i}.html`), html);
      const check = await fetch(`${cached.url}${t.path}`, { headers });
      if (check.headers.get("x-cache") !== "HIT") throw new Error(`${t.path} was not served from the cache`);
      const off = await fetch(`${uncached.url}${t.path}`, { headers });
      if (off.headers.get("x-cache") === "HIT") throw new Error(`${t.path} was cached with PAGE_CACHE=off`);
      await off.text();
    }
    fs.copyFileSync(path.join(staticDir, "page0.html"), path.join(staticDir, "blog.html"));
    nginx = await startNginx(staticDir);

    const rows: Array<Array<string>> = [];
    for (const [i, t] of targets.entries()) {
      const bytes = fs.statSync(path.join(staticDir, `page${i}.html`)).size;
      const n = wrk(`${nginx.url}/page${i}.html`);
      const c = wrk(`${cached.url}${t.path}`, headers);
      const u = wrk(`${uncached.url}${t.path}`, headers);
      const cbr = wrk(`${cached.url}${t.path}`, { ...headers, "Accept-Encoding": "br" });
      for (const [label, r] of [
        ["nginx (static file)", n],
        ["app, cached", c],
        ["app, cached, brotli", cbr],
        ["app, uncached (PAGE_CACHE=off)", u],
      ] as const) {
        rows.push([
          t.name,
          label,
          fmt(r.rps),
          fmt(r.p50, 2),
          fmt(r.p99, 2),
          label.startsWith("nginx") ? "100%" : `${fmt((100 * r.rps) / n.rps, 1)}%`,
          String(r.errors),
          label.includes("brotli") ? "br" : `${fmt(bytes / 1024, 1)} KiB`,
        ]);
      }
    }
    console.log(`\nPages: wrk -t2 -c${CONNECTIONS} -d${DURATION}s, ${os.cpus().length} CPU cores shared by wrk and the server, identity encoding unless noted\n`);
    table(["page", "server", "req/s", "p50 ms", "p99 ms", "vs nginx", "errors", "body"], rows);
  } finally {
    await nginx?.stop();
    for (const s of servers) {
      await s.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

function table(head: Array<string>, rows: Array<Array<string>>) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: Array<string>) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

const QUERIES: Array<{ term: string; lang: "es" | "en"; kind: string }> = [
  { term: "soldadura", lang: "es", kind: "common word" },
  { term: "perfil de reflujo", lang: "es", kind: "phrase" },
  { term: "ionizadores", lang: "es", kind: "less common" },
  { term: "solder", lang: "en", kind: "common word (en)" },
  { term: "tombstoning", lang: "en", kind: "rare (en)" },
  { term: "sold", lang: "es", kind: "prefix" },
  { term: "ionizadorez", lang: "es", kind: "typo → trigram" },
];

function pct(values: Array<number>, p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function searchLatency() {
  const rows: Array<Array<string>> = [];
  const pgServer = await acquirePostgres();
  const embedded = await startEmbeddedForTests();
  const servers = { embedded: await createPgDatabase(embedded.adminUrl), postgres: await createPgDatabase(pgServer.adminUrl) };
  try {
    for (const kind of ["embedded", "postgres"] as const) {
      const database = await openDatabase({ databaseUrl: servers[kind].url, poolSize: 4 });
      setDatabase(database);
      try {
        await runSeed(database.db);
        await seedDemoPosts(database.db);
        const t0 = performance.now();
        await addPosts(database, POSTS);
        const [counted] = await database.query<{ n: string }>("SELECT count(*) AS n FROM posts WHERE status = 'published'");
        console.error(`${kind}: ${counted?.n} published posts ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        const all: Array<number> = [];
        for (const q of QUERIES) {
          const times: Array<number> = [];
          let result = await searchPosts({ term: q.term, lang: q.lang }); // warm-up
          for (let i = 0; i < SEARCH_RUNS; i++) {
            const started = performance.now();
            result = await searchPosts({ term: q.term, lang: q.lang });
            times.push(performance.now() - started);
          }
          all.push(...times);
          rows.push([kind, `"${q.term}" (${q.lang}, ${q.kind})`, fmt(result.total), result.mode, fmt(pct(times, 50), 2), fmt(pct(times, 95), 2), fmt(Math.max(...times), 2)]);
        }
        rows.push([kind, "all queries", "", "", fmt(pct(all, 50), 2), fmt(pct(all, 95), 2), fmt(Math.max(...all), 2)]);
      } finally {
        setDatabase(undefined);
        await database.close();
      }
    }
  } finally {
    await servers.postgres.drop();
    await pgServer.stop();
    await embedded.stop();
  }
  console.log(`\nSearch latency: searchPosts() (first page of 18 cards, full-text then trigram fallback), ${SEARCH_RUNS} runs per query after a warm-up, ${POSTS.toLocaleString("en-US")} extra published posts in es and en\n`);
  table(["database", "query", "matches", "mode", "p50 ms", "p95 ms", "max ms"], rows);
}

const only = process.argv[2];
if (!only || only === "pages") await pages();
if (!only || only === "search") await searchLatency();
