/**
 * POST /api/contact through a real server process (PostgreSQL, real SMTP sink): its answers
 * (201, 400, 403, 413, 415, 429) and the bad-input cases, each of which must leave the database unchanged.
 */
import http from "node:http";
import net from "node:net";
import { beforeEach, describe, expect, test } from "vitest";
import { contactBody, contactSite, formToken, rawPost } from "../helpers/contact";

const site = contactSite();
let ip = 0;

/** Each request from its own client IP (the server trusts X-Forwarded-For from loopback), unless given. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${++ip % 250}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function counts() {
  const [row] = await site.database.query<{ requests: string; mails: string }>(
    "SELECT (SELECT count(*) FROM contact_requests) AS requests, (SELECT count(*) FROM mail_outbox) AS mails",
  );
  return { requests: Number(row!.requests), mails: Number(row!.mails) };
}

describe("POST /api/contact", () => {
  let before: { requests: number; mails: number };
  beforeEach(async () => {
    before = await counts();
  });

  test("201 with the id; the request is stored and both mails arrive through the worker", async () => {
    const res = await post(contactBody({ language: "en", email: "john@oem.com", name: "John Smith", status: "answered", isSpam: true, id: "x", admin: 1 }));
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { id } = (await res.json()) as { id: string };
    const [row] = await site.database.query<Record<string, unknown>>("SELECT * FROM contact_requests WHERE id = $1", [id]);
    expect(row).toMatchObject({ name: "John Smith", language: "en", status: "new", is_spam: false });
    expect(await counts()).toEqual({ requests: before.requests + 1, mails: before.mails + 2 });
    const mails = await site.smtp.waitFor((m) => m.filter((x) => x.headers.get("x-ardentia-contact-request") === id).length === 2);
    const mine = mails.filter((x) => x.headers.get("x-ardentia-contact-request") === id);
    expect(mine.find((m) => m.envelopeTo.includes("ventas@ardentia.test"))?.replyTo?.value).toEqual([{ name: "John Smith", address: "john@oem.com" }]);
    expect(mine.find((m) => m.envelopeTo.includes("john@oem.com"))?.subject).toBe("We received your request — Ardentia");
  });

  test("a JSON API client's body alone (no form token, no honeypot field) is a normal request with both mails", async () => {
    const { formToken: _token, website: _website, ...specBody } = contactBody({ email: "ops@planta.mx", name: "Luis Pérez" });
    const res = await post(specBody);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await site.database.query<Record<string, unknown>>("SELECT is_spam FROM contact_requests WHERE id = $1", [id]);
    expect(row).toMatchObject({ is_spam: false });
    await site.smtp.waitFor((m) => m.filter((x) => x.headers.get("x-ardentia-contact-request") === id).length === 2);
  });

  test("400 with translated field errors (language from the body, else the request)", async () => {
    const es = await post({ name: "", email: "mal", phone: 5, company: "", message: "corto", language: "es" });
    expect(es.status).toBe(400);
    expect(((await es.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "Escribe tu nombre",
      email: "Email inválido",
      phone: "Este campo es obligatorio",
      company: "Escribe el nombre de tu empresa",
      message: "El mensaje debe tener al menos 10 caracteres",
    });
    const en = await post({ ...contactBody({ language: undefined }), email: "nope" }, { "Accept-Language": "en-US,en;q=0.9" });
    expect(en.status).toBe(400);
    expect(((await en.json()) as { errors: Record<string, string> }).errors).toEqual({ email: "Invalid email" });
    expect(await counts()).toEqual(before);
  });

  test.each([
    ["malformed JSON", '{"name": "Ana",', 400],
    ["a JSON array", "[1,2,3]", 400],
    ["JSON null", "null", 400],
    ["wrong types", JSON.stringify(contactBody({ name: ["Ana"], email: 1, message: { x: 1 } })), 400],
    ["10,000-character fields", JSON.stringify(contactBody({ name: "n".repeat(10_000), company: "c".repeat(10_000), message: "m".repeat(10_000) })), 400],
    ["header injection in the e-mail", JSON.stringify(contactBody({ email: "ana@maquila.mx\r\nBcc: victim@example.com" })), 400],
    ["two addresses in the e-mail", JSON.stringify(contactBody({ email: "ana@maquila.mx, victim@example.com" })), 400],
  ])("%s → clear 4xx, nothing stored", async (_name, body, status) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error?: string };
    expect(typeof json.error).toBe("string");
    expect(await counts()).toEqual(before);
  });

  test("fields over their maximum (within the body limit) → 400 per field", async () => {
    const res = await post(contactBody({ name: "n".repeat(5000), position: "p".repeat(5000), message: "m".repeat(6000) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "Máximo 120 caracteres",
      position: "Máximo 120 caracteres",
      message: "Máximo 5000 caracteres",
    });
    expect(await counts()).toEqual(before);
  });

  test("1 MB body → 413 by Content-Length and by the bytes actually read (chunked)", async () => {
    const big = Buffer.from(JSON.stringify(contactBody({ message: "x".repeat(1024 * 1024) })));
    const declared = await rawPost(`${site.server.url}/api/contact`, { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.1" }, big);
    expect(declared.status).toBe(413);
    const chunked = await rawPost(`${site.server.url}/api/contact`, { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.2", "Transfer-Encoding": "chunked" }, big, { chunked: true });
    expect(chunked.status).toBe(413);
    // A lying Content-Length smaller than the body cannot smuggle more than the limit either.
    expect(await counts()).toEqual(before);
  });

  test("a sender still writing after its 413 gets the answer; the rest is dropped and the connection serves the next request", async () => {
    const { port } = new URL(site.server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let failure: Error | undefined;
    socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
    socket.on("error", (error) => (failure = error));
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Forwarded-For: 198.51.100.4\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = (data: string) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;
    const piece = chunk("x".repeat(64 * 1024));
    // Write until the answer arrives (the limit is 64 KiB: it comes after the second piece or so).
    for (let i = 0; !received.includes("\r\n\r\n"); i++) {
      expect(i).toBeLessThan(64);
      await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).not.toMatch(/connection: close/i);
    // Another megabyte after the answer, the end of the body, then a second request on the same connection.
    for (let i = 0; i < 16; i++) await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
    socket.write(`0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    expect(failure).toBeUndefined();
    expect(received).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"status":"ok"/);
    expect(await counts()).toEqual(before);
  });

  test("a refused body is dropped only up to a bound: past 64 MiB the connection is cut", async () => {
    const { port } = new URL(site.server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    let closed = false;
    // A reset shows first as a write error, then as the close.
    socket.on("error", () => (closed = true));
    socket.on("close", () => (closed = true));
    socket.resume();
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Forwarded-For: 198.51.100.5\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const mb = "x".repeat(1024 * 1024);
    const piece = `${(1024 * 1024).toString(16)}\r\n${mb}\r\n`;
    let sentMb = 0;
    while (!closed && sentMb < 200) {
      sentMb++;
      await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(true);
    expect(sentMb).toBeGreaterThan(64);
    expect(sentMb).toBeLessThan(200);
    socket.destroy();
  });

  test("non-UTF-8 bytes → 400", async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"Ana '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('","email":"a@b.com"}')]);
    const res = await rawPost(`${site.server.url}/api/contact`, { "Content-Type": "application/json; charset=utf-8", "X-Forwarded-For": "198.51.100.3" }, bytes);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: "El cuerpo debe estar codificado en UTF-8" });
    expect(await counts()).toEqual(before);
  });

  test("415 for a body that is not JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await post("name=Ana", { "Content-Type": type });
      expect(res.status).toBe(415);
    }
    expect(await counts()).toEqual(before);
  });

  test("403 for a cross-origin browser request; same origin is fine", async () => {
    expect((await post(contactBody(), { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post(contactBody(), { Origin: "null" })).status).toBe(403);
    expect((await post(contactBody(), { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await post(contactBody(), { Origin: site.server.url, "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
  });

  test("the page's form action: JSON, empty, broken multipart or 1 MB bodies → 4xx, nothing stored", async () => {
    const page = `${site.server.url}/contacto`;
    const send = (type: string | undefined, body: Buffer, chunked = false) =>
      rawPost(page, { Origin: site.server.url, "X-Forwarded-For": `198.51.100.${++ip % 250}`, ...(type ? { "Content-Type": type } : {}) }, body, { chunked });
    expect((await send("application/json", Buffer.from(JSON.stringify(contactBody())))).status).toBe(415);
    expect((await send(undefined, Buffer.alloc(0))).status).toBe(415);
    expect((await send("multipart/form-data; boundary=zzz", Buffer.from("--zzz\r\nbroken"))).status).toBe(400);
    expect((await send("multipart/form-data", Buffer.alloc(0))).status).toBe(400);
    const big = Buffer.from(`name=${"x".repeat(1024 * 1024)}`);
    expect((await send("application/x-www-form-urlencoded", big)).status).toBe(413);
    expect((await send("application/x-www-form-urlencoded", big, true)).status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  test("a NUL or a lone surrogate in any field (JSON or the page's form) → 400, nothing stored", async () => {
    for (const field of ["name", "company", "message", "email"]) {
      for (const bad of ["Ana\u0000", "\ud800"]) {
        const res = await post(JSON.stringify(contactBody({ [field]: bad })));
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
      }
    }
    const form = new URLSearchParams({ ...contactBody(), message: "hola\u0000" } as Record<string, string>);
    const page = await rawPost(`${site.server.url}/contacto`, { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.77" }, Buffer.from(form.toString()));
    expect(page.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  test("TRACE → 405 (TRACK is refused by Node's HTTP parser with 400): never a 500", async () => {
    for (const [method, expected] of [["TRACE", 405], ["TRACK", 400]] as const) {
      for (const target of ["/", "/api/contact", "/blog"]) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.request(`${site.server.url}${target}`, { method }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on("error", reject);
          req.end();
        });
        expect(status, `${method} ${target}`).toBe(expected);
      }
    }
  });

  test("a page answers a method it does not take with 405, Allow and a translated page; a PUT of the contact form stores nothing", async () => {
    const before = await counts();
    const form = new URLSearchParams(contactBody() as Record<string, string>).toString();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${site.server.url}/contacto`, {
        method,
        headers: { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.90" },
        body: form,
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect(await res.text()).toContain("Método no permitido");
    }
    expect(await counts()).toEqual(before);
    const cases: Array<[string, string, string, string]> = [
      ["POST", "/", "GET, HEAD", "Método no permitido"],
      ["POST", "/blog?lang=en", "GET, HEAD", "Method not allowed"],
      ["OPTIONS", "/about", "GET, HEAD", "Method not allowed"],
      ["DELETE", "/no-existe", "GET, HEAD", "Método no permitido"],
      ["PUT", "/admin/login", "GET, HEAD, POST", "Método no permitido"],
    ];
    for (const [method, target, allow, text] of cases) {
      const res = await fetch(`${site.server.url}${target}`, { method, headers: { Origin: site.server.url } });
      expect(res.status, `${method} ${target}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${target}`).toBe(allow);
      expect(await res.text(), `${method} ${target}`).toContain(text);
    }
    // The methods a page takes still work, and API routes keep their own answer.
    expect((await fetch(`${site.server.url}/about`, { method: "HEAD" })).status).toBe(200);
    const api = await fetch(`${site.server.url}/api/contact`, { method: "PUT", headers: { Origin: site.server.url } });
    expect(api.status).toBe(405);
    expect(api.headers.get("allow")).toBe("POST");
  });

  test("429 with Retry-After after 5 requests from one IP in 10 minutes", async () => {
    const headers = { "X-Forwarded-For": "192.0.2.77" };
    for (let i = 0; i < 5; i++) expect((await post(contactBody(), headers)).status).toBe(201);
    const limited = await post(contactBody(), headers);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Intenta de nuevo en 10 minutos/);
    expect((await post(contactBody(), { "X-Forwarded-For": "192.0.2.78" })).status).toBe(201);
    // Near the window's end the wait is one minute, in the singular in both languages.
    await site.database.query("UPDATE rate_limit SET last_request = last_request - 570000 WHERE key = 'contact:192.0.2.77'");
    const es = await post(contactBody(), headers);
    expect(es.status).toBe(429);
    expect(((await es.json()) as { error: string }).error).toMatch(/Intenta de nuevo en 1 minuto o llámanos\.$/);
    const en = await post(contactBody({ language: "en" }), headers);
    expect(((await en.json()) as { error: string }).error).toMatch(/Please try again in 1 minute or call us\.$/);
  });

  test("a bot (honeypot or too fast) gets the normal 201 and sends nothing", async () => {
    const honeypot = await post(contactBody({ website: "http://spam.example" }));
    expect(honeypot.status).toBe(201);
    const fast = await post(contactBody({ formToken: formToken(500) }));
    expect(fast.status).toBe(201);
    expect(await counts()).toEqual({ requests: before.requests + 2, mails: before.mails });
  });

  test("HTML and script in every field: stored as text", async () => {
    const evil = "<script>alert(1)</script>";
    const res = await post(contactBody({ name: evil, phone: "<b>1</b>", state: evil, municipality: evil, company: evil, position: evil, message: `${evil} ${evil}` }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await site.database.query<{ name: string; message: string }>("SELECT name, message FROM contact_requests WHERE id = $1", [id]);
    expect(row).toEqual({ name: evil, message: `${evil} ${evil}` });
    const mail = await site.smtp.waitForMail((x) => x.headers.get("x-ardentia-contact-request") === id && x.envelopeTo.includes("ventas@ardentia.test"));
    const notification = site.smtp.mails.find((x) => x.headers.get("x-ardentia-contact-request") === id && x.envelopeTo.includes("ventas@ardentia.test"))!;
    expect(mail).toBeTruthy();
    expect(notification.html).not.toContain("<script>");
    expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("GET is not allowed; the admin inbox and its export need a signed-in admin", async () => {
    const get = await fetch(`${site.server.url}/api/contact`);
    expect(get.status).toBe(405);
    for (const path of ["/admin/messages", "/admin/messages/export.csv", "/admin/messages/00000000-0000-0000-0000-000000000000"]) {
      const res = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });
});

/** A request whose path is sent exactly as given (fetch and URL parsing would normalise it). */
function rawPath(method: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(site.server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: target, headers }, (res) => {
      const chunks: Array<Buffer> = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("answers outside the pages' own, in the request's language", () => {
  test("a resource route asked with a method it does not take (one React Router does not dispatch included): 405, Allow, a translated message, nothing logged", async () => {
    const cases: Array<[string, string, string]> = [
      ["/api/contact", "POST", "json"],
      ["/api/newsletter/subscribe", "POST", "json"],
      ["/api/newsletter/unsubscribe", "GET, HEAD, POST", "json"],
      ["/api/auth/get-session", "GET, HEAD, POST", "json"],
      ["/api/admin/images/00000000-0000-0000-0000-000000000000", "DELETE", "json admin"],
      ["/blog/rss.xml", "GET, HEAD", "text"],
      ["/sitemap.xml", "GET, HEAD", "text"],
      ["/robots.txt", "GET, HEAD", "text"],
      ["/historia", "GET, HEAD", "text"],
      ["/admin", "GET, HEAD", "text admin"],
      ["/admin/messages/export.csv", "GET, HEAD", "text admin"],
      ["/api/passkey/options", "POST", "json"],
      ["/api/newsletter/send-blog-notification", "POST", "json admin"],
      ["/api/newsletter/analytics", "GET, HEAD", "json admin"],
      ["/api/newsletter/subscribers", "GET, HEAD", "json admin"],
      ["/api/admin/uploads", "POST, DELETE", "json admin"],
      ["/api/admin/passkeys/options", "POST", "json admin"],
      ["/api/admin/images", "GET, HEAD", "json admin"],
      ["/api/admin/posts/00000000-0000-0000-0000-000000000000/autosave", "POST, DELETE", "json admin"],
      ["/api/admin/posts/00000000-0000-0000-0000-000000000000/revisions/1", "GET, HEAD, POST", "json admin"],
    ];
    const before = site.server.output().length;
    // Methods no route takes, then the everyday ones each route does not take (a GET of a
    // write-only API, a POST or DELETE of a read-only one): the host answers all of them, before
    // the route's own code (which no longer has any 405 of its own) or its sign-in check runs.
    const unusual = ["SEARCH", "PROPFIND", "M-SEARCH", "QUERY", "LINK", "PURGE", "PUT"];
    for (const method of [...unusual, "GET", "POST", "DELETE"]) {
      for (const [target, allow, kind] of cases) {
        if (allow.split(", ").includes(method)) continue;
        for (const lang of ["es", "en"] as const) {
          const label = `${method} ${target} ${lang}`;
          const res = await rawPath(method, target, { "Accept-Language": lang, Origin: site.server.url });
          expect(res.status, label).toBe(405);
          expect(res.headers.allow, label).toBe(allow);
          expect(res.headers["cache-control"], label).toContain("no-store");
          // The admin is Spanish only.
          const text = lang === "en" && !kind.includes("admin") ? `Method not allowed; use ${allow}` : `Método no permitido; usa ${allow}`;
          if (kind.startsWith("json")) {
            expect(res.headers["content-type"], label).toMatch(/^application\/json/);
            expect(JSON.parse(res.body), label).toEqual({ success: false, message: text, error: text });
          } else {
            expect(res.headers["content-type"], label).toMatch(/^text\/plain/);
            expect(res.body, label).toBe(text);
          }
        }
      }
    }
    // A page keeps its translated 405 page for such a method too.
    const page = await rawPath("SEARCH", "/about", { "Accept-Language": "en" });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
    expect(page.body).toContain("Method not allowed");
    await new Promise((r) => setTimeout(r, 200));
    expect(site.server.output().slice(before)).not.toMatch(/not an Error|Unexpected Server Error/);
  });

  test("the API's own 405s, and a write to the session read, answer in the request's language", async () => {
    for (const [lang, text] of [["es", "Método no permitido; usa POST"], ["en", "Method not allowed; use POST"]] as const) {
      for (const method of ["GET", "OPTIONS"]) {
        const res = await fetch(`${site.server.url}/api/contact`, { method, headers: { "Accept-Language": lang } });
        expect(res.status, `${method} ${lang}`).toBe(405);
        expect(res.headers.get("allow")).toBe("POST");
        expect(((await res.json()) as { error: string }).error, `${method} ${lang}`).toBe(text);
      }
    }
    // The auth route takes POST, but its read-only path answers a write like every read-only API.
    for (const [lang, text] of [["es", "Método no permitido; usa GET, HEAD"], ["en", "Method not allowed; use GET, HEAD"]] as const) {
      const res = await fetch(`${site.server.url}/api/auth/get-session`, { method: "POST", headers: { "Accept-Language": lang, Origin: site.server.url } });
      expect(res.status, lang).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(await res.json()).toEqual({ success: false, message: text, error: text });
    }
  });

  test("a static file refused by the file server: its status, with a short translated text", async () => {
    const cases: Array<[string, Record<string, string>, number, string, string]> = [
      ["/assets/..%2f..%2fserver%2findex.js", {}, 403, "Acceso denegado", "Forbidden"],
      // A path that is no percent-encoded UTF-8 is read with U+FFFD in place of the bad bytes (so the
      // router never logs it): it names no file.
      ["/assets/%ff", {}, 404, "No encontrado", "Not found"],
      ["/assets/nonexist.js", {}, 404, "No encontrado", "Not found"],
      ["/apple-touch-icon.png", { Range: "bytes=999999999-" }, 416, "El rango pedido está fuera del archivo", "The requested range is outside the file"],
      ["/apple-touch-icon.png", { "If-Match": '"nope"' }, 412, "La condición de la solicitud no se cumple (If-Match o If-Unmodified-Since)", "The request's precondition failed (If-Match or If-Unmodified-Since)"],
    ];
    for (const [target, headers, status, es, en] of cases) {
      for (const [lang, text] of [["es", es], ["en", en]] as const) {
        const res = await rawPath("GET", target, { ...headers, "Accept-Language": lang });
        expect(res.status, `${target} ${lang}`).toBe(status);
        expect(res.headers["content-type"], `${target} ${lang}`).toBe("text/plain; charset=utf-8");
        expect(res.body, `${target} ${lang}`).toBe(text);
      }
    }
    const range = await rawPath("GET", "/apple-touch-icon.png", { Range: "bytes=999999999-" });
    expect(range.headers["content-range"]).toMatch(/^bytes \*\/\d+$/);
    expect((await rawPath("GET", "/apple-touch-icon.png?lang=en", { "If-Match": '"nope"' })).body).toMatch(/^The request's precondition failed/);
    expect((await rawPath("GET", "/apple-touch-icon.png")).status).toBe(200);
  });

  test("a page's action posted from another origin: the translated 403 before any action runs, signed in or not", async () => {
    const before = await counts();
    const form = new URLSearchParams({ ...contactBody(), formToken: formToken() } as Record<string, string>).toString();
    for (const origin of ["https://evil.example", "null", `${site.server.url}.evil.example`]) {
      for (const [target, lang, text] of [
        ["/contacto", "es", "Origen no permitido"],
        ["/contact", "en", "Origin not allowed"],
        ["/newsletter/unsubscribe?t=x&lang=en", "en", "Origin not allowed"],
        ["/admin/login", "en", "Origen no permitido"],
        // Pages without an action.
        ["/nosotros", "es", "Origen no permitido"],
        ["/about", "en", "Origin not allowed"],
        ["/admin/messages", "en", "Origen no permitido"],
        ["/admin/audit", "es", "Origen no permitido"],
      ] as const) {
        const res = await fetch(`${site.server.url}${target}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "Accept-Language": lang, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.91" },
          body: form,
        });
        expect(res.status, `${origin} ${target}`).toBe(403);
        expect(((await res.json()) as { error: string }).error, `${origin} ${target}`).toBe(text);
      }
    }
    const put = await fetch(`${site.server.url}/contact`, { method: "PUT", headers: { Origin: "https://evil.example" }, body: "x" });
    expect(put.status).toBe(403);
    expect(await counts()).toEqual(before);
    // One access-log line per refusal, never React Router's stack trace.
    await new Promise((r) => setTimeout(r, 200));
    expect(site.server.output()).not.toMatch(/origin does not match/);
  });

  test("//host and /\\host name no page: the translated not-found page, never another host's or the home page", async () => {
    for (const target of ["//evil.com", "/\\evil.com", "///evil.com/x", "//evil.com?lang=en"]) {
      const headers = { "Accept-Language": target.includes("lang=en") ? "en" : "es" };
      // The home page is stored in the page cache first: its hit path, before Express, must not
      // read such a target as "/" (new URL() takes `//evil.com` for another host).
      for (let i = 0; i < 2; i++) await rawPath("GET", target.includes("lang=en") ? "/?lang=en" : "/", headers);
      const res = await rawPath("GET", target, headers);
      expect(res.status, target).toBe(404);
      expect(res.headers.location, target).toBeUndefined();
      expect(res.body, target).toContain(target.includes("lang=en") ? "Page not found" : "Página no encontrada");
    }
  });
});
