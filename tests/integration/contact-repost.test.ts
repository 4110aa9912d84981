/**
 * A re-post of the same contact form — a refresh of the page a form post without JavaScript
 * answered, Back then send again, the script's request sent twice — is stored once and mailed once,
 * and answered as the first post was; through a real server process (PostgreSQL, a real SMTP sink).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { RATE_LIMIT } from "~/contact/contact.server";
import { contactSite, formToken } from "../helpers/contact";

const site = contactSite();
let ipCounter = 0;

const pages = {
  es: { path: "/contacto", acceptLanguage: "es-MX,es;q=0.9", success: "Mensaje enviado correctamente" },
  en: { path: "/contact", acceptLanguage: "en-US,en;q=0.9", success: "Message sent successfully" },
} as const;

type Lang = keyof typeof pages;

/** The fields the rendered form sends, with one signed token (past the minimum fill time) and a unique e-mail. */
function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Repost ${tag}`,
    email: `repost-${tag}@planta.test`,
    phone: "+52 81 1234 5678",
    company: "Planta Norte",
    position: "",
    industry: "automotriz",
    state: "",
    municipality: "",
    message: "Cotización de 20 kg de soldadura SAC305 en barra.",
    website: "",
    acceptTerms: "on",
    formToken: formToken(),
    ...overrides,
  };
}

/** One client (one IP), posting to the contact page as a browser without JavaScript does, or as the page's script does (JSON). */
function client(lang: Lang) {
  const ip = `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const post = (fields: Record<string, string>, accept: "html" | "json") =>
    fetch(`${site.server.url}${pages[lang].path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: accept === "json" ? "application/json" : "text/html,application/xhtml+xml",
        "Accept-Language": pages[lang].acceptLanguage,
        Origin: site.server.url,
        "X-Forwarded-For": ip,
      },
      body: new URLSearchParams(fields).toString(),
    });
  return { ip, post };
}

/** A JSON client of `/api/contact` (its own IP unless given). */
function api(body: Record<string, string>, ip = `198.19.0.${++ipCounter % 250}`) {
  return fetch(`${site.server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });
}

async function rowsOf(email: string) {
  return site.database.query<{ id: string; is_spam: boolean; message: string; language: string }>(
    "SELECT id, is_spam, message, language FROM contact_requests WHERE email = $1 ORDER BY created_at",
    [email],
  );
}

/** The outbox rows (mails queued) about a request of this address: the notification's Reply-To, the acknowledgement's To. */
async function queuedMails(email: string) {
  const [row] = await site.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE message->>'to' = $1 OR position($1 in coalesce(message->>'replyTo', '')) > 0",
    [email],
  );
  return row!.n;
}

const mailsAbout = (email: string) => site.smtp.mails.filter((m) => m.envelopeTo.includes(email) || m.replyTo?.text.includes(email));

/** The page the form's post answers: 200, with the success notice first in the form (the server's notice, at #formulario). */
function expectSuccessPage(res: Response, html: string, lang: Lang) {
  expect(res.status).toBe(200);
  const notices = [...html.matchAll(/<div [^>]*data-notice-server[^>]*>[\s\S]*?<\/div>/g)].map((m) => m[0]);
  expect(notices).toHaveLength(1);
  expect(notices[0]).toContain('role="status"');
  expect(notices[0]).toContain('data-testid="contact-success"');
  expect(notices[0]).toContain(pages[lang].success);
}

describe.each(["es", "en"] as const)("the same form posted again, in %s", (lang) => {
  test("without JavaScript: posted twice (a refresh after sending) → one request, one set of mails, the success page both times", async () => {
    const { post } = client(lang);
    const fields = formFields();
    const first = await post(fields, "html");
    expectSuccessPage(first, await first.text(), lang);
    const again = await post(fields, "html");
    expectSuccessPage(again, await again.text(), lang);

    const rows = await rowsOf(fields.email!);
    expect(rows).toEqual([expect.objectContaining({ is_spam: false, language: lang })]);
    expect(await queuedMails(fields.email!)).toBe(2);
    // Both mails arrive, and no other follows.
    await site.smtp.waitFor(() => mailsAbout(fields.email!).length >= 2);
    await new Promise((r) => setTimeout(r, 2500));
    const mails = mailsAbout(fields.email!);
    expect(mails.map((m) => m.headers.get("x-ardentia-contact-request"))).toEqual([rows[0]!.id, rows[0]!.id]);
  });

  test("with JavaScript (the script's request to the same action): the same form sent twice → 201 both times, one request, one set of mails", async () => {
    const { post } = client(lang);
    const fields = formFields();
    const first = await post(fields, "json");
    const again = await post(fields, "json");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await rowsOf(fields.email!)).toHaveLength(1);
    expect(await queuedMails(fields.email!)).toBe(2);
  });

  test("/api/contact with the form's token: the same body twice → 201 with the same id both times, one request", async () => {
    const { acceptTerms: _terms, ...body } = formFields();
    const first = await api({ ...body, language: lang });
    const again = await api({ ...body, language: lang });
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect((await rowsOf(body.email!)).map((r) => ({ id: r.id, language: r.language }))).toEqual([{ id: (a as { id: string }).id, language: lang }]);
    expect(await queuedMails(body.email!)).toBe(2);
  });
});

