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
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_POSTS } from "~/content/demo-posts";
import { openDatabase } from "~/db/client.server";
import { ensureBuild } from "../server/ensure-build.ts";
import { acquirePostgres, createPgDatabase, startEmbeddedForTests } from "../tests/helpers/postgres.ts";
import { BUILD_DIR, ROOT, startServer, type TestServer } from "../tests/helpers/server.ts";
import { fmt, need, startNginx, table, wrk as runWrk, type Nginx } from "./load.ts";
import { measureSearchLatency } from "./search-latency.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 60);

const wrk = (url: string, headers: Record<string, string> = {}) => runWrk({ url, headers, connections: CONNECTIONS, threads: 2, duration: DURATION });


async function pages() {
  need("wrk", "wrk");
  need("nginx", "nginx-light");
  ensureBuild(ROOT, BUILD_DIR, console.error);
  const slug = DEMO_POSTS.filter((p) => p.status === "published").sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!.slug;
  const targets = [
    { name: "/blog", path: "/blog", stored: true },
    { name: "/blog/{slug}", path: `/blog/${slug}`, stored: true },
    // Search results are never stored in the page cache (ADR 0014): with the cache on they render too.
    { name: "/blog?search=soldadura", path: "/blog?search=soldadura", stored: false },
  ];
  const headers = { Cookie: "lang=es" };
  const servers: Array<TestServer> = [];
  let nginx: Nginx | undefined;
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
      if ((check.headers.get("x-cache") === "HIT") !== t.stored) {
        throw new Error(`${t.path} ${t.stored ? "was not served from the cache" : "came from the page cache, which never stores search results"}`);
      }
      const off = await fetch(`${uncached.url}${t.path}`, { headers });
      if (off.headers.get("x-cache") === "HIT") throw new Error(`${t.path} was cached with PAGE_CACHE=off`);
      await off.text();
    }
    fs.copyFileSync(path.join(staticDir, "page0.html"), path.join(staticDir, "blog.html"));
    nginx = await startNginx(staticDir, { probe: "/blog.html" });

    const rows: Array<Array<string>> = [];
    for (const [i, t] of targets.entries()) {
      const bytes = fs.statSync(path.join(staticDir, `page${i}.html`)).size;
      const n = wrk(`${nginx.url}/page${i}.html`);
      const c = wrk(`${cached.url}${t.path}`, headers);
      const u = wrk(`${uncached.url}${t.path}`, headers);
      const cbr = wrk(`${cached.url}${t.path}`, { ...headers, "Accept-Encoding": "br" });
      for (const [label, r] of [
        ["nginx (static file)", n],
        [t.stored ? "app, cached" : "app, cache on (never stored)", c],
        [t.stored ? "app, cached, brotli" : "app, cache on, brotli", cbr],
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

async function searchLatency() {
  const rows: Array<Array<string>> = [];
  const pgServer = await acquirePostgres();
  const embedded = await startEmbeddedForTests();
  const servers = { embedded: await createPgDatabase(embedded.adminUrl), postgres: await createPgDatabase(pgServer.adminUrl) };
  try {
    for (const kind of ["embedded", "postgres"] as const) {
      const database = await openDatabase({ databaseUrl: servers[kind].url, poolSize: 4 });
      try {
        const measured = await measureSearchLatency(database, { posts: POSTS, runs: SEARCH_RUNS, log: (line) => console.error(line) });
        for (const [state, timings] of [[`just loaded (${fmt(measured.deadRows)} dead rows)`, measured], ["after VACUUM (ANALYZE)", measured.settled]] as const) {
          for (const q of timings.queries) {
            rows.push([kind, state, `"${q.term}" (${q.lang}, ${q.kind})`, fmt(q.matches), q.mode, fmt(q.p50, 2), fmt(q.p95, 2), fmt(q.max, 2)]);
          }
          rows.push([kind, state, "all queries", "", "", fmt(timings.all.p50, 2), fmt(timings.all.p95, 2), fmt(timings.all.max, 2)]);
        }
      } finally {
        await database.close();
      }
    }
  } finally {
    await servers.postgres.drop();
    await pgServer.stop();
    await embedded.stop();
  }
  console.log(`\nSearch latency: searchPosts() (first page of 18 cards, full-text then trigram fallback), ${SEARCH_RUNS} runs per query after a warm-up, ${POSTS.toLocaleString("en-US")} extra published posts in es and en\n`);
  table(["database", "table state", "query", "matches", "mode", "p50 ms", "p95 ms", "max ms"], rows);
}

const only = process.argv[2];
if (!only || only === "pages") await pages();
if (!only || only === "search") await searchLatency();
