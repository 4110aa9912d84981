/**
 * The newsletter's HTTP surface on a real server process (PostgreSQL, real SMTP server): every
 * endpoint's bad input gets a clear 4xx and changes nothing; the full double opt-in over HTTP;
 * one-click unsubscribe; admin-only endpoints; the CSV export.
 */
import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { ensureBuild } from "../../server/ensure-build.ts";
import { adminCookie } from "../helpers/admin";
import { insertPublishedPost } from "../helpers/newsletter";
import { createPgDatabase } from "../helpers/postgres";
import { BUILD_DIR, ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp";

let server: TestServer;
let smtp: SmtpSink;
let database: { url: string; drop(): Promise<void> };
let client: pg.Client;
let cookie: string;
const ADMIN = { email: "admin@ardentia.test", password: "correct horse battery staple" };

const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

beforeAll(async () => {
  ensureBuild(ROOT, BUILD_DIR);
  database = await createPgDatabase(inject("pgAdminUrl"));
  smtp = await startSmtpSink();
  server = await startServer({ dataDir: tempDataDir("ardentia-nl-api-"), env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_FROM: "Ardentia <boletin@ardentia.test>", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  cookie = await adminCookie(server.url, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await client?.end();
  await server?.stop();
  await smtp?.stop();
  await database?.drop();
});

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return fetch(server.url + path, { method: "POST", body, redirect: "manual", headers: { Origin: server.url, "Content-Type": "application/json", ...headers } });
}

describe("POST /api/newsletter/subscribe", () => {
  test("bad input → clear 4xx, nothing stored", async () => {
    const cases: Array<[BodyInit | null, Record<string, string>, number, RegExp]> = [
      [JSON.stringify({ language: "es" }), {}, 400, /requerido/],
      [JSON.stringify({ email: "   ", language: "es" }), {}, 400, /requerido/],
      [JSON.stringify({ email: "no-es-correo", language: "es" }), {}, 400, /válido/],
      [JSON.stringify({ email: "a@acme.mx", language: "fr" }), {}, 400, /language/],
      [JSON.stringify({ email: "a@acme.mx" }), {}, 400, /language/],
      ["{not json", {}, 400, /no es JSON válido/],
      ["[1,2]", {}, 400, /objeto JSON/],
      [JSON.stringify({ email: "a@acme.mx", language: "es", pad: "x".repeat(20_000) }), {}, 413, /demasiado grande/],
      [JSON.stringify({ email: "a@acme.mx", language: "es" }), { "Content-Type": "text/plain" }, 415, /JSON o como formulario/],
      [JSON.stringify({ email: "a@acme.mx", language: "es" }), { Origin: "https://evil.example" }, 403, /Origen no permitido/],
    ];
    for (const [body, headers, status, error] of cases) {
      const res = await post("/api/newsletter/subscribe", body, headers);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.headers.get("cache-control")).toContain("no-store");
      const json = (await res.json()) as { success: boolean; error: string };
      expect(json.success).toBe(false);
      expect(json.error).toMatch(error);
    }
    const noOrigin = await fetch(`${server.url}/api/newsletter/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "a@acme.mx", language: "es" }) });
    expect(noOrigin.status).toBe(403);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await fetch(`${server.url}/api/newsletter/subscribe`, { method, headers: { Origin: server.url } });
      expect(res.status, method).toBe(405);
    }
    expect(await count("newsletter_subscribers")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  test("messages in the body's valid language, else in the request's (?lang=, cookie, Accept-Language, then Spanish)", async () => {
    const cases: Array<[Record<string, unknown>, string, Record<string, string>, string]> = [
      [{ email: "bad" }, "", { "Accept-Language": "en" }, "Enter a valid email address"],
      [{ email: "bad" }, "?lang=en", {}, "Enter a valid email address"],
      [{ email: "bad" }, "", { Cookie: "lang=en" }, "Enter a valid email address"],
      [{ email: "bad" }, "", {}, "Escribe un correo electrónico válido"],
      // A control character inside an address makes it invalid; it never turns into another address.
      [{ email: "x\u0001y@acme.mx" }, "", {}, "Escribe un correo electrónico válido"],
      [{ email: "ventas\u001b@acme.mx", language: "en" }, "", {}, "Enter a valid email address"],
      [{ email: "bad", language: "es" }, "?lang=en", { "Accept-Language": "en" }, "Escribe un correo electrónico válido"],
      [{ email: "bad", language: "en" }, "", { "Accept-Language": "es" }, "Enter a valid email address"],
      [{ email: "a@acme.mx", language: "fr" }, "", { "Accept-Language": "en" }, "The language must be 'es' or 'en'"],
      [{ email: "a@acme.mx", language: "fr" }, "", {}, "El idioma (language) debe ser «es» o «en»"],
      [{ language: "fr" }, "?lang=en", {}, "Email is required"],
    ];
    for (const [body, query, headers, message] of cases) {
      const res = await post(`/api/newsletter/subscribe${query}`, JSON.stringify(body), headers);
      const label = `${JSON.stringify(body)} ${query} ${JSON.stringify(headers)}`;
      expect(res.status, label).toBe(400);
      expect(await res.json(), label).toEqual({ success: false, message, error: message });
    }
    for (const [lang, text] of [["es", "Método no permitido; usa POST"], ["en", "Method not allowed; use POST"]] as const) {
      const res = await fetch(`${server.url}/api/newsletter/subscribe`, { headers: { "Accept-Language": lang } });
      expect(res.status).toBe(405);
      expect(((await res.json()) as { error: string }).error).toBe(text);
    }
    expect(await count("newsletter_subscribers")).toBe(0);
  });

  test("double opt-in over HTTP: same answer every time, mail in English, button page, single use", async () => {
    const body = JSON.stringify({ email: "Buyer@Planta.MX", language: "en" });
    const first = await post("/api/newsletter/subscribe", body);
    const second = await post("/api/newsletter/subscribe", body);
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a).toEqual({ success: true, message: expect.stringContaining("Almost there"), error: null });
    expect(await second.json()).toEqual(a);
    const mail = await smtp.waitForMail((x) => x.envelopeTo[0] === "Buyer@planta.mx");
    expect(mail!.subject).toBe("Confirm your subscription to the Ardentia newsletter");
    const link = /http:\/\/localhost:\d+\/newsletter\/confirm\?[^\s"<>]+/.exec(mail!.text ?? "")![0];
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Confirm subscription");
    expect((await client.query("SELECT status FROM newsletter_subscribers")).rows[0]!.status).toBe("pending");
    const token = new URL(link).searchParams.get("token")!;
    const confirm = await fetch(link, { method: "POST", headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }) });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Subscription confirmed!");
    const row = (await client.query("SELECT status, confirmed_at, language FROM newsletter_subscribers")).rows[0]!;
    expect(row).toMatchObject({ status: "active", language: "en" });
    expect(row.confirmed_at).toBeInstanceOf(Date);
    const reuse = await fetch(link, { method: "POST", headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }) });
    // A used link names nothing any more: 404, with the page that says so.
    expect(reuse.status).toBe(404);
    expect(await reuse.text()).toContain("Link already used or invalid");
    // Active now: the same answer, no new mail.
    expect(await (await post("/api/newsletter/subscribe", body)).json()).toEqual(a);
  });

  test("without JavaScript: a form POST redirects back with the state", async () => {
    const res = await post("/api/newsletter/subscribe", new URLSearchParams({ email: "form@acme.mx", language: "es", redirectTo: "/blog?page=2", place: "section" }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/blog?page=2&newsletter=ok#newsletter");
    const bad = await post("/api/newsletter/subscribe", new URLSearchParams({ email: "", language: "es", redirectTo: "//evil.example/x", place: "footer" }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(bad.headers.get("location")).toBe("/blog?newsletter=footer-required#newsletter-footer");
    // A target a Location header cannot carry, or one that leaves the site, falls back to the blog.
    for (const [i, target] of ["/\u3002a", "/\\evil.example", "/blog\u00e9", "https://evil.example/"].entries()) {
      const odd = await post("/api/newsletter/subscribe", new URLSearchParams({ email: `odd${i}@acme.mx`, language: "es", redirectTo: target, place: "section" }), {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(odd.status, target).toBe(303);
      expect(odd.headers.get("location"), target).toBe("/blog?newsletter=ok#newsletter");
    }
  });
});

describe("admin endpoints", () => {
  test("the inbox past its last page goes to the last page there is, keeping the search", async () => {
    const res = await fetch(`${server.url}/admin/messages?q=nadie&pagina=99`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/messages?q=nadie");
    const first = await fetch(`${server.url}/admin/messages?q=nadie`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(first.status).toBe(200);
  });

  test("admin actions with an id that is no UUID, or a JSON body: a 4xx without any database message", async () => {
    for (const [path, body, status] of [
      ["/admin/dashboard", "intent=delete&id=x", 404],
      ["/admin/dashboard.data", "intent=delete&id=x", 404],
      ["/admin/posts/edit/x", "intent=clear-image", 404],
      ["/admin/messages/x", "intent=delete", 404],
    ] as const) {
      const res = await post(path, body, { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" });
      const text = await res.text();
      expect(res.status, path).toBe(status);
      expect(text, path).not.toMatch(/invalid input syntax|uuid|SQL|postgres/i);
    }
    const json = await post("/admin/dashboard", JSON.stringify({ intent: "delete", id: "x" }), { Cookie: cookie });
    expect(json.status).toBe(415);
  });

  test("signed out → 401 and nothing changes", async () => {
    expect((await fetch(`${server.url}/api/newsletter/analytics`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/newsletter/subscribers?limit=100`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/newsletter/subscribers?format=csv`)).status).toBe(401);
    const { id } = await insertPublishedPost(client);
    const res = await post("/api/newsletter/send-blog-notification", JSON.stringify({ blogId: id }));
    expect(res.status).toBe(401);
    expect(await count("newsletter_campaigns")).toBe(0);
    const forged = await fetch(`${server.url}/api/newsletter/analytics`, { headers: { Cookie: "ardentia.session_token=forged" } });
    expect(forged.status).toBe(401);
  });

  test("analytics has exactly its six fields", async () => {
    const res = await fetch(`${server.url}/api/newsletter/analytics`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const a = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(a).sort()).toEqual(["confirmationRate", "languageBreakdown", "lastUpdated", "recentSubscribers", "recentSubscribersList", "totalSubscribers"]);
    expect(a.totalSubscribers).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${server.url}/api/newsletter/analytics`, { method: "POST", headers: { Cookie: cookie, Origin: server.url } })).status).toBe(405);
  });

  test("subscribers: bad parameters → 400; the list capped at 1000; the CSV export, of everyone without a limit", async () => {
    for (const q of ["status=foo", "limit=abc", "limit=0", "limit=-1", "limit=1.5", "format=xml", "offset=-1", "offset=abc", "offset=1e3", `search=${"a".repeat(255)}`]) {
      const res = await fetch(`${server.url}/api/newsletter/subscribers?${q}`, { headers: { Cookie: cookie } });
      expect(res.status, q).toBe(400);
      // The admin's language: Spanish.
      expect(((await res.json()) as { error: string }).error, q).toMatch(/^(El (estado|límite|formato|desplazamiento)|La búsqueda) debe/);
    }
    await client.query(`INSERT INTO newsletter_subscribers (email, status, confirmed_at) SELECT 'bulk' || g || '@acme.mx', 'active', now() FROM generate_series(1, 1005) g`);
    await client.query(`INSERT INTO newsletter_subscribers (email, status, language, confirmed_at) VALUES ('=cmd|x,"y"@acme.mx', 'active', 'en', now())`);
    const capped = await fetch(`${server.url}/api/newsletter/subscribers?status=active&limit=5000`, { headers: { Cookie: cookie } });
    expect(((await capped.json()) as { subscribers: Array<unknown> }).subscribers).toHaveLength(1000);
    const modal = (await (await fetch(`${server.url}/api/newsletter/subscribers?status=active&limit=100`, { headers: { Cookie: cookie } })).json()) as {
      subscribers: Array<Record<string, unknown>>;
    };
    expect(modal.subscribers).toHaveLength(100);
    // The list in pages (newest first), with the number that match; a search by part of the address.
    const activeCount = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM newsletter_subscribers WHERE status = 'active'`)).rows[0]!.n);
    const page = async (q: string) =>
      (await (await fetch(`${server.url}/api/newsletter/subscribers?${q}`, { headers: { Cookie: cookie } })).json()) as { subscribers: Array<{ email: string }>; total: number };
    const first = await page("status=active&limit=100");
    expect(first.total).toBe(activeCount);
    const last = await page(`status=active&limit=100&offset=${activeCount - 3}`);
    expect(last.subscribers).toHaveLength(3);
    expect(last.total).toBe(activeCount);
    const second = await page("status=active&limit=100&offset=100");
    expect(second.subscribers.map((s) => s.email)).not.toContain(first.subscribers[0]!.email);
    expect((await page(`status=active&offset=${activeCount + 50}`)).subscribers).toHaveLength(0);
    const found = await page("status=active&search=BULK100");
    expect(found.subscribers.map((s) => s.email).sort()).toEqual(["bulk100@acme.mx", "bulk1000@acme.mx", "bulk1001@acme.mx", "bulk1002@acme.mx", "bulk1003@acme.mx", "bulk1004@acme.mx", "bulk1005@acme.mx"].sort());
    expect(found.total).toBe(7);
    // LIKE's wildcards are plain characters in a search.
    expect((await page("status=active&search=bulk_00")).total).toBe(0);
    expect((await page("status=active&search=%25")).total).toBe(0);
    // The fields of a subscriber, and whether its mail bounces (with the receiving server's words).
    expect(Object.keys(modal.subscribers[0]!).sort()).toEqual(["bounceReason", "bouncedAt", "confirmedAt", "email", "id", "language", "status", "subscribedAt"]);
    const csv = await fetch(`${server.url}/api/newsletter/subscribers?format=csv&limit=1000`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Email,Idioma,Fecha Suscripción,Fecha Confirmación");
    expect(lines.length).toBe(1002); // header + 1000 + trailing empty
    expect(lines).toContain(`"'=cmd|x,""y""@acme.mx",en,${lines.find((l) => l.startsWith("\"'=cmd"))!.split(",").slice(-2).join(",")}`);
    // The admin's «Exportar CSV» asks without a limit: every active subscriber, past the list's 1000.
    const active = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM newsletter_subscribers WHERE status = 'active'`)).rows[0]!.n);
    expect(active).toBeGreaterThan(1000);
    const all = await fetch(`${server.url}/api/newsletter/subscribers?status=active&format=csv`, { headers: { Cookie: cookie } });
    expect(all.status).toBe(200);
    const allLines = (await all.text()).split("\r\n").filter(Boolean);
    expect(allLines.length).toBe(1 + active);
    expect(allLines.filter((l) => l.startsWith("bulk")).length).toBe(1005);
    await client.query(`DELETE FROM newsletter_subscribers WHERE email LIKE 'bulk%' OR email LIKE '=cmd%'`);
  });

  test("send-blog-notification: bad input → 4xx; then one campaign per published language version; the mail has one-click headers", async () => {
    const bad: Array<[string, Record<string, string>, number]> = [
      ["{", {}, 400],
      [JSON.stringify({}), {}, 400],
      [JSON.stringify({ blogId: "not-a-uuid" }), {}, 400],
      [JSON.stringify({ blogId: "00000000-0000-4000-8000-000000000000" }), {}, 404],
      [JSON.stringify({ blogId: "00000000-0000-4000-8000-000000000000" }), { Origin: "https://evil.example" }, 403],
      [JSON.stringify({ blogId: "00000000-0000-4000-8000-000000000000", title_es: "x".repeat(40_000) }), {}, 413],
    ];
    for (const [body, headers, status] of bad) {
      const res = await post("/api/newsletter/send-blog-notification", body, { Cookie: cookie, ...headers });
      expect(res.status, body.slice(0, 60)).toBe(status);
      expect(await res.json()).toMatchObject({ success: false, sent: 0, subscribers: 0, error: expect.any(String) });
    }
    expect((await fetch(`${server.url}/api/newsletter/send-blog-notification`, { headers: { Cookie: cookie } })).status).toBe(405);
    expect(await count("newsletter_campaigns")).toBe(0);

    const { id, slug } = await insertPublishedPost(client, { en: true });
    smtp.mails.length = 0;
    const res = await post("/api/newsletter/send-blog-notification", JSON.stringify({ blogId: id, title_es: "ignored", slug }), { Cookie: cookie });
    expect(res.status).toBe(200);
    const first = (await res.json()) as { success: boolean; sent: number; subscribers: number; error: null };
    expect(first).toMatchObject({ success: true, subscribers: 1, error: null });
    const mail = await smtp.waitForMail((x) => x.subject?.includes("ESD control") === true);
    expect(mail!.envelopeTo).toEqual(["Buyer@planta.mx"]);
    const again = (await (await post("/api/newsletter/send-blog-notification", JSON.stringify({ blogId: id }), { Cookie: cookie })).json()) as typeof first;
    expect(again).toMatchObject({ success: true, subscribers: 1, sent: 1 });
    // The audit log: one «Newsletter enviado» per campaign started, none for the call that started nothing.
    const entries = (await client.query<{ details: { language: string } }>(`SELECT details FROM audit_log WHERE action = 'newsletter.campaign_sent' AND object_id = $1`, [id])).rows;
    expect(entries.map((e) => e.details.language).sort()).toEqual(["en", "es"]);
    // Both versions are published: two campaigns, the one subscriber in one of them only.
    expect(await count("newsletter_campaigns")).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.subject?.includes("ESD control"))).toHaveLength(1);

    // Headers and one-click unsubscribe over HTTP.
    const lu = mail!.headerLines.filter((h) => h.key === "list-unsubscribe");
    expect(lu).toHaveLength(1);
    const url = /<(http[^>]+)>/.exec(lu[0]!.line)![1]!;
    expect(lu[0]!.line).not.toMatch(/mailto:/);
    expect(mail!.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const peek = await fetch(url, { redirect: "manual" });
    expect(peek.status).toBe(303);
    expect(peek.headers.get("location")).toMatch(/^\/newsletter\/unsubscribe\?t=/);
    const pageRes = await fetch(server.url + peek.headers.get("location"));
    expect(pageRes.headers.get("cache-control")).toBe("private, no-store");
    expect(await pageRes.text()).toContain("B***@planta.mx");
    expect((await client.query("SELECT status FROM newsletter_subscribers WHERE email = 'Buyer@planta.mx'")).rows[0]!.status).toBe("active");
    const forged = await fetch(url.replace(/t=[^&]+/, "t=abc.def"), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(forged.status).toBe(400);
    const oneClick = await fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    // In the request's language (no Accept-Language or cookie here: the link's ?lang=, else Spanish).
    const done = (await oneClick.json()) as { success: boolean; message: string };
    expect(done).toEqual({ success: true, message: new URL(url).searchParams.get("lang") === "en" ? "You have unsubscribed" : "Te has dado de baja" });
    expect((await client.query("SELECT status FROM newsletter_subscribers WHERE email = 'Buyer@planta.mx'")).rows[0]!.status).toBe("unsubscribed");
    await smtp.waitFor((m) => m.some((x) => x.subject === "You have unsubscribed from the Ardentia newsletter"));
  });
});

