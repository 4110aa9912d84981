/** The security baseline on every kind of response, and the CSP working in a real browser. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { inject } from "vitest";
import sharp from "sharp";
import { adminCookie } from "../helpers/admin";
import { useBrowser } from "../helpers/browser";
import { publicRoutes } from "../helpers/routes";
import { rawRequest } from "../helpers/raw-request";
import { BUILD_DIR } from "../helpers/server";

const base = inject("baseURL");
const browser = useBrowser();

function expectBaseline(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  // Plain HTTP on localhost: no HSTS (it is sent only over HTTPS).
  expect(headers.get("strict-transport-security")).toBeNull();
}

test.each(["/", "/nosotros", "/no-existe", "/admin/login", "/healthz"])("baseline headers on %s", async (path) => {
  const res = await fetch(base + path);
  expectBaseline(res.headers);
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers.get("content-security-policy-report-only")).toBeNull();
});

test("public documents allow only our own inline scripts: one policy, whatever inline scripts a page holds", async () => {
  // The pages differ in their inline scripts (their JSON-LD): a policy built from the rendered HTML
  // would differ too, and would allow a script that slipped into a page.
  const policies = new Set<string>();
  for (const path of ["/", "/contacto", "/nosotros", "/productos", "/blog", "/about"]) {
    const res = await fetch(base + path);
    policies.add(res.headers.get("content-security-policy") ?? "");
  }
  expect(policies.size).toBe(1);
  const [csp] = [...policies];
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
});

test("public pages carry no inline style (their policy allows none): every page, a post and a category", async () => {
  const blog = await (await fetch(base + "/blog")).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(post).toBeTruthy();
  const paths = [...publicRoutes().map((r) => r.path), post!, "/blog?category=soldadura", "/no-existe"];
  for (const path of paths) {
    const res = await fetch(base + path);
    expect(res.headers.get("content-security-policy"), path).toContain("style-src 'self';");
    const html = await res.text();
    expect(html.match(/<[^>]+\sstyle="[^"]*"/g) ?? [], path).toEqual([]);
    expect(html.match(/<style[\s>]/g) ?? [], path).toEqual([]);
  }
});

test("an inline script injected into a rendered page is blocked by the browser; our own scripts still run", async () => {
  const context = await browser().newContext({ locale: "es-MX" });
  const page = await context.newPage();
  const violations: Array<string> = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  // Content that got past the sanitiser, simulated: the page's own bytes and headers, plus a script.
  await page.route(`${base}/nosotros`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</main>", "<script>window.__injected = true</script></main>");
    await route.fulfill({ response, body: html });
  });
  await page.goto(base + "/nosotros");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.some((v) => v.startsWith("script-src") && v.includes("inline"))).toBe(true);
  await context.close();
});

test("the admin's React Router scripts run by the render's nonce, a new one per response", async () => {
  const first = await fetch(base + "/admin/login");
  const second = await fetch(base + "/admin/login");
  const nonces = [first, second].map((res) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(await first.text()).toContain(`nonce="${nonces[0]}"`);

  const context = await browser().newContext({ locale: "es-MX" });
  const page = await context.newPage();
  const problems: Array<string> = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(msg.text());
  });
  await page.goto(base + "/admin/login");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(problems.filter((p) => /Content Security Policy|Refused|nonce|hydrat/i.test(p))).toEqual([]);
  await context.close();
});

test("the public pages' scripts carry Subresource Integrity hashes of the bytes served", async () => {
  const html = await (await fetch(base + "/")).text();
  const tags = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)" integrity="(sha384-[^"]+)"/g)];
  expect(tags.length).toBeGreaterThanOrEqual(1);
  expect(html).not.toMatch(/<script type="module" src="[^"]+"(?! integrity)/);
  for (const [, src, integrity] of tags) {
    const bytes = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    expect(integrity, src).toBe(`sha384-${createHash("sha384").update(bytes).digest("base64")}`);
  }
});

test("hashed assets are cached for a year and compressed (above the 1 KiB where compression pays)", async () => {
  const html = await (await fetch(base + "/")).text();
  const assets = [...new Set(html.match(/\/assets\/[^"]+\.js/g) ?? [])];
  expect(assets.length).toBeGreaterThan(2);
  let compressed = 0;
  for (const asset of assets) {
    const res = await fetch(base + asset, { headers: { "accept-encoding": "br, gzip" } });
    const body = await res.arrayBuffer();
    expect(res.status, asset).toBe(200);
    expect(res.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
    expectBaseline(res.headers);
    const encoding = res.headers.get("content-encoding");
    // The compression middleware's threshold: a tiny module goes out as it is.
    if (encoding === null) expect(body.byteLength, `${asset} is sent uncompressed`).toBeLessThan(1024);
    else {
      expect(["br", "gzip"], asset).toContain(encoding);
      compressed++;
    }
  }
  expect(compressed).toBeGreaterThan(0);
});

test("static text files go out as compressed at build time: the copy for the accepted encoding, decoding to the file, with its own ETag, 304 and HEAD", async () => {
  const html = await (await fetch(base + "/")).text();
  const script = html.match(/\/assets\/enhance-[^"]+\.js/)?.[0];
  const style = html.match(/\/assets\/app-[^"]+\.css/)?.[0];
  expect(script, "the home page loads its enhancement script").toBeTruthy();
  expect(style, "the home page loads the stylesheet").toBeTruthy();
  // Two hashed assets (a year's cache) and a public file (a day's cache).
  for (const url of [script!, style!, "/images/manifest.json"]) {
    const file = path.join(BUILD_DIR, "client", url);
    const original = fs.readFileSync(file);
    const plain = await rawRequest("GET", base + url, { "accept-encoding": "identity" });
    expect(plain.status, url).toBe(200);
    expect(plain.headers["content-encoding"], url).toBeUndefined();
    expect(plain.body.equals(original), url).toBe(true);
    expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
    const etags = new Set([plain.headers.etag]);
    for (const [accept, encoding, suffix, decode] of [
      ["gzip, deflate, br, zstd", "br", ".br", brotliDecompressSync],
      ["gzip", "gzip", ".gz", gunzipSync],
    ] as const) {
      expect(fs.existsSync(file + suffix), `the build wrote ${url}${suffix}`).toBe(true);
      const res = await rawRequest("GET", base + url, { "accept-encoding": accept });
      expect(res.status, `${url} ${encoding}`).toBe(200);
      expect(res.headers["content-encoding"], url).toBe(encoding);
      expect(res.headers["content-type"], url).toBe(plain.headers["content-type"]);
      expect(res.headers["cache-control"], url).toBe(plain.headers["cache-control"]);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers["transfer-encoding"], url).toBeUndefined();
      expect(Number(res.headers["content-length"]), url).toBe(res.body.length);
      // The very bytes compressed at build time (no compression per request), decoding to the file.
      expect(res.body.equals(fs.readFileSync(file + suffix)), `${url} sends ${url}${suffix}`).toBe(true);
      expect(decode(res.body).equals(original), url).toBe(true);
      expect(res.headers.etag, url).toBeTruthy();
      etags.add(res.headers.etag);
      const head = await rawRequest("HEAD", base + url, { "accept-encoding": accept });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(res.headers["content-length"]);
      expect(head.headers["content-encoding"]).toBe(encoding);
      const revalidated = await rawRequest("GET", base + url, { "accept-encoding": accept, "if-none-match": res.headers.etag! });
      expect(revalidated.status, `${url} ${encoding} revalidated`).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
    // Each encoding is its own representation: one ETag each.
    expect(etags.size, url).toBe(3);
  }
});

test.each(["/nosotros", "/contacto", "/productos", "/blog"])("%s hydrates under the enforced CSP with no violation", async (path) => {
  const context = await browser().newContext({ locale: "es-MX" });
  const page = await context.newPage();
  const problems: Array<string> = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  // A violation whose exception the page catches (Zod's `new Function` probe was one) logs nothing:
  // the browser still reports it, and Lighthouse counts it against Best Practices.
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // A hydrated header toggles its dropdown; without JS (blocked scripts) it would not.
  await page.getByRole("button", { name: "Productos" }).click();
  await expect.poll(() => page.getByRole("button", { name: "Productos" }).getAttribute("aria-expanded")).toBe("true");
  expect(problems.filter((p) => /Content Security Policy|Refused|CSP violation/.test(p))).toEqual([]);
  await context.close();
});

test("a NUL in the URL reaches no route: dropped from the query (the page's filters fall back), a 404 in the path", async () => {
  for (const path of ["/blog?search=%00", "/blog?category=%00", "/productos?x=%00%00"]) {
    const res = await fetch(base + path);
    expect(res.status, path).toBe(200);
  }
  // Not the same page under a second address: the translated 404.
  for (const [path, title] of [
    ["/nosotros%00", "Página no encontrada"],
    ["/about%00", "Page not found"],
    ["/blog/%00", "Página no encontrada"],
    ["/%00?lang=en", "Page not found"],
  ] as const) {
    const res = await fetch(base + path, { headers: { "Accept-Language": path.includes("about") || path.includes("lang=en") ? "en" : "es" } });
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).toContain(title);
  }
  // The same page as without it.
  const plain = await (await fetch(`${base}/blog?search=reflujo`)).text();
  const withNul = await (await fetch(`${base}/blog?search=reflu%00jo`)).text();
  expect(withNul.match(/<article/g)?.length).toBe(plain.match(/<article/g)?.length);
});

/** Sends bytes on a new connection and gathers all that comes back until the server closes it. */
function rawExchange(bytes: string, { end = true } = {}): Promise<{ text: string; ms: number }> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = net.connect(Number(port), hostname, () => (end ? socket.end(bytes) : socket.write(bytes)));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("close", () => resolve({ text, ms: Date.now() - started }));
    socket.on("error", reject);
  });
}

