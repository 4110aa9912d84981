/**
 * The blog on PostgreSQL with several instances: the 'no articles yet' state, cache invalidation
 * across instances over LISTEN/NOTIFY (a NOTIFY from outside, and contentChanged() in one instance
 * reaching the others), the XSS corpus stored raw and rendered through the sanitiser, and the
 * load-error state. The error state is produced the way a real outage looks to the app: the
 * database stops accepting connections (ALTER DATABASE … ALLOW_CONNECTIONS false and the
 * existing sessions are terminated); it comes back and 'Reintentar' shows the blog again.
 */
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PAGE_CACHE_CHANNEL } from "~/platform/page-cache/notify.server";
import { DEMO_SEEDED_KEY } from "~/blog/seed-demo.server";
import { DEMO_POSTS } from "~/content/demo-posts";
import { openDatabase, type Database } from "~/db/client.server";
import { appMeta, categories, postContents, posts } from "~/db/schema";
import { launchBrowser } from "../helpers/browser";
import { acquirePostgres, createPgDatabase, type PgServer } from "../helpers/postgres";
import { startServer, type TestServer } from "../helpers/server";
import { XSS_VECTORS } from "../helpers/xss-corpus";

let pgServer: PgServer;
let created: { url: string; drop(): Promise<void> };
let database: Database | undefined;
let admin: pg.Client;
let a: TestServer;
let b: TestServer;
let browser: Browser;
const dbName = () => new URL(created.url).pathname.slice(1);
const published = DEMO_POSTS.filter((p) => p.status === "published");

beforeAll(async () => {
  pgServer = await acquirePostgres();
  created = await createPgDatabase(pgServer.adminUrl);
  database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  // Mark the demo content as already seeded: these instances start with an empty blog.
  await db().insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: "test" });
  admin = new pg.Client({ connectionString: pgServer.adminUrl });
  await admin.connect();
  // One worker each: these tests are about instances, and a page is a HIT only in the worker that
  // cached it (several workers per instance are covered in engine.test.ts). The second runs no
  // background workers (WORKERS=off): its page cache must still hear of the others' changes.
  [a, b] = await Promise.all([
    startServer({ env: { DATABASE_URL: created.url, WEB_CONCURRENCY: "1" } }),
    startServer({ env: { DATABASE_URL: created.url, WEB_CONCURRENCY: "1", WORKERS: "off" } }),
  ]);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await admin?.query(`ALTER DATABASE "${dbName()}" ALLOW_CONNECTIONS true`).catch(() => {});
  await browser?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await admin?.end();
  await created?.drop();
  pgServer?.stop();
});

const db = () => database!.db;
const get = async (server: TestServer, path: string) => {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: "lang=es", "accept-encoding": "br" } });
  await res.clone().arrayBuffer(); // read whole: the connection goes back to the pool for the next request
  return res;
};
const textOf = async (server: TestServer, path: string) => {
  const res = await get(server, path);
  return { status: res.status, cache: res.headers.get("x-cache"), html: await res.text() };
};