describe("newsletter links that do not work", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const unknownSigned = `00000000-0000-4000-8000-000000000000.${"A".repeat(32)}`;

  test("the confirmation and unsubscribe pages keep their message, with 400 (missing or malformed) or 404 (unknown), GET and POST, in both languages", async () => {
    const texts = {
      confirm: { es: "Enlace ya utilizado o no válido", en: "Link already used or invalid" },
      unsubscribe: { es: "Enlace no válido", en: "Invalid link" },
    };
    const cases: Array<["confirm" | "unsubscribe", string, string, number]> = [
      ["confirm", "token", "", 400],
      ["confirm", "token", "abc", 400],
      ["confirm", "token", "x".repeat(500), 400],
      ["confirm", "token", "A".repeat(43), 404],
      ["unsubscribe", "t", "", 400],
      ["unsubscribe", "t", "bad", 400],
      ["unsubscribe", "t", "abc.def", 400],
      ["unsubscribe", "t", unknownSigned, 404],
    ];
    for (const [page, name, token, status] of cases) {
      for (const lang of ["es", "en"] as const) {
        const query = token ? `?${name}=${encodeURIComponent(token)}` : "";
        const label = `${page} ${token.slice(0, 20)} ${lang}`;
        const get = await fetch(`${server.url}/newsletter/${page}${query}`, { headers: { "Accept-Language": lang } });
        expect(get.status, `GET ${label}`).toBe(status);
        expect(get.headers.get("cache-control")).toBe("private, no-store");
        expect(await get.text(), `GET ${label}`).toContain(texts[page][lang]);
        const sent = await fetch(`${server.url}/newsletter/${page}${lang === "en" ? "?lang=en" : ""}`, {
          method: "POST",
          headers: { ...form, Origin: server.url },
          body: new URLSearchParams({ [name]: token }),
        });
        expect(sent.status, `POST ${label}`).toBe(status);
        expect(await sent.text(), `POST ${label}`).toContain(texts[page][lang]);
      }
    }
  });

  test("an expired confirmation link: 410, with the page that says so, GET and POST", async () => {
    const token = "E".repeat(43);
    const hash = createHash("sha256").update(token).digest("hex");
    await client.query(
      "INSERT INTO newsletter_subscribers (email, status, language, confirm_token_hash, confirm_expires_at) VALUES ('caducado@acme.mx', 'pending', 'en', $1, now() - interval '1 hour')",
      [hash],
    );
    const get = await fetch(`${server.url}/newsletter/confirm?token=${token}&lang=en`);
    expect(get.status).toBe(410);
    expect(await get.text()).toContain("Link expired");
    const sent = await fetch(`${server.url}/newsletter/confirm`, { method: "POST", headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }) });
    expect(sent.status).toBe(410);
    expect(await sent.text()).toContain("Enlace caducado");
    expect((await client.query("SELECT status FROM newsletter_subscribers WHERE email = 'caducado@acme.mx'")).rows[0]!.status).toBe("pending");
  });

  test("the one-click API answers a bad token and a done unsubscribe in the request's language", async () => {
    for (const [lang, text] of [["es", "Este enlace para darte de baja no es válido"], ["en", "This unsubscribe link is not valid"]] as const) {
      const res = await fetch(`${server.url}/api/newsletter/unsubscribe?t=bad&lang=${lang}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { success: boolean; message: string; error: string };
      expect(json.success).toBe(false);
      expect(json.error).toContain(text);
      expect(json.message).toBe(json.error);
      const get = await fetch(`${server.url}/api/newsletter/unsubscribe?t=bad`, { method: "PUT", headers: { "Accept-Language": lang } });
      expect(get.status).toBe(405);
      expect(((await get.json()) as { error: string }).error).toBe(lang === "en" ? "Method not allowed; use GET, HEAD, POST" : "Método no permitido; usa GET, HEAD, POST");
    }
  });
});
