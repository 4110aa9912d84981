/**
 * The newsletter end to end in Chromium:
 *  - on the shared server: subscribe from the blog page's newsletter section in Spanish and
 *    English and confirm through the link in the mail (.eml in <e2eDataDir>/outbox); the footer
 *    signup without JavaScript;
 *  - on a server of our own (so the numbers are known): subscribe from the blog in both languages,
 *    confirm, sign in and publish a new post in the admin editor (its toasts), receive it in
 *    each subscriber's language, unsubscribe through the mail's link; the admin newsletter screen
 *    shows the numbers and the campaign's progress, retries failed deliveries (toast, then sent)
 *    and removes a subscriber through the shared confirmation dialog.
 * Axe on the signup, the landing pages and the admin screen; screenshots at 375 and 1280 px.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { runSeed } from "~/db/seed.server";
import { adminCookie, gotoAdmin, signInAsAdmin } from "../helpers/admin";
import { axeViolations } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { linkFrom, mailTo } from "../helpers/mail-files";
import { ROOT, startServer, tempDataDir, withDataDirDatabase, type TestServer } from "../helpers/server";

const SHOTS = path.join(ROOT, "reports", "screenshots", "newsletter");

const browser = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** Axe on what this issue builds (the shared header and layout are checked by their own tests). */
async function expectAxeClean(page: Page, label: string, include = "main") {
  expect((await axeViolations(page, include)).map((v) => `${label}: ${v}`)).toEqual([]);
}

/** The signup form: the blog page's newsletter section (`#newsletter`) or the footer's. */
async function subscribe(page: Page, email: string, place: "#newsletter" | "#newsletter-footer") {
  const form = page.locator(`${place} form`);
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button").click();
}

/** Polls (the machine is shared and slow at times). */
const until = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 45_000, interval: 100 });

const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").filter({ hasText: text });

/** Opens a public page and waits until it has hydrated (public pages load their scripts after the load event, ADR 0011). */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Holds the page's requests matching `url` (and `method`) until `release()`: time to see the busy state. */
async function hold(page: Page, url: string | RegExp, method = "POST") {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === method) await gate;
    await route.fallback();
  });
  return { release };
}

/** Subscribes from the blog page's section in `lang` and confirms through the mail's link. */
async function subscribeFromBlogAndConfirm(page: Page, baseURL: string, dataDir: string, lang: "es" | "en", email: string, shots = false) {
  await gotoHydrated(page, `${baseURL}/blog?lang=${lang}`);
  const section = page.locator("section#newsletter");
  await section.getByRole("heading", { level: 2 }).waitFor();
  // Empty: the 'required' message, no request.
  await section.locator("form").getByRole("button").click();
  await until(() => section.locator("[role=alert]").textContent()).toBe(lang === "es" ? "El email es requerido" : "Email is required");
  await subscribe(page, email, "#newsletter");
  const status = section.locator("[role=status]");
  await status.waitFor();
  expect(await status.textContent()).toContain(lang === "es" ? "¡Casi listo!" : "Almost there!");
  if (shots) {
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `signup-blog-${lang}-1280.png`) });
    await expectAxeClean(page, `blog ${lang}`, "section#newsletter");
  }
  const mail = await mailTo(dataDir, email, lang === "es" ? /Confirma tu suscripción/ : /Confirm your subscription/);
  await gotoHydrated(page, linkFrom(mail, "/newsletter/confirm"));
  if (shots) {
    await expectAxeClean(page, `confirm ${lang}`);
    await page.screenshot({ path: path.join(SHOTS, `confirm-${lang}-1280.png`) });
  }
  await page.getByRole("button", { name: lang === "es" ? "Confirmar suscripción" : "Confirm subscription" }).click();
  await page.getByRole("heading", { name: lang === "es" ? "¡Suscripción confirmada!" : "Subscription confirmed!" }).waitFor();
}