test("five posts of the same form at once → one request, one set of mails, five successes (each door)", async () => {
  // Without JavaScript: five success pages.
  const page = client("en");
  const plain = formFields();
  const pagesBack = await Promise.all(Array.from({ length: 5 }, () => page.post(plain, "html")));
  for (const res of pagesBack) expectSuccessPage(res, await res.text(), "en");
  expect(await rowsOf(plain.email!)).toHaveLength(1);
  expect(await queuedMails(plain.email!)).toBe(2);

  // The script's request: five 201s.
  const script = client("es");
  const fields = formFields();
  const answers = await Promise.all(Array.from({ length: 5 }, () => script.post(fields, "json")));
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  expect(await rowsOf(fields.email!)).toHaveLength(1);
  expect(await queuedMails(fields.email!)).toBe(2);

  // A JSON client: five 201s, each with the one request's id.
  const { acceptTerms: _terms, ...body } = formFields();
  const ip = `198.19.1.${++ipCounter % 250}`;
  const ids = await Promise.all(Array.from({ length: 5 }, async () => ((await (await api(body, ip)).json()) as { id: string }).id));
  const rows = await rowsOf(body.email!);
  expect(rows).toHaveLength(1);
  expect(ids).toEqual(Array(5).fill(rows[0]!.id));
  expect(await queuedMails(body.email!)).toBe(2);
});

test("refreshing again and again never meets the rate limit: the form re-posted past its count is still the first answer", async () => {
  const { post } = client("es");
  const fields = formFields();
  for (let i = 0; i < RATE_LIMIT.max + 3; i++) {
    const res = await post(fields, "html");
    expectSuccessPage(res, await res.text(), "es");
  }
  expect(await rowsOf(fields.email!)).toHaveLength(1);
  // The re-posts did not use up the visitor's allowance: another request goes through.
  const other = await post(formFields(), "json");
  expect(other.status).toBe(201);
});

test("the same form with other content (Back, edit, send; or the script's form after a reset) is another request", async () => {
  const { post } = client("en");
  const fields = formFields();
  const edited = { ...fields, message: "Also 5 kg of no-clean flux, please." };
  expect((await post(fields, "json")).status).toBe(201);
  expect((await post(edited, "json")).status).toBe(201);
  // Without JavaScript too: Back, another company, send.
  const page = await post({ ...edited, company: "Planta Sur" }, "html");
  expectSuccessPage(page, await page.text(), "en");
  expect((await rowsOf(fields.email!)).map((r) => r.message)).toEqual([fields.message, edited.message, edited.message]);
});

test("bots as before: a too-fast, honeypot or forged form posted twice is stored as spam each time and mails nothing", async () => {
  const bots: Array<Record<string, string>> = [{ formToken: formToken(500) }, { website: "http://spam.example" }, { formToken: "123.abc" }];
  for (const overrides of bots) {
    const { post } = client("es");
    const fields = formFields(overrides);
    for (let i = 0; i < 2; i++) expect((await post(fields, "json")).status).toBe(201);
    const rows = await rowsOf(fields.email!);
    expect(rows.map((r) => r.is_spam)).toEqual([true, true]);
    expect(await queuedMails(fields.email!)).toBe(0);
  }
});

test("the page's form posted without its token (not sent from the page) is stored as spam and mails nothing, through each of the page's doors", async () => {
  for (const accept of ["html", "json"] as const) {
    const { post } = client("es");
    const { formToken: _token, ...fields } = formFields();
    const res = await post(fields, accept);
    expect(res.status).toBe(accept === "json" ? 201 : 200);
    const rows = await rowsOf(fields.email!);
    expect(rows.map((r) => r.is_spam)).toEqual([true]);
    expect(await queuedMails(fields.email!)).toBe(0);
  }
});

test("/api/contact without a form token (a plain JSON client) is not deduplicated: each post is a request, as before", async () => {
  const { acceptTerms: _terms, formToken: _token, website: _website, ...body } = formFields();
  const ip = `198.19.2.${++ipCounter % 250}`;
  expect((await api(body, ip)).status).toBe(201);
  expect((await api(body, ip)).status).toBe(201);
  expect(await rowsOf(body.email!)).toHaveLength(2);
});
