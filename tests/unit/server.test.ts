import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { compressPage, PageCache, payloadOf, pickEncoding } from "../../server/page-cache";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/security";

test("inline scripts are hashed; external scripts are not", () => {
  const html = `<script>window.a=1</script><script type="module" src="/assets/x.js"></script><script type="module">import("/y")</script>`;
  const expected = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
  expect(inlineScriptHashes(html)).toEqual([expected("window.a=1"), expected('import("/y")')]);
});

test("a document's bytes give the same hashes as its text, with multi-byte characters before and inside scripts", () => {
  const html = `<p>Año · niño — “ñ” 🚀</p><SCRIPT>var t="canción ✓ 🚀"</SCRIPT><script src="/a.js"></script><script type="application/ld+json">{"name":"Ardentia México"}</script>`;
  const expected = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;
  expect(inlineScriptHashes(Buffer.from(html, "utf8"))).toEqual([expected('var t="canción ✓ 🚀"'), expected('{"name":"Ardentia México"}')]);
  expect(inlineScriptHashes(Buffer.from(html, "utf8"))).toEqual(inlineScriptHashes(html));
});

test("the CSP forbids inline scripts except by hash and sets the strict directives", () => {
  const csp = contentSecurityPolicy(["'sha256-abc'"], false);
  expect(csp).toContain("script-src 'self' 'sha256-abc'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).not.toContain("unsafe-eval");
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
  expect(contentSecurityPolicy([], true)).toContain("upgrade-insecure-requests");
});

test("Accept-Encoding picks brotli, then gzip, honouring q=0", () => {
  expect(pickEncoding("gzip, deflate, br")).toBe("br");
  expect(pickEncoding("gzip")).toBe("gzip");
  expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
  expect(pickEncoding("identity")).toBeNull();
  expect(pickEncoding(undefined)).toBeNull();
});

test("the page cache keeps compressed bytes and evicts the least recently used", () => {
  const cache = new PageCache(2);
  const html = Buffer.from("<p>hola</p>".repeat(100));
  const page = compressPage(200, { "content-type": "text/html" }, html);
  expect(page.br.length).toBeLessThan(html.length);
  expect(page.gzip.length).toBeLessThan(html.length);
  // Only the compressed bytes are stored; a client without br or gzip gets the same HTML back.
  expect(Object.values(page).filter(Buffer.isBuffer)).toHaveLength(2);
  expect(payloadOf(page, null).equals(html)).toBe(true);
  expect(payloadOf(page, "gzip")).toBe(page.gzip);
  expect(payloadOf(page, "br")).toBe(page.br);
  cache.set("a", page);
  cache.set("b", page);
  cache.get("a");
  cache.set("c", page);
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")).toBe(page);
  expect(cache.get("c")).toBe(page);
});
