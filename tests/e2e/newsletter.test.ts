/**
 * The newsletter end to end in Chromium: subscribe from the blog (footer signup) in Spanish and
 * English, with and without JavaScript; confirm through the link in the mail (.eml in the data
 * dir); then, on a server of our own, the admin sends a published post, the subscriber receives
 * it, unsubscribes from the mail's link, and the analytics screen shows the numbers. Axe on the
 * signup, the landing pages and the admin screen; screenshots at 375 and 1280 px.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { adminCookie } from "../helpers/admin";
import { launchBrowser } from "../helpers/browser";
import { ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";

const SHOTS = path.join(ROOT, "reports", "screenshots", "newsletter");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function mailTo(dataDir: string, to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      if (address === to && subject.test(mail.subject ?? "")) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} in ${dir}`);
}

function linkFrom(mail: ParsedMail, pathPart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathPart}[^\\s"<>]*`).exec(mail.text ?? "");
  if (!match) throw new Error(`No ${pathPart} link in the mail:\n${mail.text}`);
  return match[0];
}

/** Axe on what this issue builds (the shared header and layout are checked by their own tests). */
async function expectAxeClean(page: Page, label: string, include = "main") {
  const result = await new AxeBuilder({ page }).include(include).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function subscribeInFooter(page: Page, email: string) {
  const form = page.locator("#newsletter-footer form");
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button").click();
}

describe("signup on the shared server", () => {
  const baseURL = () => inject("baseURL");
  const dataDir = () => inject("e2eDataDir");

  for (const lang of ["es", "en"] as const) {
    test(`subscribe from the blog in ${lang} and confirm through the mail's link`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(`${baseURL()}/blog?lang=${lang}`);
        const email = `e2e-${lang}-${randomBytes(3).toString("hex")}@planta.mx`;
        // Empty: the spec's message, no request.
        await page.locator("#newsletter-footer form").getByRole("button").click();
        await expect.poll(() => page.locator("#newsletter-footer [role=alert]").textContent()).toBe(lang === "es" ? "El email es requerido" : "Email is required");
        await subscribeInFooter(page, email);
        const status = page.locator("#newsletter-footer [role=status]");
        await status.waitFor();
        expect(await status.textContent()).toContain(lang === "es" ? "¡Casi listo!" : "Almost there!");
        await page.locator("#newsletter-footer").scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `signup-footer-${lang}-1280.png`) });
        await expectAxeClean(page, `blog ${lang}`, "#newsletter-footer");

        const mail = await mailTo(dataDir(), email, lang === "es" ? /Confirma tu suscripción/ : /Confirm your subscription/);
        await page.goto(linkFrom(mail, "/newsletter/confirm"));
        await expectAxeClean(page, `confirm ${lang}`);
        await page.screenshot({ path: path.join(SHOTS, `confirm-${lang}-1280.png`) });
        await page.getByRole("button", { name: lang === "es" ? "Confirmar suscripción" : "Confirm subscription" }).click();
        await page.getByRole("heading", { name: lang === "es" ? "¡Suscripción confirmada!" : "Subscription confirmed!" }).waitFor();
      } finally {
        await context.close();
      }
    });
  }

  test("without JavaScript the form posts and comes back with the result (375 px)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseURL()}/blog?lang=es`);
      await subscribeInFooter(page, `nojs-${randomBytes(3).toString("hex")}@planta.mx`);
      await page.waitForURL(/newsletter=footer-ok/);
      expect(await page.locator("#newsletter-footer [role=status]").textContent()).toContain("¡Casi listo!");
      await page.locator("#newsletter-footer").screenshot({ path: path.join(SHOTS, "signup-footer-es-375.png") });
    } finally {
      await context.close();
    }
  });
});

const ADMIN = { email: "admin@ardentia.test", password: "correct horse battery staple" };

/** A `name=value` Cookie header as a Playwright cookie. */
function cookieFor(header: string, url: string) {
  const eq = header.indexOf("=");
  return { name: header.slice(0, eq), value: header.slice(eq + 1), url };
}