describe("signup on the shared server", () => {
  const baseURL = () => inject("baseURL");
  const dataDir = () => inject("e2eDataDir");

  for (const lang of ["es", "en"] as const) {
    test(`subscribe from the blog page's newsletter section in ${lang} and confirm through the mail's link`, async () => {
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      try {
        await subscribeFromBlogAndConfirm(page, baseURL(), dataDir(), lang, `e2e-${lang}-${randomBytes(3).toString("hex")}@planta.mx`, true);
      } finally {
        await context.close();
      }
    });
  }

  test("the states in place: the server's message, sending, generic and connection errors; typing clears an error", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await gotoHydrated(page, `${baseURL()}/blog?lang=es`);
      const form = page.locator("section#newsletter form");
      const input = form.getByRole("textbox");
      const button = form.getByRole("button");
      const alert = form.locator("[role=alert]");
      // Not empty, so it is sent: the server's own message comes back.
      await input.fill("no-es-un-correo");
      await button.click();
      await until(() => alert.textContent()).toBe("Escribe un correo electrónico válido");
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      // The field names the message, so a screen reader reads it again when the field is focused.
      expect(await page.evaluate((id) => document.getElementById(id!)?.textContent, await input.getAttribute("aria-describedby"))).toBe("Escribe un correo electrónico válido");
      // Editing the field clears the error.
      await input.press("m");
      await until(() => alert.count()).toBe(0);
      expect(await input.getAttribute("aria-invalid")).toBeNull();

      // Sending: disabled button with the spinner and label; then a response that is not JSON.
      await input.fill(`estados-${randomBytes(3).toString("hex")}@planta.mx`);
      await page.route("**/api/newsletter/subscribe", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
      const { release } = await hold(page, "**/api/newsletter/subscribe");
      await button.click();
      await until(() => button.isDisabled()).toBe(true);
      expect(await button.textContent()).toBe("Enviando...");
      expect(await button.locator("svg.animate-spin").count()).toBe(1);
      release();
      await until(() => alert.textContent()).toBe("Error al suscribirse. Inténtalo de nuevo.");
      expect(await button.isDisabled()).toBe(false);
      // Disabled while sending, the button has the focus back (not <body>).
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await button.textContent()).toBe("Suscribirme");
      expect(await button.locator("svg").count()).toBe(0);
      // The address typed stays after an error.
      expect(await input.inputValue()).toMatch(/^estados-/);

      // The request never gets through: the connection message.
      await page.unrouteAll();
      await page.route("**/api/newsletter/subscribe", (route) => route.abort("connectionfailed"));
      await button.click();
      await until(() => alert.textContent()).toBe("Error de conexión. Verifica tu internet e inténtalo de nuevo.");
    } finally {
      await context.close();
    }
  });

  test("without JavaScript the footer form posts and comes back with the result (375 px)", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseURL()}/blog?lang=es`);
      await subscribe(page, `nojs-${randomBytes(3).toString("hex")}@planta.mx`, "#newsletter-footer");
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

describe("blog signup → publish in the editor → receive → unsubscribe, and the admin screen", { timeout: 240_000 }, () => {
  let server: TestServer;
  const stamp = randomBytes(3).toString("hex");
  const readers = { es: `lectora-${stamp}@planta.mx`, en: `reader-${stamp}@plant.com` };
  const titleEs = `Perfiles de reflujo sin plomo ${stamp}`;
  const titleEn = `Lead-free reflow profiles ${stamp}`;
  const failedTitle = "Guía de control ESD en la línea";

  beforeAll(async () => {
    // A server of our own whose database is prepared before it starts: earlier subscribers (so the
    // screen has known numbers to show) and an older campaign whose deliveries all failed.
    const dataDir = tempDataDir("ardentia-nl-e2e-");
    await withDataDirDatabase(dataDir, async (database) => {
      await runSeed(database.db);
      // 24 active (16 es, 8 en), confirmed 3, 5, … 49 days ago: 14 of them in the last 30 days.
      await database.query(`INSERT INTO newsletter_subscribers (email, language, status, confirmed_at, subscribed_at) SELECT 'lector' || g || '@planta.mx', CASE WHEN g % 3 = 0 THEN 'en'::lang ELSE 'es'::lang END, 'active', now() - make_interval(days => g * 2 + 1), now() - make_interval(days => g * 2 + 1) FROM generate_series(1, 24) g`);
      await database.query(`INSERT INTO newsletter_subscribers (email, status) VALUES ('pendiente@planta.mx', 'pending')`);
      const [old] = await database.query<{ id: string }>(
        `INSERT INTO posts (slug, category_id, status, published_at) VALUES ('guia-control-esd', (SELECT id FROM categories ORDER BY id LIMIT 1), 'published', now() - interval '40 days') RETURNING id`,
      );
      await database.query(`INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ($1, 'es', $2, 'Qué revisar cada turno', '<p>Texto</p>')`, [old!.id, failedTitle]);
      const [campaign] = await database.query<{ id: string }>(
        `INSERT INTO newsletter_campaigns (post_id, status, total, created_at, finished_at) VALUES ($1, 'done', 3, now() - interval '40 days', now() - interval '40 days') RETURNING id`,
        [old!.id],
      );
      await database.query(
        `INSERT INTO newsletter_deliveries (campaign_id, subscriber_id, email, language, status, attempts, last_error)
         SELECT $1, id, email, language, 'failed', 5, 'connect ECONNREFUSED 127.0.0.1:25' FROM newsletter_subscribers WHERE email IN ('lector1@planta.mx', 'lector2@planta.mx', 'lector3@planta.mx')`,
        [campaign!.id],
      );
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("subscribe from the blog in Spanish and English, publish in the editor, receive it, unsubscribe", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    try {
      for (const lang of ["es", "en"] as const) await subscribeFromBlogAndConfirm(page, server.url, server.dataDir, lang, readers[lang]);

      // The admin publishes a new post in both languages through the editor.
      await signInAsAdmin(page, server.url, ADMIN.email, ADMIN.password);
      await page.getByRole("link", { name: "Crear Nuevo Post" }).click();
      await page.waitForURL(/\/admin\/posts\/new$/);
      await page.getByLabel("Título *").fill(titleEs);
      await page.getByLabel("Resumen *").fill("Cómo ajustar el horno paso a paso");
      await page.getByLabel("Contenido (HTML) *").fill(`<h2>Rampa</h2><p>${"palabra ".repeat(450)}</p>`);
      await page.getByRole("tab", { name: "English" }).click();
      await page.getByLabel("Título (inglés)").fill(titleEn);
      await page.getByLabel("Resumen (inglés)").fill("How to tune the oven step by step");
      await page.getByLabel("Contenido en inglés (HTML)").fill("<h2>Ramp</h2><p>English text.</p>");
      await page.getByLabel(/Categoría/).selectOption({ label: "Soldadura" });
      const slug = await page.getByLabel("Slug (URL)").inputValue();
      // The English version has its own slug, from its title.
      const slugEn = await page.getByLabel("Slug en inglés (URL)").inputValue();
      expect(slugEn).not.toBe(slug);
      await page.getByRole("button", { name: "Publicar" }).click();
      await until(() => toast(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
      // The toast after a first publication: to whom it goes (17 Spanish and 9 English readers), not the warning.
      await until(() => toast(page, "Newsletter enviado a todos los suscriptores (26), en español y en inglés").count()).toBe(1);
      expect(await toast(page, "Newsletter no enviado").count()).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, "editor-newsletter-toast-1280.png") });
      await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });

      // Each subscriber receives it in their language, with a link to the post and the one-click headers.
      const esMail = await mailTo(server.dataDir, readers.es, new RegExp(`^Nuevo artículo: ${titleEs}$`), 60_000);
      expect(esMail.text).toContain("Cómo ajustar el horno paso a paso");
      expect(esMail.text).toContain("3 min de lectura");
      expect(esMail.text).toContain(`${server.url}/blog/${slug}?lang=es`);
      const enMail = await mailTo(server.dataDir, readers.en, new RegExp(`^New article: ${titleEn}$`), 60_000);
      expect(enMail.text).toContain("How to tune the oven step by step");
      expect(enMail.text).toContain(`${server.url}/blog/${slugEn}?lang=en`);
      for (const mail of [esMail, enMail]) {
        const list = mail.headers.get("list") as unknown as { unsubscribe: { url: string; mail: string }; "unsubscribe-post": { name: string } };
        expect(list["unsubscribe-post"].name).toBe("List-Unsubscribe=One-Click");
        expect(list.unsubscribe.url).toMatch(/\/api\/newsletter\/unsubscribe\?t=/);
      }

      // The Spanish reader unsubscribes through the mail's link.
      await gotoHydrated(page, linkFrom(esMail, "/newsletter/unsubscribe"));
      await expectAxeClean(page, "unsubscribe");
      await page.screenshot({ path: path.join(SHOTS, "unsubscribe-es-1280.png") });
      // Once sent, the button stays disabled until the answer arrives.
      const unsubscribe = await hold(page, /\/newsletter\/unsubscribe\?t=/);
      expect(await page.getByRole("button", { name: "Darme de baja" }).count()).toBe(1);
      // Clicked and read in one evaluation: while a navigation is pending, Playwright's locators
      // and later evaluations wait for it, and it is held here.
      const disabled = await page.evaluate(async () => {
        const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]");
        button?.click();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return button?.disabled;
      });
      expect(disabled).toBe(true);
      unsubscribe.release();
      await page.getByRole("heading", { name: "Te has dado de baja" }).waitFor();
      await mailTo(server.dataDir, readers.es, /Te has dado de baja/);
    } finally {
      await context.close();
    }
  });

  test("the admin screen: numbers, campaign progress, retry of failed deliveries, removing a subscriber", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    try {
      await signInAsAdmin(page, server.url, ADMIN.email, ADMIN.password);
      await gotoAdmin(page, `${server.url}/admin/newsletter`);
      // Active: 24 earlier + the English reader (the Spanish one left); last 30 days: 14 + 1;
      // confirmed 26 of 27 who ever signed up; 16 Spanish and 9 English.
      const cards = page.getByTestId("newsletter-cards");
      const text = (await cards.textContent()) ?? "";
      expect(text).toContain("Total de suscriptores25");
      expect(text).toContain("Últimos 30 días15");
      // Numbers as written in Mexico: a decimal point.
      expect(text).toContain("96.3 %");
      const languages = page.getByRole("region", { name: "Distribución por idioma" });
      expect(await languages.textContent()).toContain("Español16 (64 %)");
      expect(await languages.textContent()).toContain("Inglés9 (36 %)");
      expect(await page.getByRole("region", { name: "Últimos suscriptores" }).textContent()).toContain(readers.en);
      // The API says the same.
      const cookie = await adminCookie(server.url, ADMIN.email, ADMIN.password);
      const api = (await (await fetch(`${server.url}/api/newsletter/analytics`, { headers: { Cookie: cookie } })).json()) as Record<string, unknown>;
      expect(api).toMatchObject({ totalSubscribers: 25, recentSubscribers: 15, confirmationRate: 96.3, languageBreakdown: { es: 16, en: 9 } });
      // An id of a UUID's length that is not one: refused with a message, never a database error.
      for (const [intent, id] of [["remove", "a".repeat(36)], ["retry", "-".repeat(36)]]) {
        const refused = await fetch(`${server.url}/admin/newsletter`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: intent!, id: id! }),
        });
        expect(refused.status, intent).toBe(400);
        expect(await refused.text(), intent).toContain("Identificador no válido");
      }
      // A well-formed id no campaign has (deleted meanwhile): 404 with its reason, not "nothing failed".
      const unknown = await fetch(`${server.url}/admin/newsletter`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "retry", id: "00000000-0000-4000-8000-000000000000" }),
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("La campaña no existe");
      // The CSV export holds the 25 active subscribers only: never one who left (the Spanish reader)
      // or one who never confirmed, who a mailing tool fed this file must not write to.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exportar CSV" }).click()]);
      const lines = fs.readFileSync((await download.path())!, "utf8").trim().split("\r\n");
      expect(lines.length).toBe(1 + 25);
      expect(lines.join("\n")).toContain(readers.en);
      expect(lines.join("\n")).not.toContain(readers.es);

      // The new post's two campaigns, one per language version: every subscriber who was active
      // when it was published got it once, in their language (17 Spanish, 9 English).
      const campaigns = page.getByTestId("campaign");
      expect(await campaigns.count()).toBe(3);
      for (const [title, version, sent] of [[titleEs, "Versión en español", 17], [titleEn, "Versión en inglés", 9]] as const) {
        const fresh = campaigns.filter({ hasText: title });
        expect(await fresh.getByText(version).count()).toBe(1);
        await until(async () => (await fresh.textContent())?.includes(`${sent} enviados · 0 en cola · 0 fallidos · ${sent} en total`)).toBe(true);
        expect(await fresh.getByText("Terminada", { exact: true }).count()).toBe(1);
        expect(await fresh.getByRole("button", { name: "Reintentar fallidos" }).count()).toBe(0);
      }

      // The older campaign failed for three subscribers: its error shows and a retry sends them.
      const failed = campaigns.filter({ hasText: failedTitle });
      expect(await failed.textContent()).toContain("0 enviados · 0 en cola · 3 fallidos · 3 en total");
      // Who did not get it, and why, in Spanish (the server's own words stay in the log and the database).
      expect(await failed.textContent()).toMatch(/No recibieron el correo: [^ ]+@[^ ]+, [^ ]+@[^ ]+, [^ ]+@[^ ]+(?!\s*y \d)/);
      expect(await failed.textContent()).toContain("Último error: No se pudo conectar con el servidor de correo (SMTP_URL).");
      expect(await failed.getByText("Terminada con fallos").count()).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, "admin-es-1280.png"), fullPage: true });
      await expectAxeClean(page, "admin newsletter");
      await failed.getByRole("button", { name: "Reintentar fallidos" }).click();
      await until(() => toast(page, "3 envíos fallidos en cola de nuevo").count()).toBe(1);
      // The screen follows the campaign until it is done.
      await until(async () => (await failed.textContent())?.includes("3 enviados · 0 en cola · 0 fallidos")).toBe(true);
      expect(await failed.getByRole("button", { name: "Reintentar fallidos" }).count()).toBe(0);
      await until(() => failed.getByText("Terminada", { exact: true }).count()).toBe(1);
      for (const n of [1, 2, 3]) await mailTo(server.dataDir, `lector${n}@planta.mx`, new RegExp(`^Nuevo artículo: ${failedTitle}$`));

      // An address whose mail server refused it for good (as the campaign worker marks it).
      await withDataDirDatabase(server.dataDir, (database) =>
        database.query(`UPDATE newsletter_subscribers SET bounced_at = now(), bounce_reason = '550 5.1.1 User unknown' WHERE email = 'lector23@planta.mx'`),
      );
      // Every active subscriber in the modal; removing one asks with the shared dialog.
      await page.getByRole("button", { name: "Ver todos los suscriptores" }).click();
      const modal = page.getByRole("dialog", { name: "Suscriptores" });
      await modal.getByRole("table").waitFor();
      expect(await modal.getByRole("row").count()).toBe(25 + 1);
      const bouncing = modal.getByRole("row").filter({ hasText: "lector23@planta.mx" });
      expect(await bouncing.getByText("Rebota", { exact: true }).getAttribute("title")).toMatch(/^Su servidor de correo rechazó la dirección el .+550 5\.1\.1 User unknown$/);
      expect(await modal.getByText("Rebota", { exact: true }).count()).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, "admin-modal-es-1280.png") });
      await modal.getByRole("button", { name: "Eliminar a lector24@planta.mx" }).click();
      const confirm = page.getByRole("dialog", { name: "¿Eliminar suscriptor?" });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain("lector24@planta.mx");
      await page.screenshot({ path: path.join(SHOTS, "admin-remove-confirm-es-1280.png") });
      await confirm.getByRole("button", { name: "Cancelar" }).click();
      await until(() => confirm.isVisible()).toBe(false);
      expect(await modal.getByRole("row").count()).toBe(25 + 1);
      await modal.getByRole("button", { name: "Eliminar a lector24@planta.mx" }).click();
      await confirm.getByRole("button", { name: "Eliminar" }).click();
      await until(() => toast(page, "Suscriptor eliminado").count()).toBe(1);
      await until(() => modal.getByRole("row").count()).toBe(24 + 1);
      expect(await modal.getByText("lector24@planta.mx").count()).toBe(0);
      expect(await modal.getByTestId("subscribers-range").textContent()).toBe("1–24 de 24");
      // A search by address (case aside) narrows the list: lector2 and lector20…23.
      await modal.getByRole("searchbox", { name: "Buscar por correo" }).fill("LECTOR2");
      await until(() => modal.getByRole("row").count()).toBe(5 + 1);
      expect(await modal.getByTestId("subscribers-range").textContent()).toBe("1–5 de 5");
      await modal.getByRole("searchbox", { name: "Buscar por correo" }).fill("nadie-con-este-correo");
      await until(() => modal.getByText("Ningún suscriptor con este estado coincide con «nadie-con-este-correo».").count()).toBe(1);
      await modal.getByRole("searchbox", { name: "Buscar por correo" }).fill("");
      await until(() => modal.getByRole("row").count()).toBe(24 + 1);
      await modal.getByRole("button", { name: "Cerrar" }).click();
      await until(async () => (await page.getByTestId("newsletter-cards").textContent())?.includes("Total de suscriptores24")).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("the admin screen at 375 px", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 900 } });
    await context.addCookies([cookieFor(await adminCookie(server.url, ADMIN.email, ADMIN.password), server.url)]);
    const page = await context.newPage();
    try {
      await gotoAdmin(page, `${server.url}/admin/newsletter`);
      expect((await page.getByTestId("newsletter-cards").textContent()) ?? "").toContain("Total de suscriptores24");
      expect(await page.getByTestId("campaign").count()).toBe(3);
      await page.screenshot({ path: path.join(SHOTS, "admin-es-375.png"), fullPage: true });
      // The subscribers list fits the phone: no sideways scroll; each row's status, date and «Eliminar» in view.
      await page.getByRole("button", { name: "Ver todos los suscriptores" }).click();
      const modal = page.getByRole("dialog", { name: "Suscriptores" });
      const table = modal.getByRole("table");
      await table.waitFor();
      expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      const row = modal.getByRole("row").filter({ hasText: "lector22@planta.mx" });
      for (const part of [row.getByText("Activo", { exact: true }), row.getByRole("button", { name: "Eliminar a lector22@planta.mx" })]) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      await page.screenshot({ path: path.join(SHOTS, "admin-modal-es-375.png") });
    } finally {
      await context.close();
    }
  });
});
