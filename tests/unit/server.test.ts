import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { compressPage, PageCache } from "../../app/platform/page-cache/store.server";
import { compressOnce, isCompressible, pickEncoding, pickOnceEncoding, withVary, ZSTD_MAX_BODY } from "../../app/platform/compress.server";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { EARLY_CLICK_SCRIPT } from "~/widgets/early-input";
import { contentSecurityPolicy } from "~/platform/security.server";

test("the CSP allows our own inline scripts by hash, the admin's by nonce, and nothing else inline", () => {
  const hash = `'sha256-${createHash("sha256").update(EARLY_CLICK_SCRIPT).digest("base64")}'`;
  const csp = contentSecurityPolicy(false);
  expect(csp).toContain(`script-src 'self' ${hash};`);
  expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
  expect(csp).not.toContain("unsafe-eval");
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
  expect(csp).not.toContain("upgrade-insecure-requests");
  expect(contentSecurityPolicy(true)).toContain("upgrade-insecure-requests");
  expect(csp).toContain("style-src 'self';");
  const admin = contentSecurityPolicy(false, { nonce: "bm9uY2U" });
  expect(admin).toContain(`script-src 'self' ${hash} 'nonce-bm9uY2U';`);
  expect(admin).toContain("style-src 'self' 'unsafe-inline';");
});

test("Accept-Encoding picks brotli, then gzip, honouring q=0", () => {
  expect(pickEncoding("gzip, deflate, br")).toBe("br");
  expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br"); // stored pages are kept as br and gzip
  expect(pickEncoding("gzip")).toBe("gzip");
  expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
  expect(pickEncoding("identity")).toBeNull();
  expect(pickEncoding(undefined)).toBeNull();
});

test("a response compressed once picks zstd, then brotli, then gzip, honouring q=0 and *", () => {
  const page = 60_000;
  expect(pickOnceEncoding("gzip, deflate, br, zstd", page)).toBe("zstd");
  expect(pickOnceEncoding("gzip, deflate, br", page)).toBe("br");
  expect(pickOnceEncoding("zstd;q=0, br, gzip", page)).toBe("br");
  expect(pickOnceEncoding("gzip", page)).toBe("gzip");
  expect(pickOnceEncoding("*", page)).toBe("zstd");
  expect(pickOnceEncoding("*, zstd;q=0, br;q=0", page)).toBe("gzip");
  expect(pickOnceEncoding("identity", page)).toBeNull();
  expect(pickOnceEncoding(undefined, page)).toBeNull();
  // A body whose one-shot frame would need a window over 8 MB goes in brotli: browsers may refuse it.
  expect(pickOnceEncoding("gzip, deflate, br, zstd", ZSTD_MAX_BODY)).toBe("zstd");
  expect(pickOnceEncoding("gzip, deflate, br, zstd", ZSTD_MAX_BODY + 1)).toBe("br");
});

test("the page cache keeps compressed bytes and evicts the least recently used", () => {
  const cache = new PageCache(2);
  const html = Buffer.from("<p>hola</p>".repeat(100));
  const page = compressPage(200, { "content-type": "text/html" }, html);
  expect(page.br.length).toBeLessThan(html.length);
  expect(page.gzip.length).toBeLessThan(html.length);
  // Only the compressed bytes are made; a client without br or gzip gets the same HTML back.
  expect(Object.values(page).filter(Buffer.isBuffer)).toHaveLength(2);
  expect(cache.payload("a", page, null).equals(html)).toBe(true);
  expect(cache.payload("a", page, "gzip")).toBe(page.gzip);
  expect(cache.payload("a", page, "br")).toBe(page.br);
  cache.set("a", page);
  cache.set("b", page);
  cache.get("a");
  cache.set("c", page);
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")).toBe(page);
  expect(cache.get("c")).toBe(page);
});

test("a response sent once is compressed in one shot and decodes to the same bytes; only text types, never twice", () => {
  const html = Buffer.from(`<!DOCTYPE html><html lang="es"><body>${"<p>Pasta de soldar sin plomo, perfiles de reflujo y ESD. ñ — ü</p>".repeat(400)}</body></html>`);
  const br = compressOnce(html, "br");
  const gzip = compressOnce(html, "gzip");
  const zstd = compressOnce(html, "zstd");
  expect(brotliDecompressSync(br).equals(html)).toBe(true);
  expect(gunzipSync(gzip).equals(html)).toBe(true);
  expect(zstdDecompressSync(zstd).equals(html)).toBe(true);
  expect(br.length).toBeLessThan(html.length / 10);
  expect(gzip.length).toBeLessThan(html.length / 10);
  expect(zstd.length).toBeLessThan(html.length / 10);
  // A single-segment frame (its header's descriptor, bit 5): the decoder's window is the body's size.
  expect(zstd[4]! & 0x20).toBe(0x20);
  // A tiny body decodes too.
  expect(zstdDecompressSync(compressOnce(Buffer.from("{}"), "zstd")).toString()).toBe("{}");
  // A body smaller than brotli's smallest window still decodes.
  expect(brotliDecompressSync(compressOnce(Buffer.from("{}"), "br")).toString()).toBe("{}");
  expect(isCompressible("text/html; charset=utf-8", "no-cache", undefined)).toBe(true);
  expect(isCompressible("application/json", "no-store", undefined)).toBe(true);
  expect(isCompressible("application/rss+xml; charset=utf-8", undefined, undefined)).toBe(true);
  expect(isCompressible("image/webp", undefined, undefined)).toBe(false);
  expect(isCompressible("text/html", undefined, "br")).toBe(false);
  expect(isCompressible("text/html", "no-store, no-transform", undefined)).toBe(false);
  expect(withVary(undefined, "Accept-Encoding")).toBe("Accept-Encoding");
  expect(withVary("Cookie", "Accept-Encoding")).toBe("Cookie, Accept-Encoding");
  expect(withVary("accept-encoding, Cookie", "Accept-Encoding")).toBe("accept-encoding, Cookie");
  expect(withVary("*", "Accept-Encoding")).toBe("*");
});
