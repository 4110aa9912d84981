/**
 * The page cache's hit path in front of Express (server/app.ts `serveHit`): a hit must carry
 * everything the rendered response carried (security headers, CSP, Vary, cache policy, ETag), its
 * own request id and access-log line, negotiate br/gzip/identity, answer HEAD and 304, set the
 * language cookie for ?lang=. It is the cache's only hit path: Express only renders misses.
 */
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { rawRequest } from "../helpers/raw-request";
import { startServer, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let server: TestServer;
beforeAll(async () => {
  // One worker: each worker has its own cache, and this file is about the hit path of one process.
  // TRUST_PROXY: X-Forwarded-Proto says which scheme a request came in on (one page, two policies).
  server = await startServer({ env: { LOG_LEVEL: "info", WORKERS: "off", WEB_CONCURRENCY: "1", TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server?.stop();
});

/** Headers that legitimately differ between two answers of the same page. */
const PER_RESPONSE = new Set(["date", "x-request-id", "x-cache", "content-length", "content-encoding", "keep-alive", "connection"]);
const stable = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !PER_RESPONSE.has(name)));

/** A raw GET/HEAD of a path of the server (fetch would normalise the URL and add headers of its own). */
const raw = (method: string, path: string, headers: Record<string, string> = {}) => rawRequest(method, `${server.url}${path}`, headers);

describe("page cache hits", () => {
  test("a hit sends the same headers as the render that stored it, with its own request id and log line", async () => {
    const headers = { cookie: "lang=es", "accept-encoding": "br" };
    const miss = await fetch(`${server.url}/servicios`, { headers });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const missBody = await miss.text();
    const hit = await fetch(`${server.url}/servicios`, { headers });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe(missBody);
    expect(stable(hit.headers)).toEqual(stable(miss.headers));
    for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "cross-origin-opener-policy", "x-frame-options", "vary", "etag", "cache-control"]) {
      expect(hit.headers.get(name), name).toBeTruthy();
    }
    expect(hit.headers.get("content-encoding")).toBe("br");
    const id = hit.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe(miss.headers.get("x-request-id"));
    await expect.poll(() => server.output()).toContain(id);
    const line = server.output().split("\n").find((l) => l.includes(id))!;
    expect(JSON.parse(line)).toMatchObject({ msg: "request", method: "GET", url: "/servicios", status: 200, requestId: id });
  });

  test("identity, gzip, HEAD and If-None-Match on a hit", async () => {
    await fetch(`${server.url}/nosotros`, { headers: { cookie: "lang=es" } });
    const identity = await raw("GET", "/nosotros", { cookie: "lang=es" });
    expect(identity.headers["x-cache"]).toBe("HIT");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(identity.headers["content-length"])).toBe(identity.body.length);
    const gzip = await raw("GET", "/nosotros", { cookie: "lang=es", "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const head = await raw("HEAD", "/nosotros", { cookie: "lang=es" });
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(identity.headers["content-length"]);
    const notModified = await raw("GET", "/nosotros", { cookie: "lang=es", "if-none-match": String(identity.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(identity.headers.etag);
    expect(notModified.headers["content-security-policy"]).toBe(identity.headers["content-security-policy"]);
  });

  test("?lang= on a hit saves the choice in the cookie and shares the entry with the cookie", async () => {
    await fetch(`${server.url}/blog?lang=en`);
    const hit = await raw("GET", "/blog?lang=en");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["set-cookie"]?.[0]).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(hit.body.toString()).toContain("Technical blog");
    const byCookie = await raw("GET", "/blog", { cookie: "lang=en" });
    expect(byCookie.headers["x-cache"]).toBe("HIT");
    expect(byCookie.headers["set-cookie"]).toBeUndefined();
    expect(byCookie.headers.etag).toBe(hit.headers.etag);
    const spanish = await raw("GET", "/blog", { cookie: "lang=es" });
    expect(spanish.headers.etag).not.toBe(hit.headers.etag);
  });

  test("a language the path chose is saved on a hit too; one the browser chose is not", async () => {
    await fetch(`${server.url}/about`, { headers: { "accept-language": "de-DE" } });
    const hit = await raw("GET", "/about", { "accept-language": "de-DE" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["set-cookie"]?.[0]).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const english = await raw("GET", "/about", { "accept-language": "en-US" });
    expect(english.headers["x-cache"]).toBe("HIT");
    expect(english.headers["set-cookie"]).toBeUndefined();
  });

  test("the query is part of the key (without lang), in any encoding", async () => {
    // A URL with a query is stored on its second request (the first is rendered like an uncached page).
    await raw("GET", "/blog?category=soldadura&page=1", { cookie: "lang=es" });
    await raw("GET", "/blog?category=soldadura&page=1", { cookie: "lang=es" });
    const same = await raw("GET", "/blog?category=soldadura&page=1&lang=es");
    expect(same.headers["x-cache"]).toBe("HIT");
    await raw("GET", "/blog?category=esd", { cookie: "lang=es" });
    const other = await raw("GET", "/blog?category=esd", { cookie: "lang=es" });
    expect(other.headers["x-cache"]).toBe("MISS");
    expect(other.headers.etag).toMatch(/^"/);
    expect(other.headers.etag).not.toBe(same.headers.etag);
    // Percent-encoded: parsed by Express, same key once decoded.
    const encoded = await raw("GET", "/blog?category=soldad%75ra&page=1", { cookie: "lang=es" });
    expect(encoded.headers["x-cache"]).toBe("HIT");
    expect(encoded.headers.etag).toBe(same.headers.etag);
  });

  test("a URL with a query string is stored only from its second request: one-off URLs are neither stored nor compressed hard", async () => {
    const path = `/nosotros?utm_source=test&fbclid=${Date.now()}`;
    const first = await raw("GET", path, { cookie: "lang=es", "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(first.headers.etag).toBeUndefined(); // not stored: no stored bytes to validate against
    expect(first.headers["content-encoding"]).toBe("br"); // compressed for this answer only
    expect(first.headers["cache-control"]).toBe("no-cache");
    const second = await raw("GET", path, { cookie: "lang=es", "accept-encoding": "br" });
    expect(second.headers["x-cache"]).toBe("MISS");
    expect(second.headers.etag).toMatch(/^"/);
    const third = await raw("GET", path, { cookie: "lang=es", "accept-encoding": "br" });
    expect(third.headers["x-cache"]).toBe("HIT");
    expect(third.headers.etag).toBe(second.headers.etag);
    // A path without a query is stored on its first request.
    const plain = await raw("GET", "/productos", { cookie: "lang=es" });
    expect(plain.headers["x-cache"]).toBe("MISS");
    expect((await raw("GET", "/productos", { cookie: "lang=es" })).headers["x-cache"]).toBe("HIT");
  });

  test("a response sent once is compressed by Accept-Encoding (zstd, br, gzip or none) to the same bytes, with its length and Vary", async () => {
    // A search page is never stored; the admin's sign-in form is never cached.
    for (const [path, cookie] of [["/blog?search=soldadura", "lang=es"], ["/admin/login", ""]] as const) {
      const plain = await raw("GET", path, { cookie, "accept-encoding": "identity" });
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-length"]).toBe(String(plain.body.length));
      const html = path.startsWith("/admin") ? plain.body.toString().replace(/nonce="[^"]+"/g, "") : plain.body.toString();
      // A browser's list (Chromium's) gets zstd; without zstd, brotli; else gzip.
      for (const [encoding, accept, decode] of [
        ["zstd", "gzip, deflate, br, zstd", zstdDecompressSync],
        ["br", "gzip, deflate, br", brotliDecompressSync],
        ["gzip", "gzip", gunzipSync],
      ] as const) {
        const sent = await raw("GET", path, { cookie, "accept-encoding": accept });
        expect(sent.headers["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(sent.headers["content-length"]).toBe(String(sent.body.length));
        expect(sent.headers["transfer-encoding"]).toBeUndefined();
        expect(sent.headers.vary).toMatch(/accept-encoding/i);
        expect(sent.body.length).toBeLessThan(plain.body.length / 3);
        const decoded = decode(sent.body).toString();
        expect(path.startsWith("/admin") ? decoded.replace(/nonce="[^"]+"/g, "") : decoded).toBe(html);
      }
    }
    // HEAD: the same headers, no body and no encoding.
    const head = await raw("HEAD", "/blog?search=soldadura", { cookie: "lang=es", "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.vary).toMatch(/accept-encoding/i);
  });

  test("search results (unbounded terms) are rendered per request, never stored", async () => {
    for (const term of ["soldadura", "sold%C3%A1dura"]) {
      const first = await raw("GET", `/blog?search=${term}`, { cookie: "lang=es" });
      const second = await raw("GET", `/blog?search=${term}`, { cookie: "lang=es" });
      expect(first.status).toBe(200);
      expect(second.headers["x-cache"]).not.toBe("HIT");
      expect(second.headers["cache-control"]).toContain("private");
    }
  });

  test("URLs beyond plain segments (dots, percent-escapes) are hits too, keyed as the URL parser reads them", async () => {
    for (const path of ["/robots.txt", "/blog/rss.xml?lang=es", "/nosotros?ref=%C3%A9t%C3%A9"]) {
      const first = await raw("GET", path);
      expect(first.status).toBe(200);
      // A query (other than lang) is stored from its second request on.
      if (path.includes("?ref=")) await raw("GET", path);
      const second = await raw("GET", path);
      expect(second.headers["x-cache"]).toBe("HIT");
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("one stored page, each scheme its own policy: upgrade-insecure-requests and HSTS only over HTTPS", async () => {
    const https = { cookie: "lang=en", "x-forwarded-proto": "https" };
    const stored = await raw("GET", "/services", https);
    expect(stored.headers["x-cache"]).toBe("MISS");
    expect(stored.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const overHttp = await raw("GET", "/services", { cookie: "lang=en" });
    expect(overHttp.headers["x-cache"]).toBe("HIT");
    expect(overHttp.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    const againHttps = await raw("GET", "/services", https);
    expect(againHttps.headers["x-cache"]).toBe("HIT");
    expect(againHttps.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(againHttps.headers["strict-transport-security"]).toContain("max-age=");
  });

  test("admin and API requests are never answered by the hit path", async () => {
    for (const path of ["/admin/login", "/api/posts"]) {
      await raw("GET", path);
      const again = await raw("GET", path);
      expect(again.headers["x-cache"]).not.toBe("HIT");
    }
  });
});
