/**
 * Search latency at scale: fills a database with the demo content plus `posts` published posts
 * (bench/blog-data.ts), then times searchPosts() — the function the blog page calls — for several
 * kinds of query (p50/p95/max per query and over all of them).
 *
 * Used by `npm run bench:blog` (in-process, embedded and system PostgreSQL) and by `npm run bench:engine`,
 * which runs this file as a child process inside each checkout it compares so that every checkout
 * is measured with its own search code and schema:
 *
 *   tsx bench/search-latency.ts --database-url=postgres://… [--posts=10000] [--runs=60]
 *
 * The child prints one JSON line (SearchLatencyReport) on stdout; progress goes to stderr. The
 * database given by URL must be empty (a fresh one): the posts are added to it and left there.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { searchPosts } from "~/blog/search.server";
import { seedDemoPosts } from "~/blog/seed-demo.server";
import { openDatabase, setDatabase, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { addPosts } from "./blog-data.ts";

export const QUERIES: Array<{ term: string; lang: "es" | "en"; kind: string }> = [
  { term: "soldadura", lang: "es", kind: "common word" },
  { term: "perfil de reflujo", lang: "es", kind: "phrase" },
  { term: "ionizadores", lang: "es", kind: "less common" },
  { term: "solder", lang: "en", kind: "common word (en)" },
  { term: "tombstoning", lang: "en", kind: "rare (en)" },
  { term: "sold", lang: "es", kind: "prefix" },
  { term: "ionizadorez", lang: "es", kind: "typo → trigram" },
];

/** The p-th percentile (nearest rank) of some values. */
export function pct(values: Array<number>, p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type Timing = { p50: number; p95: number; max: number };

export type QueryTimings = {
  queries: Array<{ term: string; lang: string; kind: string; matches: number; mode: string } & Timing>;
  all: Timing;
};

export type SearchLatency = QueryTimings & {
  /** Published posts in the database when measuring. */
  published: number;
  /** Seconds to seed and add the posts. */
  fillSeconds: number;
  runs: number;
  /** Dead row versions in post_contents when the first measurement started. */
  deadRows: number;
  /**
   * The same queries again after `VACUUM (ANALYZE)` of the posts' tables: the state autovacuum
   * leaves a minute or so after the bulk load (the fields above are measured right after it).
   */
  settled: QueryTimings;
};

export type SearchLatencyReport = { engine: string; version: string; result: SearchLatency };

const timing = (times: Array<number>): Timing => ({ p50: pct(times, 50), p95: pct(times, 95), max: Math.max(...times) });

/**
 * Seeds `database` (migrations already applied by openDatabase), adds `posts` published posts and
 * times every query `runs` times after one warm-up: first right after the load, then once more
 * after `VACUUM (ANALYZE)` of the posts' tables. Makes `database` the current one meanwhile.
 *
 * Why twice: publishing the second language of a post flips its sibling row's `sole_language`
 * (a trigger), so the bulk load leaves about one dead row version per post in `post_contents`.
 * Until autovacuum removes them (it wakes once a minute), every search's bitmap scan visits them
 * too: at 10,000 posts a broad term reads about twice the heap blocks. Whether autovacuum has run
 * before the first measurement depends on timing, which made that figure vary between runs; the
 * second is the table as a site serves it once autovacuum has run.
 */
export async function measureSearchLatency(
  database: Database,
  options: { posts: number; runs: number; log?: (line: string) => void },
): Promise<SearchLatency> {
  setDatabase(database);
  try {
    const t0 = performance.now();
    await runSeed(database.db);
    await seedDemoPosts(database.db);
    await addPosts(database, options.posts);
    const fillSeconds = (performance.now() - t0) / 1000;
    const [counted] = await database.query<{ n: string }>("SELECT count(*) AS n FROM posts WHERE status = 'published'");
    const published = Number(counted?.n ?? 0);
    options.log?.(`${published} published posts ready in ${fillSeconds.toFixed(1)} s`);
    const [dead] = await database.query<{ n: string }>("SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE relname = 'post_contents'");
    const justLoaded = await timeQueries(options.runs);
    await database.query("VACUUM (ANALYZE) posts, post_contents");
    const settled = await timeQueries(options.runs);
    return { published, fillSeconds, runs: options.runs, deadRows: Number(dead?.n ?? 0), ...justLoaded, settled };
  } finally {
    setDatabase(undefined);
  }
}

/** Every query of QUERIES `runs` times after one warm-up, on the current database. */
async function timeQueries(runs: number): Promise<QueryTimings> {
  const queries: QueryTimings["queries"] = [];
  const all: Array<number> = [];
  for (const q of QUERIES) {
    const times: Array<number> = [];
    let result = await searchPosts({ term: q.term, lang: q.lang }); // warm-up
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      result = await searchPosts({ term: q.term, lang: q.lang });
      times.push(performance.now() - started);
    }
    all.push(...times);
    queries.push({ ...q, matches: result.total, mode: result.mode, ...timing(times) });
  }
  return { queries, all: timing(all) };
}

/** "PostgreSQL 15.14" from `SELECT version()`. */
export async function serverVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ version: string }>("SELECT version() AS version");
  return /^\S+ \S+/.exec(row?.version ?? "")?.[0] ?? "unknown";
}

async function main(argv: Array<string>) {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const databaseUrl = arg("database-url");
  if (!databaseUrl) throw new Error("Pass --database-url=<fresh database>");
  const posts = Number(arg("posts") ?? 10_000);
  const runs = Number(arg("runs") ?? 60);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    const version = await serverVersion(database);
    const result = await measureSearchLatency(database, { posts, runs, log: (line) => console.error(line) });
    const report: SearchLatencyReport = { engine: "postgres", version, result };
    console.log(JSON.stringify(report));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