describe("publish → receive → unsubscribe, and the analytics screen", () => {
  let server: TestServer;
  let cookie: string;
  let postId: string;

  beforeAll(async () => {
    // A server of our own whose database we prepare before it starts: an admin session (the
    // sign-in screen is another issue's) and a published post.
    const dataDir = tempDataDir("ardentia-nl-e2e-");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      await runSeed(database.db);
      const rows = await database.query<{ id: string }>(
        `INSERT INTO posts (slug, category_id, status, published_at) VALUES ('perfiles-de-reflujo', (SELECT id FROM categories ORDER BY id LIMIT 1), 'published', now()) RETURNING id`,
      );
      postId = rows[0]!.id;
      await database.query(
        `INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ($1, 'es', 'Perfiles de reflujo sin plomo', 'Cómo ajustar el horno paso a paso', '<p>Texto</p>')`,
        [postId],
      );
      // A few earlier subscribers so the screen has numbers to show.
      await database.query(`INSERT INTO newsletter_subscribers (email, language, status, confirmed_at, subscribed_at) SELECT 'lector' || g || '@planta.mx', CASE WHEN g % 3 = 0 THEN 'en'::lang ELSE 'es'::lang END, 'active', now() - make_interval(days => g * 2), now() - make_interval(days => g * 2) FROM generate_series(1, 24) g`);
      await database.query(`INSERT INTO newsletter_subscribers (email, status) VALUES ('pendiente@planta.mx', 'pending')`);
    } finally {
      await database.close();
    }
    server = await startServer({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    cookie = await adminCookie(server.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("a subscriber receives the new post in Spanish and unsubscribes from the mail", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([cookieFor(cookie, server.url)]);
    const page = await context.newPage();
    try {
      const email = `lectora-${randomBytes(3).toString("hex")}@planta.mx`;
      await page.goto(`${server.url}/blog?lang=es`);
      await subscribeInFooter(page, email);
      await page.locator("#newsletter-footer [role=status]").waitFor();
      const confirm = await mailTo(server.dataDir, email, /Confirma/);
      await page.goto(linkFrom(confirm, "/newsletter/confirm"));
      await page.getByRole("button", { name: "Confirmar suscripción" }).click();
      await page.getByRole("heading", { name: "¡Suscripción confirmada!" }).waitFor();

      // What the editor does after a first publication (the publish hook normally did it already).
      await page.goto(`${server.url}/admin/newsletter`);
      const answer = await page.evaluate(async (blogId) => {
        const r = await fetch("/api/newsletter/send-blog-notification", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ blogId }) });
        return r.json();
      }, postId);
      expect(answer).toMatchObject({ success: true, subscribers: 25, error: null });

      const news = await mailTo(server.dataDir, email, /Nuevo artículo: Perfiles de reflujo sin plomo/);
      expect(news.text).toContain("Cómo ajustar el horno paso a paso");
      const list = news.headers.get("list") as unknown as { unsubscribe: { url: string; mail: string }; "unsubscribe-post": { name: string } };
      expect(list["unsubscribe-post"].name).toBe("List-Unsubscribe=One-Click");
      expect(list.unsubscribe.url).toMatch(/\/api\/newsletter\/unsubscribe\?t=/);
      await page.goto(linkFrom(news, "/newsletter/unsubscribe"));
      await expectAxeClean(page, "unsubscribe");
      await page.screenshot({ path: path.join(SHOTS, "unsubscribe-es-1280.png") });
      await page.getByRole("button", { name: "Darme de baja" }).click();
      await page.getByRole("heading", { name: "Te has dado de baja" }).waitFor();
      await mailTo(server.dataDir, email, /Te has dado de baja/);
    } finally {
      await context.close();
    }
  });

  test("the analytics screen shows the numbers (1280 and 375 px)", async () => {
    const api = await fetch(`${server.url}/api/newsletter/analytics`, { headers: { Cookie: cookie } });
    const numbers = (await api.json()) as { totalSubscribers: number; recentSubscribers: number; confirmationRate: number };
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([cookieFor(cookie, server.url)]);
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/admin/newsletter`);
        const cards = page.getByTestId("newsletter-cards");
        await cards.waitFor();
        const text = (await cards.textContent()) ?? "";
        expect(text).toContain(`Total de suscriptores${numbers.totalSubscribers}`);
        expect(text).toContain(`Últimos 30 días${numbers.recentSubscribers}`);
        expect(text).toContain(`${numbers.confirmationRate.toLocaleString("es-ES")} %`);
        expect(await page.getByTestId("campaign").count()).toBe(1);
        await page.screenshot({ path: path.join(SHOTS, `admin-es-${width}.png`), fullPage: true });
        if (width === 1280) {
          await expectAxeClean(page, "admin newsletter");
          await page.getByRole("button", { name: "Ver todos los suscriptores" }).click();
          await page.getByRole("dialog", { name: "Suscriptores" }).getByRole("table").waitFor();
          await page.screenshot({ path: path.join(SHOTS, "admin-modal-es-1280.png") });
          expect(await page.getByRole("dialog", { name: "Suscriptores" }).getByRole("row").count()).toBe(numbers.totalSubscribers + 1);
        }
      } finally {
        await context.close();
      }
    }
  });
});