describe("blog on PostgreSQL, two instances", () => {
  test("an empty blog shows 'no articles yet'", async () => {
    const page = await textOf(a, "/blog");
    expect(page.status).toBe(200);
    expect(page.html).toContain("No hay artículos disponibles");
  });

  test("a NOTIFY from another instance drops both caches", async () => {
    for (const s of [a, b]) {
      await get(s, "/blog");
      expect((await textOf(s, "/blog")).cache).toBe("HIT");
    }
    // A post written behind the instances' backs: they keep serving the cached empty page…
    const [cat] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, "esd"));
    const [row] = await db()
      .insert(posts)
      .values({ slug: "aviso-por-notify", categoryId: cat!.id, status: "published", publishedAt: new Date() })
      .returning({ id: posts.id });
    await db().insert(postContents).values({ postId: row!.id, language: "es", title: "Aviso por NOTIFY", excerpt: "x", content: "<p>x</p>" });
    expect((await textOf(a, "/blog")).html).toContain("No hay artículos disponibles");
    // …until an instance announces a change on the channel.
    await notifyOnAppDatabase();
    for (const s of [a, b]) {
      await expect.poll(async () => (await textOf(s, "/blog")).html, { timeout: 10_000 }).toContain("Aviso por NOTIFY");
    }
  });

  test("contentChanged() in one instance (the demo seed of a third one) reaches the others", async () => {
    for (const s of [a, b]) await get(s, "/blog");
    expect((await textOf(a, "/blog")).cache).toBe("HIT");
    await db().delete(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    const c = await startServer({ env: { DATABASE_URL: created.url, WORKERS: "on", WEB_CONCURRENCY: "1" } });
    try {
      for (const s of [a, b]) {
        await expect.poll(async () => (await textOf(s, "/blog")).html, { timeout: 15_000 }).toContain(`${published.length + 1} artículos`);
      }
    } finally {
      await c.stop();
    }
  });

  test("post bodies stored raw with ≥ 50 XSS vectors render inert in Chromium", async () => {
    const [cat] = await db().select({ id: categories.id }).from(categories).limit(1);
    const [row] = await db()
      .insert(posts)
      .values({ slug: "xss-corpus", categoryId: cat!.id, status: "published", publishedAt: new Date("2000-01-01") })
      .returning({ id: posts.id });
    // Written around the sanitiser on purpose: rendering must sanitise again.
    const body = XSS_VECTORS.map((v) => `<p>${v}</p>`).join("\n");
    await db().insert(postContents).values({ postId: row!.id, language: "es", title: "XSS", excerpt: "<img src=x onerror=alert(1)>", content: body });
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: Array<string> = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const res = await page.goto(`${a.url}/blog/xss-corpus?lang=es`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    await page.evaluate(async () => {
      for (const el of Array.from(document.querySelectorAll(".post-body *"))) {
        for (const type of ["mouseover", "mouseenter", "focus", "click", "animationstart", "toggle"]) {
          el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    });
    const report = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: number }).__xss ?? 0,
      scripts: document.querySelectorAll(".post-body script, .post-body iframe, .post-body object, .post-body embed, .post-body svg").length,
      handlers: Array.from(document.querySelectorAll(".post-body *")).filter((el) => Array.from(el.attributes).some((a) => a.name.startsWith("on"))).length,
      badLinks: Array.from(document.querySelectorAll<HTMLAnchorElement>(".post-body a[href]")).filter((l) => !/^(https?|mailto|tel):$/.test(l.protocol)).length,
    }));
    expect(dialogs).toEqual([]);
    expect(report).toEqual({ xss: 0, scripts: 0, handlers: 0, badLinks: 0 });
    await context.close();
  });

  test("the database going away shows the load error with 'Reintentar'; it recovers", async () => {
    await admin.query(`ALTER DATABASE "${dbName()}" ALLOW_CONNECTIONS false`);
    await database!.close();
    database = undefined;
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [dbName()]);
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    try {
      // A page not yet cached (cached pages keep being served during the outage).
      const res = await page.goto(`${a.url}/blog?category=procesos&lang=es`, { waitUntil: "networkidle" });
      expect(res?.status()).toBe(503);
      expect(res?.headers()["cache-control"]).toContain("no-store");
      await page.getByRole("heading", { name: "Error cargando posts" }).waitFor();
      expect(await page.locator("[role=alert]").textContent()).toContain("Reintentar");
      const cached = await textOf(a, "/blog");
      expect(cached.status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${dbName()}" ALLOW_CONNECTIONS true`);
    }
    await page.getByRole("link", { name: "Reintentar" }).click();
    await page.waitForLoadState("networkidle");
    await page.locator("main article").first().waitFor();
    expect(await page.locator("[role=alert]").count()).toBe(0);
    await context.close();
    database = await openDatabase({ databaseUrl: created.url, poolSize: 1, migrate: false });
  });
});

async function notifyOnAppDatabase() {
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  try {
    await client.query(`SELECT pg_notify($1, $2)`, [PAGE_CACHE_CHANNEL, JSON.stringify({ from: "another-instance", reason: "test" })]);
  } finally {
    await client.end();
  }
}
