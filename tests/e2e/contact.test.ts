/**
 * The contact form end to end, in both languages, with and without JavaScript; the admin sees the
 * requests in 'Mensajes'. Axe (WCAG 2.0/2.1/2.2 A+AA) on every form state and on the inbox.
 *
 * Runs its own server (PostgreSQL, so the test can read what was stored; TRUST_PROXY so each
 * browser context has its own client IP for the rate limit; its own first admin).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { signInAsAdmin } from "../helpers/admin";
import { axeViolations } from "../helpers/axe";
import { launchBrowser } from "../helpers/browser";
import { TEST_SESSION_SECRET } from "../helpers/contact";
import { acquirePostgres, createPgDatabase, type PgServer } from "../helpers/postgres";
import { ROOT, startServer, type TestServer } from "../helpers/server";

const MIN_FILL_MS = 3000;
const SHOTS = path.join(ROOT, "reports/screenshots/contact");

let pgServer: PgServer;
let dropDb: () => Promise<void>;
let database: Database;
let server: TestServer;
let browser: Browser;
let ipCounter = 0;

beforeAll(async () => {
  pgServer = await acquirePostgres();
  const pg = await createPgDatabase(pgServer.adminUrl);
  dropDb = pg.drop;
  server = await startServer({
    env: { DATABASE_URL: pg.url, SESSION_SECRET: TEST_SESSION_SECRET, TRUST_PROXY: "loopback", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  database = await openDatabase({ databaseUrl: pg.url, migrate: false });
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  if (server && (server.proc.exitCode !== null || server.proc.signalCode !== null)) {
    console.error(`The contact e2e server died (${server.proc.exitCode ?? server.proc.signalCode}):\n${server.output()}`);
  }
  await browser?.close();
  await server?.stop();
  await database?.close();
  await dropDb?.();
  pgServer?.stop();
});

const texts = {
  es: { path: "/contacto", locale: "es-MX", submit: "Enviar mensaje", name: "Nombre completo", email: "Correo electrónico", phone: "Teléfono", company: "Empresa", message: "Mensaje", industry: "Industria", success: /Mensaje enviado correctamente/, required: "Este campo es obligatorio", nameError: "Escribe tu nombre", terms: "Debes aceptar los términos y condiciones", didYouMean: "¿Quisiste decir" },
  en: { path: "/contact", locale: "en-US", submit: "Send message", name: "Full name", email: "Email", phone: "Phone", company: "Company", message: "Message", industry: "Industry", success: /Message sent successfully/, required: "This field is required", nameError: "Please enter your name", terms: "You must accept the terms and conditions", didYouMean: "Did you mean" },
} as const;

async function context(lang: "es" | "en", javaScriptEnabled: boolean, width = 1280): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled,
    locale: texts[lang].locale,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "X-Forwarded-For": `192.0.2.${++ipCounter}` },
  });
}

async function axe(page: Page, label: string) {
  expect((await axeViolations(page)).map((v) => `${label}: ${v}`)).toEqual([]);
}

/**
 * Axe needs scripts; a page in a context without JavaScript cannot run it. So the exact HTML the
 * server sent is served again, at the same origin (same CSS), to a context whose scripts are blocked.
 */
async function axeNoJs(page: Page, label: string) {
  const html = await page.content();
  const ctx = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 900 } });
  const copy = await ctx.newPage();
  await copy.route(/\.js(\?|$)/, (route) => route.abort());
  await copy.route(`${server.url}/__axe-snapshot`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
  await copy.goto(`${server.url}/__axe-snapshot`);
  await axe(copy, label);
  await ctx.close();
}

async function fill(page: Page, lang: "es" | "en", who: { name: string; email: string; company: string; message: string }) {
  const t = texts[lang];
  await page.getByLabel(t.name).fill(who.name);
  await page.getByLabel(t.email, { exact: false }).first().fill(who.email);
  await page.getByLabel(t.phone).fill("+52 81 1234 5678");
  await page.getByLabel(t.company).fill(who.company);
  await page.getByLabel(t.industry).selectOption("automotriz");
  await page.getByRole("textbox", { name: t.message }).fill(who.message);
  await page.getByRole("checkbox").check();
}

