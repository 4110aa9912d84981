/**
 * `npm run bench:newsletter`: time and memory to send one campaign to 10,000 subscribers through a
 * local SMTP sink (smtp-server on 127.0.0.1), with the production sending code (claims in batches,
 * pooled SMTP, one Message-ID per delivery). The embedded PostgreSQL in a temporary directory by default;
 * BENCH_DATABASE=postgres for a fresh database on the local PostgreSQL server (the tests' helper
 * finds or starts it; dropped afterwards), or BENCH_DATABASE_URL=postgres://… for a given one.
 * Target: under 60 s on this machine. The table shows the sending process's memory growth and JS
 * heap separately (the database runs in its own processes).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { parseEnv, setEnv } from "~/config/env.server";
import { openDatabase, setDatabase } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { createCampaignForPost, processDeliveries, setCampaignTransport } from "~/newsletter/campaigns.server";
import { fork } from "node:child_process";
import { acquirePostgres, createPgDatabase, startEmbeddedForTests } from "../tests/helpers/postgres.ts";

const N = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-bench-nl-"));
const child = fork(path.join(import.meta.dirname, "smtp-sink-process.ts"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
const ask = <T>(message?: string) =>
  new Promise<T>((resolve) => {
    child.once("message", (m) => resolve(m as T));
    if (message) child.send(message);
  });
const { url: sinkUrl } = await ask<{ url: string }>();
setEnv(parseEnv({ PUBLIC_URL: "https://www.ardentia.mx", SMTP_URL: sinkUrl, DATA_DIR: dir, SESSION_SECRET: "b".repeat(40) }));
const pgServer = process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_DATABASE === "postgres" ? await acquirePostgres() : await startEmbeddedForTests();
const pgDatabase = pgServer ? await createPgDatabase(pgServer.adminUrl) : undefined;
const databaseUrl = pgDatabase?.url ?? process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ databaseUrl: databaseUrl! });
setDatabase(database);
await runSeed(database.db);
await database.db.execute(sql`
  INSERT INTO newsletter_subscribers (email, language, status, confirmed_at)
  SELECT 'bench' || g || '@acme.mx', CASE WHEN g % 3 = 0 THEN 'en'::lang ELSE 'es'::lang END, 'active', now()
    FROM generate_series(1, ${N}) g`);
const [post] = await database.query<{ id: string }>(
  `INSERT INTO posts (slug, category_id, status, published_at, featured_image_url) VALUES ('bench-' || floor(random() * 1e9)::text, (SELECT id FROM categories ORDER BY id LIMIT 1), 'published', now(), '/images/blog/bench.webp') RETURNING id`,
);
await database.query(
  `INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ($1, 'es', 'Perfiles de reflujo para pasta sin plomo', 'Cómo ajustar el horno', $2), ($1, 'en', 'Reflow profiles for lead-free paste', 'How to tune the oven', $2)`,
  [post!.id, `<p>${"palabra ".repeat(900)}</p>`],
);

const memBefore = process.memoryUsage();
const peak = { rss: memBefore.rss, heapUsed: memBefore.heapUsed, external: memBefore.external };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  peak.external = Math.max(peak.external, m.external);
}, 50);
const cpuBefore = process.cpuUsage();
const started = performance.now();
// One campaign per language version (both published at once), as the editor's publication creates them.
await database.db.transaction(async (tx) => {
  await createCampaignForPost(tx, post!.id, "es");
  await createCampaignForPost(tx, post!.id, "en");
});
const created = performance.now();
let sent = 0;
let failed = 0;
for (;;) {
  const r = await processDeliveries(database.db);
  sent += r.sent;
  failed += r.failed;
  if (r.sent + r.failed + r.released === 0) break;
}
const finished = performance.now();
const sendCpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
setCampaignTransport(undefined);

const seconds = (finished - started) / 1000;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const sink = await ask<{ received: number; distinct: number; bytes: number }>("report");
const rows: Array<[string, string]> = [
  ["database", process.env.BENCH_DATABASE === "postgres" || process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded PostgreSQL"],
  ["subscribers", String(N)],
  ["campaign + deliveries created", `${((created - started) / 1000).toFixed(2)} s`],
  ["total time to send", `${seconds.toFixed(1)} s`],
  ["throughput", `${Math.round(sent / seconds)} mails/s`],
  ["sent / failed", `${sent} / ${failed}`],
  ["received by the sink (distinct Message-IDs)", `${sink.received} (${sink.distinct})`],
  ["average mail size", `${Math.round(sink.bytes / Math.max(1, sink.received) / 1024)} KiB`],
  ["sender CPU while sending (user + system)", `${((sendCpu.user + sendCpu.system) / 1e6).toFixed(1)} s`],
  ["sender CPU of the whole run (with setup)", `${((process.cpuUsage().user + process.cpuUsage().system) / 1e6).toFixed(1)} s`],
  ["RSS before sending / peak / growth", `${mb(memBefore.rss)} MB / ${mb(peak.rss)} MB / +${mb(peak.rss - memBefore.rss)} MB`],
  ["JS heap used before / peak", `${mb(memBefore.heapUsed)} MB / ${mb(peak.heapUsed)} MB`],
  ["external (buffers) before / peak", `${mb(memBefore.external)} MB / ${mb(peak.external)} MB`],
  ["target", `< 60 s: ${seconds < 60 ? "met" : "NOT met"}`],
  ["load average (1 min) at the end", os.loadavg()[0]!.toFixed(1)],
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nNewsletter send benchmark\n${"-".repeat(width + 24)}`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
await database.close();
await pgDatabase?.drop();
await pgServer?.stop();
child.send("stop");
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
