/**
 * A scheduled post is published by the server, whatever happens to it around the time: restarted
 * before the time, the new process publishes at the time; down over the time, it publishes at its
 * next start. Each time once, with one newsletter campaign. (A real server process on PostgreSQL;
 * the post is scheduled from this process through the same service the editor uses.)
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, test, vi } from "vitest";
import { createAdminUser } from "~/auth/users.server";
import { savePost } from "~/blog/posts.server";
import { utcToMonterreyInput } from "~/blog/schedule";
import { openDatabase, rowsOf, setDatabase, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { categories, posts } from "~/db/schema";
import { ensureBuild } from "../../server/ensure-build.ts";
import { useAuthEnv } from "../helpers/auth-env";
import { TEST_SESSION_SECRET } from "../helpers/contact";
import { createPgDatabase } from "../helpers/postgres";
import { BUILD_DIR, ROOT, startServer, type TestServer } from "../helpers/server";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp";
import { actorOf } from "../helpers/actor";
import type { Actor } from "~/platform/audit.server";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let database: Database;
let dropDb: () => Promise<void>;
let smtp: SmtpSink;
let server: TestServer | undefined;
let env: Record<string, string>;
let author: Actor;
let categoryId: number;

beforeAll(async () => {
  ensureBuild(ROOT, BUILD_DIR);
  useAuthEnv();
  smtp = await startSmtpSink();
  const pg = await createPgDatabase(inject("pgAdminUrl"));
  dropDb = pg.drop;
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 3 });
  await runSeed(database.db);
  setDatabase(database);
  author = actorOf(await createAdminUser("reinicio@ardentia.test", "contraseña del autor"));
  categoryId = (await database.db.select().from(categories).where(eq(categories.slug, "soldadura")))[0]!.id;
  env = { DATABASE_URL: pg.url, SMTP_URL: smtp.url, SESSION_SECRET: TEST_SESSION_SECRET, WEB_CONCURRENCY: "2" };
});
afterAll(async () => {
  await server?.stop();
  await database?.close();
  await smtp?.stop();
  await dropDb?.();
});

let n = 0;
async function schedule(inMs: number): Promise<{ id: string; at: Date }> {
  const at = new Date(Math.ceil((Date.now() + inMs) / 1000) * 1000);
  n++;
  const saved = await savePost(
    {
      intent: "schedule",
      status: "draft",
      scheduledAt: utcToMonterreyInput(at, { seconds: true }),
      categoryId,
      slug: `reinicio-${n}`,
      featuredImageUrl: "",
      es: { title: `Programado con reinicio ${n}`, excerpt: "Resumen", content: "<p>Contenido</p>" },
      en: { title: "", excerpt: "", content: "" },
      tagIds: [],
      newTags: [],
    },
    author,
  );
  return { id: saved.id, at };
}

const state = async (id: string) => (await database.db.select({ status: posts.status, publishedAt: posts.publishedAt }).from(posts).where(eq(posts.id, id)))[0]!;
const campaigns = async (id: string) => rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM newsletter_campaigns WHERE post_id = ${id}`))[0]!.n;

async function publishedWithin(id: string, ms: number): Promise<Date> {
  const deadline = Date.now() + ms;
  for (;;) {
    const s = await state(id);
    if (s.status === "published") return s.publishedAt!;
    if (Date.now() > deadline) throw new Error(`post ${id} still ${s.status} after ${ms} ms\n${server?.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("restarted before the time: the new process publishes it at the time, once", async () => {
  server = await startServer({ env });
  const post = await schedule(8_000);
  await server.stop();
  expect((await state(post.id)).status).toBe("scheduled");
  server = await startServer({ env });
  expect(Date.now()).toBeLessThan(post.at.getTime());
  const publishedAt = await publishedWithin(post.id, post.at.getTime() - Date.now() + 15_000);
  expect(publishedAt.getTime()).toBeGreaterThanOrEqual(post.at.getTime());
  // The jobs worker sleeps until the next due job (tens of milliseconds late here); the bound is
  // its 5 s poll plus slack for a loaded machine, and the delay is printed.
  expect(publishedAt.getTime()).toBeLessThan(post.at.getTime() + 6_000);
  console.log(`[schedule] restarted before the time: published ${publishedAt.getTime() - post.at.getTime()} ms after it`);
  expect(await campaigns(post.id)).toBe(1);
  const page = await fetch(`${server.url}/blog/reinicio-${n}`);
  expect(page.status).toBe(200);
});

test("down over the time: published at the next start, once", async () => {
  const post = await schedule(2_000);
  await server!.stop();
  server = undefined;
  await new Promise((resolve) => setTimeout(resolve, post.at.getTime() - Date.now() + 1_500));
  expect((await state(post.id)).status).toBe("scheduled");
  const started = Date.now();
  server = await startServer({ env });
  const publishedAt = await publishedWithin(post.id, 15_000);
  expect(publishedAt.getTime()).toBeGreaterThanOrEqual(started);
  expect(await campaigns(post.id)).toBe(1);
  console.log(`[schedule] published ${publishedAt.getTime() - started} ms after the start command (due ${started - post.at.getTime()} ms before it)`);
});