async function waitMinFill(since: number) {
  const left = MIN_FILL_MS + 300 - (Date.now() - since);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

async function stored(name: string) {
  return database.query<{ name: string; is_spam: boolean; language: string; industry: string; company: string }>(
    "SELECT name, is_spam, language, industry, company FROM contact_requests WHERE name = $1",
    [name],
  );
}

describe.each(["es", "en"] as const)("contact form in %s", (lang) => {
  const t = texts[lang];

  test("with JavaScript: inline errors, an edited field clears its error, typo suggestion, send without reload", { timeout: 120_000 }, async () => {
    const ctx = await context(lang, true);
    const page = await ctx.newPage();
    const opened = Date.now();
    await page.goto(`${server.url}${t.path}`);
    await page.waitForSelector("[data-hydrated=true]");
    await axe(page, "form");

    let reloaded = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await page.getByRole("button", { name: t.submit }).click();
    const name = page.getByLabel(t.name);
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await name.getAttribute("aria-describedby"))!;
    expect(await page.locator(`#${describedBy.split(" ").at(-1)}`).textContent()).toBe(t.nameError);
    expect(await page.getByText(t.terms).count()).toBe(1);
    expect(await page.getByText(t.required).count()).toBe(2); // email, phone
    // The first invalid field has focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await page.screenshot({ path: path.join(SHOTS, `form-errors-${lang}-1280.png`), fullPage: true });
    await axe(page, "errors");

    await name.fill("x");
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByText(t.nameError).count()).toBe(0);

    const who = { name: `JS ${lang} ${randomUUID().slice(0, 8)}`, email: "ana@gmial.com", company: "<b>Maquila</b> & Co", message: "Cotización de soldadura SAC305, 20 kg <script>alert(1)</script>" };
    await fill(page, lang, who);
    const suggestion = page.getByRole("button", { name: "ana@gmail.com" });
    await expect.poll(() => suggestion.count()).toBe(1);
    expect(await page.getByText(t.didYouMean).count()).toBe(1);
    await suggestion.click();
    expect(await page.getByLabel(t.email).first().inputValue()).toBe("ana@gmail.com");

    await waitMinFill(opened);
    await page.getByRole("button", { name: t.submit }).click();
    const success = page.getByTestId("contact-success");
    await success.waitFor();
    expect(await success.textContent()).toMatch(t.success);
    expect(await page.getByLabel(t.name).inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: t.message }).inputValue()).toBe("");
    expect(reloaded).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, `form-success-${lang}-1280.png`), fullPage: true });
    await axe(page, "success");
    // The message leaves after 5 seconds.
    await success.waitFor({ state: "detached", timeout: 8000 });

    expect(await stored(who.name)).toEqual([{ name: who.name, is_spam: false, language: lang, industry: "automotriz", company: who.company }]);
    await ctx.close();
  });

  test("without JavaScript: the server validates with the same messages and accepts the request", { timeout: 120_000 }, async () => {
    const ctx = await context(lang, false);
    const page = await ctx.newPage();
    const opened = Date.now();
    await page.goto(`${server.url}${t.path}`);
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForLoadState("load");
    expect(await page.getByText(t.nameError).count()).toBe(1);
    expect(await page.getByText(t.terms).count()).toBe(1);
    expect(await page.getByLabel(t.name).getAttribute("aria-invalid")).toBe("true");
    await axeNoJs(page, "no-js errors");

    const who = { name: `NoJS ${lang} ${randomUUID().slice(0, 8)}`, email: "bruno@oem.com", company: "OEM Norte", message: "Necesitamos plantillas láser para inspección." };
    await fill(page, lang, who);
    await waitMinFill(opened);
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForLoadState("load");
    expect(await page.getByTestId("contact-success").textContent()).toMatch(t.success);
    // The new page opens at the form, its notice first and in view (not 1,800 px below, at the top of a reloaded page).
    expect(new URL(page.url()).hash).toBe("#formulario");
    const box = await page.getByTestId("contact-success").boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.getByLabel(t.name).inputValue()).toBe("");
    await axeNoJs(page, "no-js success");
    expect(await stored(who.name)).toEqual([{ name: who.name, is_spam: false, language: lang, industry: "automotriz", company: who.company }]);
    await ctx.close();
  });

  test("screenshots at 375 and 1280", async () => {
    for (const width of [375, 1280]) {
      const ctx = await context(lang, true, width);
      const page = await ctx.newPage();
      await page.goto(`${server.url}${t.path}`);
      await page.waitForSelector("[data-hydrated=true]");
      await page.screenshot({ path: path.join(SHOTS, `form-${lang}-${width}.png`), fullPage: true });
      await ctx.close();
    }
  });
});

