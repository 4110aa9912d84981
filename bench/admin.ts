/**
 * `npm run bench:admin`: the image pipeline on a 12-megapixel JPEG (target ≤ 400 ms) and the
 * dashboard's data (first page of 25 + counts) with 10,000 posts, on the embedded PostgreSQL and, when reachable,
 * PostgreSQL. Prints tables.
 */
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import fs from "node:fs";
import { createPgDatabase, startEmbeddedForTests } from "../tests/helpers/postgres.ts";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { listAdminPosts, postCounts } from "~/blog/posts.server";
import { parseEnv, setEnv } from "~/config/env.server";
import { openDatabase, setDatabase, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { processImage } from "~/media/images.server";
import { getPostForEdit } from "~/blog/posts.server";
import { median } from "./load.ts";

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function benchImage() {
  // A noisy 4000×3000 photo-like JPEG (noise defeats trivial compression).
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (((i / 3) % width) / width) * 200 + (seed % 56);
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  const times: Array<number> = [];
  let out = { width: 0, height: 0, bytes: 0 };
  for (let i = 0; i < 11; i++) {
    const t = performance.now();
    const result = await processImage(jpeg);
    times.push(performance.now() - t);
    out = { width: result.width, height: result.height, bytes: result.versions.reduce((n, v) => n + v.data.length, 0) };
  }
  const steady = times.slice(1);
  console.log("\nImage pipeline: 12 MP JPEG → WebP 1200/800/400 (first run discarded)");
  console.log("| input | output | median | min | max | target |");
  console.log("|---|---|---|---|---|---|");
  console.log(
    `| ${width}×${height}, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB | ${out.width}×${out.height} + 2 widths, ${(out.bytes / 1024).toFixed(0)} KB | ${fmt(median(steady))} | ${fmt(Math.min(...steady))} | ${fmt(Math.max(...steady))} | ≤ 400 ms ${median(steady) <= 400 ? "✔" : "✘"} |`,
  );
}

async function seedPosts(database: Database, n: number) {
  const [cat] = await database.query<{ id: number }>("select id from categories order by id limit 1");
  await database.db.execute(sql`
    insert into posts (slug, category_id, status, published_at, created_at)
    select 'bench-' || g, ${cat!.id}, (array['draft','published','archived'])[1 + g % 3]::post_status,
           case when g % 3 = 1 then now() - (g || ' minutes')::interval end, now() - (g || ' minutes')::interval
      from generate_series(1, ${n}) g`);
  await database.db.execute(sql`
    insert into post_contents (post_id, language, title, excerpt, content)
    select id, l::lang, 'Título de prueba ' || slug, 'Resumen de prueba para ' || slug, '<p>' || repeat('contenido ', 200) || '</p>'
      from posts, unnest(array['es','en']) l where slug like 'bench-%'`);
}

async function benchDashboard(kind: "embedded" | "postgres", open: () => Promise<Database>) {
  const database = await open();
  setDatabase(database);
  await runSeed(database.db);
  const t0 = performance.now();
  await seedPosts(database, 10_000);
  const seedMs = performance.now() - t0;
  const runs = async (fn: () => Promise<unknown>) => {
    const times: Array<number> = [];
    for (let i = 0; i < 12; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    return median(times.slice(2));
  };
  const first = await runs(() => Promise.all([listAdminPosts(0), postCounts()]));
  const page40 = await runs(() => listAdminPosts(975));
  const all = await runs(() => listAdminPosts(0, 1000));
  const [one] = await listAdminPosts(5000, 1);
  const edit = await runs(() => getPostForEdit(one!.id));
  console.log(`| ${kind} | ${fmt(seedMs)} | ${fmt(first)} | ${fmt(page40)} | ${fmt(all)} | ${fmt(edit)} |`);
  await database.close();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-bench-"));
  setEnv(parseEnv({ DATA_DIR: dataDir, SESSION_SECRET: "bench-secret-bench-secret-bench-secret-000", LOG_LEVEL: "silent" }));
  console.log(`Admin benchmarks — load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ""}, sharp concurrency ${sharp.concurrency()}`);
  await benchImage();
  console.log("\nDashboard data with 10,000 posts (median of 10 runs)");
  console.log("| database | seeding | first page + counts | page 40 (offset 975) | 'load more' to 1,000 rows | editor load |");
  console.log("|---|---|---|---|---|---|");
  const embedded = await startEmbeddedForTests();
  try {
    const created = await createPgDatabase(embedded.adminUrl);
    await benchDashboard("embedded", () => openDatabase({ databaseUrl: created.url, poolSize: 4 }));
  } finally {
    await embedded.stop();
  }
  const pgUrl = process.env.DATABASE_URL_BENCH ?? "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    const pg = await import("pg");
    const admin = new pg.default.Client({ connectionString: pgUrl });
    await admin.connect();
    const name = `bench_admin_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      await benchDashboard("postgres", () => openDatabase({ databaseUrl: url.toString(), poolSize: 4 }));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } catch (error) {
    console.log(`| postgres | not reachable at ${pgUrl} (${(error as Error).message}) | | | | |`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