test("request targets that are not a path: `OPTIONS *` gets 204 with Allow, other `*` a 400; an absolute URL is served as its path", async () => {
  const options = await rawExchange("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n");
  expect(options.text).toMatch(/^HTTP\/1\.1 204 /);
  expect(options.text).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
  for (const method of ["GET", "POST", "HEAD"]) {
    const reply = await rawExchange(`${method} * HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    expect(reply.text, method).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply.text, method).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
    if (method !== "HEAD") expect(reply.text).toContain("Bad request: the requested target is not a path.");
  }
  // Absolute-form, as sent through a proxy: the page of its path, whatever host it names.
  const absolute = await rawExchange("GET http://elsewhere.example/nosotros?lang=en HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n");
  expect(absolute.text).toMatch(/^HTTP\/1\.1 200 /);
  expect(absolute.text).toContain('<html lang="en"');
  const missing = await rawExchange("GET http://127.0.0.1:3000/no-existe HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n");
  expect(missing.text).toMatch(/^HTTP\/1\.1 404 /);
});

test("a client that never finishes its headers is answered 408 and cut off within seconds, not minutes", async () => {
  const reply = await rawExchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", { end: false });
  expect(reply.text).toMatch(/^HTTP\/1\.1 408 /);
  // The deadline is 15 s, checked every 5 s.
  expect(reply.ms).toBeGreaterThanOrEqual(14_000);
  expect(reply.ms).toBeLessThan(25_000);
}, 40_000);

test("the site's images and uploads load on another origin's page (a webmail showing a newsletter); pages stay same-origin", async () => {
  const cookie = await adminCookie(base, inject("adminEmail"), inject("adminPassword"));
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 20, g: 80, b: 140 } } }).png().toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "correo.png");
  const uploaded = await fetch(`${base}/api/admin/uploads`, { method: "POST", headers: { cookie, Origin: new URL(base).origin }, body: form });
  expect(uploaded.status).toBe(201);
  const images = ["/images/blog/casos-estudio-1.webp", ((await uploaded.json()) as { url: string }).url];
  for (const image of images) {
    const res = await fetch(base + image);
    expect(res.status, image).toBe(200);
    expect(res.headers.get("cross-origin-resource-policy"), image).toBe("cross-origin");
  }
  expect((await fetch(`${base}/blog`)).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  // A page of another origin (another port) showing them, as a webmail without an image proxy does.
  const mail = http.createServer((_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<!doctype html><title>Correo</title>${images.map((image) => `<img src="${base}${image}" alt="">`).join("")}`);
  });
  await new Promise<void>((resolve) => mail.listen(0, "127.0.0.1", resolve));
  const context = await browser().newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(mail.address() as net.AddressInfo).port}/`, { waitUntil: "load" });
    expect(await page.locator("img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth))).toEqual([expect.any(Number), expect.any(Number)]);
    expect(await page.locator("img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  } finally {
    await context.close();
    mail.close();
  }
});