/**
 * What the browser script does beyond the happy path, with the page's action answered by the test
 * (`page.route`) so each state can be held and looked at: the sending state, the server's refusals,
 * a network failure, and the e-mail suggestion's focus and description.
 */
describe("contact form states with JavaScript", () => {
  test("sending: disabled button, spinner, sending label, busy form, a second submit ignored; then 429, 400 and network errors keep the data", { timeout: 120_000 }, async () => {
    const lang = "en";
    const t = texts[lang];
    const ctx = await context(lang, true);
    const page = await ctx.newPage();
    await page.goto(`${server.url}${t.path}`);
    await page.waitForSelector("form[data-hydrated=true]");
    const form = page.getByTestId("contact-form");
    const email = page.getByLabel(t.email).first();

    // The suggestion describes the e-mail field; taking it fills the field and keeps focus there.
    await email.fill("ana@hotmial.com");
    const suggestion = page.getByRole("button", { name: "ana@hotmail.com" });
    await expect.poll(() => suggestion.count()).toBe(1);
    const suggestionId = await page.locator("p", { has: suggestion }).getAttribute("id");
    expect(suggestionId).toMatch(/-suggestion$/);
    expect((await email.getAttribute("aria-describedby"))?.split(" ")).toContain(suggestionId);
    await suggestion.click();
    expect(await email.inputValue()).toBe("ana@hotmail.com");
    expect(await suggestion.count()).toBe(0);
    expect(await email.getAttribute("aria-describedby")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    const who = { name: `States ${randomUUID().slice(0, 8)}`, email: "ana@hotmail.com", company: "ACME", message: "Quote for 20 kg of SAC305 solder paste." };
    await fill(page, lang, who);

    // Each answer waits until the test releases it.
    const bodies: Array<Record<string, unknown>> = [];
    const accepts: Array<string | undefined> = [];
    let release: (answer: { status: number; body: unknown } | "network") => void = () => undefined;
    // The script posts the form's own data to the page's action (the one that works without JavaScript).
    await page.route(`${server.url}${t.path}`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      expect(route.request().headers()["content-type"]).toContain("application/x-www-form-urlencoded");
      bodies.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? "")));
      accepts.push(route.request().headers()["accept"]);
      const answer = await new Promise<{ status: number; body: unknown } | "network">((resolve) => (release = resolve));
      if (answer === "network") await route.abort("failed");
      else await route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
    });
    const submit = form.locator('button[type="submit"]');
    const spinner = submit.locator("svg.animate-spin");

    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => form.getAttribute("aria-busy")).toBe("true");
    expect(await submit.isDisabled()).toBe(true);
    expect((await submit.textContent())?.trim()).toBe("Sending...");
    expect(await spinner.isVisible()).toBe(true);
    expect(await submit.locator("svg:not(.animate-spin)").isVisible()).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, `form-sending-${lang}-1280.png`), fullPage: true });
    await axe(page, "sending");
    // A second submit while the first is on its way sends nothing.
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
    await new Promise((r) => setTimeout(r, 300));
    expect(bodies.length).toBe(1);
    expect(accepts).toEqual(["application/json"]);
    expect(bodies[0]).toMatchObject({ name: who.name, email: who.email, phone: "+52 81 1234 5678", company: who.company, industry: "automotriz", message: who.message, website: "", acceptTerms: "on" });
    expect(String(bodies[0]!.formToken)).toMatch(/\./);

    // 429: the server's own words, the data kept, the button back.
    release({ status: 429, body: { error: "Too many requests, wait 10 minutes." } });
    const error = page.getByTestId("contact-error");
    await error.waitFor();
    expect((await error.textContent())?.trim()).toBe("Too many requests, wait 10 minutes.");
    expect(await form.getAttribute("aria-busy")).toBeNull();
    expect(await submit.isDisabled()).toBe(false);
    expect((await submit.textContent())?.trim()).toBe(t.submit);
    expect(await spinner.isVisible()).toBe(false);
    expect(await page.getByLabel(t.name).inputValue()).toBe(who.name);
    expect(await page.getByRole("checkbox").isChecked()).toBe(true);
    await axe(page, "rate limited");

    // A new submit hides the earlier message at once; a 400 shows the server's field errors.
    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => error.count()).toBe(0);
    // The answer can only be released once the request has reached the route (as for the network
    // failure below): releasing earlier resolved the previous request's answer, and this one hung.
    await expect.poll(() => bodies.length).toBe(2);
    release({ status: 400, body: { error: "Please check the highlighted fields.", errors: { email: "Invalid email" } } });
    await error.waitFor();
    expect((await error.textContent())?.trim()).toBe("Please check the highlighted fields.");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const emailError = page.locator(`#${(await email.getAttribute("aria-describedby"))!.split(" ").at(-1)!}`);
    expect((await emailError.textContent())?.trim()).toBe("Invalid email");
    expect(await email.getAttribute("class")).toContain("border-red-600");
    await email.fill("ana@hotmail.com.mx");
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    expect(await emailError.count()).toBe(0);
    expect(await email.getAttribute("class")).toContain("border-slate-300");

    // Network failure: the generic text; it leaves after 5 seconds.
    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => bodies.length).toBe(3);
    release("network");
    await error.waitFor();
    expect((await error.textContent())?.trim()).toBe("Error sending the message. Please try again.");
    expect(await page.getByLabel(t.name).inputValue()).toBe(who.name);
    await error.waitFor({ state: "detached", timeout: 8000 });
    await ctx.close();
  });

  test("a page sent back by the server (form posted before the script ran) is enhanced: its message leaves after 5 s, edits clear its errors", { timeout: 120_000 }, async () => {
    const lang = "es";
    const t = texts[lang];
    const ctx = await context(lang, true);
    const page = await ctx.newPage();
    // The form's script fails the first time, so the first submit is a plain POST to the route.
    let chunkRequests = 0;
    await page.route(/\/assets\/ContactForm\.lazy\.client-[^/]+\.js$/, (route) => (++chunkRequests === 1 ? route.abort() : route.continue()));
    await page.goto(`${server.url}${t.path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.getByTestId("contact-form").getAttribute("data-hydrated")).toBeNull();
    await page.getByLabel(t.email).first().fill("ana@gmial.com");
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForSelector("form[data-hydrated=true]");
    expect(chunkRequests).toBe(2);

    const error = page.getByTestId("contact-error");
    expect((await error.textContent())?.trim()).toBe("Revisa los campos marcados.");
    const name = page.getByLabel(t.name);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    // The e-mail the server sent back gets its suggestion once the script runs.
    const email = page.getByLabel(t.email).first();
    expect(await email.inputValue()).toBe("ana@gmial.com");
    await expect.poll(() => page.getByRole("button", { name: "ana@gmail.com" }).count()).toBe(1);
    expect((await email.getAttribute("aria-describedby"))?.split(" ").map((id) => id.replace(/^.*-/, ""))).toEqual(["suggestion"]);

    await name.fill("Ana");
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    expect(await name.getAttribute("aria-describedby")).toBeNull();
    expect(await page.getByText(t.nameError).count()).toBe(0);
    await error.waitFor({ state: "detached", timeout: 8000 });
    await ctx.close();
  });
});

const ADMIN = { email: "inbox-admin@ardentia.test", password: "inbox admin password 2026" };

/** A browser context signed in through the admin login page (tests/helpers/admin.ts). */
async function adminContext(width: number, height = 900): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: "es-MX" });
  const page = await ctx.newPage();
  await signInAsAdmin(page, server.url, ADMIN.email, ADMIN.password);
  return { ctx, page };
}

describe("admin inbox", () => {
  test("the admin sees the requests, opens one (user text inert), changes its status, exports CSV, deletes with confirmation", { timeout: 120_000 }, async () => {
    const [row] = await database.query<{ id: string; name: string }>("SELECT id, name FROM contact_requests WHERE name LIKE 'JS es %' LIMIT 1");
    expect(row).toBeTruthy();
    const { ctx, page } = await adminContext(1280);
    await page.goto(`${server.url}/admin/messages`);
    expect(page.url()).toBe(`${server.url}/admin/messages`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Mensajes");
    const list = page.getByTestId("inbox-list");
    for (const prefix of ["JS es", "JS en", "NoJS es", "NoJS en"]) expect(await list.getByRole("link", { name: new RegExp(`^${prefix} `) }).count(), prefix).toBe(1);
    expect(await list.getByText("Nuevo").count()).toBe(4);
    await page.screenshot({ path: path.join(SHOTS, "inbox-es-1280.png"), fullPage: true });
    await axe(page, "inbox");

    await page.getByLabel("Buscar por nombre, email, empresa o mensaje").fill("OEM Norte");
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/q=OEM/);
    // The URL can change a moment before the filtered list renders: wait for the list itself.
    await expect.poll(() => page.getByTestId("inbox-list").locator("li").count()).toBe(2);

    await page.goto(`${server.url}/admin/messages/${row!.id}`);
    expect(await page.getByText("<b>Maquila</b> & Co").count()).toBe(1);
    expect(await page.getByTestId("message-body").textContent()).toContain("<script>alert(1)</script>");
    expect(await page.locator("b", { hasText: "Maquila" }).count()).toBe(0);
    await axe(page, "detail");
    await page.screenshot({ path: path.join(SHOTS, "inbox-detail-es-1280.png"), fullPage: true });

    await page.getByLabel("Cambiar estatus").selectOption("in_progress");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Estatus actualizado.").waitFor();
    expect(await page.locator("main").getByText("En proceso", { exact: true }).count()).toBeGreaterThan(0);

    const csv = await page.request.get(`${server.url}/admin/messages/export.csv`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const body = await csv.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.toString("utf8")).toContain(row!.name);
    expect(body.toString("utf8").split("\r\n")[0]).toContain(",Fecha (hora de Monterrey),Estatus,");
    expect(body.toString("utf8")).toContain(",En proceso,");

    await page.getByRole("link", { name: "Eliminar mensaje" }).click();
    await page.getByRole("alertdialog").waitFor();
    await axe(page, "delete confirmation");
    await page.getByRole("button", { name: "Sí, eliminar" }).click();
    await page.waitForURL(/\/admin\/messages\?eliminado=1/);
    expect(await database.query("SELECT 1 FROM contact_requests WHERE id = $1", [row!.id])).toEqual([]);
    // An id that is no id (a NUL in the path included) names no message: 404, for the page and the delete.
    for (const id of ["nope", "%00"]) {
      expect((await page.goto(`${server.url}/admin/messages/${id}`))!.status(), id).toBe(404);
      const del = await ctx.request.post(`${server.url}/admin/messages/${id}`, { form: { intent: "delete" }, headers: { Origin: server.url }, maxRedirects: 0 });
      expect(del.status(), id).toBe(404);
    }
    await ctx.close();

    const { ctx: mobile, page: small } = await adminContext(375);
    await small.goto(`${server.url}/admin/messages`);
    await small.screenshot({ path: path.join(SHOTS, "inbox-es-375.png"), fullPage: true });
    await mobile.close();
  });

  test("on a phone, by keyboard: status and delete keep the page's place and the focus; Escape cancels; the list says it was deleted", { timeout: 120_000 }, async () => {
    const [row] = await database.query<{ id: string }>("SELECT id FROM contact_requests WHERE name LIKE 'JS en %' LIMIT 1");
    expect(row).toBeTruthy();
    // A phone's screen: the status and delete boxes are below the message.
    const { ctx, page } = await adminContext(375, 667);
    await page.goto(`${server.url}/admin/messages/${row!.id}`);
    const active = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName);
    const scrolled = () => page.evaluate(() => window.scrollY);

    // The status, saved from the keyboard: the button has the focus again, the page did not jump.
    await page.getByLabel("Cambiar estatus").selectOption("answered");
    await page.getByRole("button", { name: "Guardar" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Guardar" }).focus();
    expect(await scrolled()).toBeGreaterThan(100);
    await page.keyboard.press("Enter");
    await page.getByText("Estatus actualizado.").waitFor();
    await expect.poll(active).toBe("Guardar");
    expect(await scrolled()).toBeGreaterThan(100);

    // «Eliminar mensaje», far down: the confirmation opens where it is, its button focused and shown.
    await page.getByRole("link", { name: "Eliminar mensaje" }).scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Eliminar mensaje" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").waitFor();
    await expect.poll(active).toBe("Sí, eliminar");
    expect(await scrolled()).toBeGreaterThan(100);
    // (Scrolled smoothly into view.)
    await expect.poll(async () => {
      const box = (await page.getByRole("button", { name: "Sí, eliminar" }).boundingBox())!;
      return box.y + box.height <= page.viewportSize()!.height;
    }).toBe(true);
    // Escape cancels, and the focus is back on «Eliminar mensaje».
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    await expect.poll(active).toBe("Eliminar mensaje");
    expect(await scrolled()).toBeGreaterThan(100);

    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Sí, eliminar" }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/messages\?eliminado=1/);
    // The URL can change a moment before the list renders: wait for the notice itself.
    await page.getByRole("status").filter({ hasText: "Mensaje eliminado." }).waitFor();
    // The page left under the focus: it is on the new page's heading, not on <body>.
    await expect.poll(active).toBe("Mensajes");
    expect(await database.query("SELECT 1 FROM contact_requests WHERE id = $1", [row!.id])).toEqual([]);
    // An id that is no id (a NUL in the path included) names no message: 404, for the page and the delete.
    for (const id of ["nope", "%00"]) {
      expect((await page.goto(`${server.url}/admin/messages/${id}`))!.status(), id).toBe(404);
      const del = await ctx.request.post(`${server.url}/admin/messages/${id}`, { form: { intent: "delete" }, headers: { Origin: server.url }, maxRedirects: 0 });
      expect(del.status(), id).toBe(404);
    }
    await ctx.close();
  });
});

describe("a page's form post refused for its body", () => {
  /** The page's <h1> and first paragraph of <main>, as text. */
  const screen = (html: string) => ({
    title: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "").trim(),
    reason: /<h1[^>]*>[\s\S]*?<\/h1>\s*<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "").trim(),
  });

  test("says why, in the page's language, with its 4xx (not «something went wrong»)", async () => {
    const post = (pathname: string, contentType: string, body: string) =>
      fetch(`${server.url}${pathname}`, { method: "POST", headers: { "content-type": contentType, origin: server.url }, body });
    const cases = [
      { res: await post("/contacto", "text/plain", "x"), status: 415, title: "No pudimos procesar la solicitud", reason: "Envía el cuerpo como formulario" },
      { res: await post("/contact", "application/x-www-form-urlencoded", "name=a%00"), status: 400, title: "We could not process the request", reason: "The text contains invalid characters (a null or control character)" },
      { res: await post("/newsletter/confirm", "text/plain", "x"), status: 415, title: "No pudimos procesar la solicitud", reason: "Envía el cuerpo como formulario" },
      { res: await post("/contacto", "application/x-www-form-urlencoded", `message=${"a".repeat(70_000)}`), status: 413, title: "No pudimos procesar la solicitud", reason: "La solicitud es demasiado grande" },
    ];
    for (const c of cases) {
      const html = await c.res.text();
      expect({ status: c.res.status, ...screen(html) }).toEqual({ status: c.status, title: c.title, reason: c.reason });
    }
  });

  test("in the admin too: the dashboard's and the editor's own error boxes show the reason", { timeout: 60_000 }, async () => {
    const { ctx, page } = await adminContext(1280);
    for (const pathname of ["/admin/dashboard", "/admin/posts/new"]) {
      const res = await page.request.post(`${server.url}${pathname}`, { headers: { "content-type": "text/plain", origin: server.url }, data: "x" });
      expect(res.status(), pathname).toBe(415);
      const html = await res.text();
      expect(html, pathname).toContain("No se pudo procesar la solicitud");
      expect(html, pathname).toContain("Envía el cuerpo como formulario");
    }
    await ctx.close();
  });
});

/**
 * Sending again. After a request, the script clears the form for another one: that one is a new
 * request. Without JavaScript, a refresh of the answer re-posts the very same form: stored once.
 * (After the inbox test, which counts the requests the tests above made.)
 */
describe("the contact form sent again", () => {
  test.each(["es", "en"] as const)("with JavaScript (%s): a request, then another one typed into the cleared form without reloading → two requests", { timeout: 120_000 }, async (lang) => {
    const t = texts[lang];
    const ctx = await context(lang, true);
    const page = await ctx.newPage();
    const opened = Date.now();
    await page.goto(`${server.url}${t.path}`);
    await page.waitForSelector("form[data-hydrated=true]");
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const tag = randomUUID().slice(0, 8);
    const first = { name: `Again ${lang} A ${tag}`, email: `again-${tag}@maquila.mx`, company: "Maquila Norte", message: "Cotización de 20 kg de soldadura SAC305 en barra." };
    const second = { ...first, name: `Again ${lang} B ${tag}`, message: "Y también 5 kg de flux sin limpieza, por favor." };

    await fill(page, lang, first);
    await waitMinFill(opened);
    await page.getByRole("button", { name: t.submit }).click();
    await page.getByTestId("contact-success").waitFor();
    expect(await page.getByLabel(t.name).inputValue()).toBe("");
    // The button was disabled while sending; the focus is back on it, not dropped to <body>.
    expect(await page.evaluate(() => document.activeElement?.matches("form[data-contact-form] button[type=submit]"))).toBe(true);

    await fill(page, lang, second);
    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => stored(second.name).then((rows) => rows.length), { timeout: 10_000 }).toBe(1);
    await page.getByTestId("contact-success").waitFor();
    expect(await page.getByTestId("contact-success").textContent()).toMatch(t.success);
    expect(await page.getByLabel(t.name).inputValue()).toBe("");
    expect(navigations).toBe(0);

    const expected = (who: typeof first) => [{ name: who.name, is_spam: false, language: lang, industry: "automotriz", company: who.company }];
    expect(await stored(first.name)).toEqual(expected(first));
    expect(await stored(second.name)).toEqual(expected(second));
    await ctx.close();
  });

  test("with JavaScript, the server's own answers reach the form: JSON from the page's action, and its rate-limit message in the page's language", { timeout: 120_000 }, async () => {
    for (const lang of ["es", "en"] as const) {
      const t = texts[lang];
      const ctx = await context(lang, true);
      const page = await ctx.newPage();
      // The script's door answers JSON (not the page around it), for a refusal as for a success.
      const refused = await page.request.post(`${server.url}${t.path}`, { headers: { Accept: "application/json" }, form: { name: "x", email: "no-es-correo" } });
      expect(refused.status()).toBe(400);
      expect(refused.headers()["content-type"]).toMatch(/^application\/json/);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors.email).toBeTruthy();
      // This browser's address has used up its requests (five in ten minutes), through the JSON API.
      for (let i = 0; i < 5; i++) {
        const sent = await page.request.post(`${server.url}/api/contact`, {
          data: { name: `Límite ${i}`, email: `limite${i}@oem.com`, phone: "+52 81 1234 5678", company: "OEM", message: "Cotización de pasta de soldar.", language: lang },
        });
        expect(sent.status(), await sent.text()).toBe(201);
      }
      const opened = Date.now();
      await page.goto(`${server.url}${t.path}`);
      await page.waitForSelector("form[data-hydrated=true]");
      const who = { name: `Rate ${randomUUID().slice(0, 8)}`, email: "rate@oem.com", company: "OEM", message: "Una solicitud más, ya sin cupo." };
      await fill(page, lang, who);
      await waitMinFill(opened);
      await page.getByRole("button", { name: t.submit }).click();
      // The server's own words (with its minutes), not the generic error.
      const notice = page.getByRole("alert").filter({ hasText: lang === "es" ? /Intenta de nuevo en \d+ minutos o llámanos/ : /Please try again in \d+ minutes or call us/ });
      await expect.poll(() => notice.count()).toBe(1);
      // Nothing lost: the visitor's text is still in the form, and nothing was stored.
      expect(await page.getByLabel(t.name).inputValue()).toBe(who.name);
      expect(await stored(who.name)).toEqual([]);
      await ctx.close();
    }
  });

  test("without JavaScript: refreshing the answer posts the same form again → still one request, and the success page again", { timeout: 120_000 }, async () => {
    const lang = "es";
    const t = texts[lang];
    const ctx = await context(lang, false);
    const page = await ctx.newPage();
    const posts: Array<string> = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.isNavigationRequest()) posts.push(request.postData() ?? "");
    });
    const opened = Date.now();
    await page.goto(`${server.url}${t.path}`);
    const who = { name: `Refresh ${randomUUID().slice(0, 8)}`, email: "refresh@oem.com", company: "OEM Norte", message: "Necesitamos plantillas láser para inspección." };
    await fill(page, lang, who);
    await waitMinFill(opened);
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForLoadState("load");
    expect(await page.getByTestId("contact-success").textContent()).toMatch(t.success);

    await page.reload();
    expect(await page.getByTestId("contact-success").textContent()).toMatch(t.success);
    // The refresh did post the form again, byte for byte.
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    expect(await stored(who.name)).toEqual([{ name: who.name, is_spam: false, language: lang, industry: "automotriz", company: who.company }]);
    await ctx.close();
  });
});
