import { expect, test } from "vitest";
import { compressPage, etagMatches, PageCache } from "../../app/platform/page-cache/store.server";
import { contentChanged, onContentChanged, setContentChangedBroadcaster } from "~/platform/page-cache/events.server";

const page = (text: string) => compressPage(200, { "content-type": "text/html" }, Buffer.from(text.repeat(50)));

test("a render that started before a content change does not store its stale page", () => {
  const cache = new PageCache();
  const before = cache.generation;
  cache.clear(); // content changed while rendering
  expect(cache.set("k", page("old"), before)).toBe(false);
  expect(cache.get("k")).toBeUndefined();
  expect(cache.set("k", page("new"), cache.generation)).toBe(true);
  expect(cache.get("k")).toBeDefined();
});

test("the cache is bounded by bytes as well as entries", () => {
  const p = page("<p>x</p>");
  const size = p.br.length + p.gzip.length;
  const cache = new PageCache(100, size * 2);
  cache.set("a", p);
  cache.set("b", p);
  cache.set("c", p);
  expect(cache.size).toBe(2);
  expect(cache.get("a")).toBeUndefined();
  expect(cache.totalBytes).toBe(size * 2);
  cache.clear();
  expect(cache.totalBytes).toBe(0);
});

test("the plain HTML is inflated once for a stored page, kept and counted in the byte bound", () => {
  const p = page("<p>plain</p>");
  const compressed = p.br.length + p.gzip.length;
  const cache = new PageCache();
  cache.set("k", p);
  expect(cache.payload("k", p, "br")).toBe(p.br);
  expect(cache.payload("k", p, "gzip")).toBe(p.gzip);
  expect(cache.totalBytes).toBe(compressed);
  const plain = cache.payload("k", p, null);
  expect(plain.toString()).toBe("<p>plain</p>".repeat(50));
  expect(cache.totalBytes).toBe(compressed + plain.length);
  expect(cache.payload("k", p, null)).toBe(plain); // kept: not inflated again
  // The render that stores a page hands over its plain HTML: kept as it is.
  const q = page("<p>rendered</p>");
  const rendered = Buffer.from("<p>rendered</p>".repeat(50));
  cache.set("r", q);
  expect(cache.payload("r", q, null, rendered)).toBe(rendered);
  expect(q.identity).toBe(rendered);
  cache.clear();
  expect(cache.totalBytes).toBe(0);
});

test("a page no longer stored gets its plain HTML for one answer; kept plain bytes make older pages go", () => {
  const p = page("<p>gone</p>");
  const cache = new PageCache();
  expect(cache.payload("k", p, null).toString()).toBe("<p>gone</p>".repeat(50));
  expect(p.identity).toBeUndefined();
  expect(cache.totalBytes).toBe(0);

  const pages = ["a", "b", "c"].map((k) => page(`<p>${k}</p>`));
  const compressed = pages[0]!.br.length + pages[0]!.gzip.length;
  const plainLength = "<p>a</p>".length * 50;
  const bounded = new PageCache(100, compressed * 3 + plainLength - 1);
  pages.forEach((pg, i) => bounded.set(String(i), pg));
  expect(bounded.size).toBe(3);
  bounded.payload("2", pages[2]!, null); // the newest keeps its plain HTML; the oldest makes room
  expect(pages[2]!.identity?.length).toBe(plainLength);
  expect(bounded.get("0")).toBeUndefined();
  expect(bounded.get("2")).toBe(pages[2]);
  expect(bounded.totalBytes).toBe(compressed * 2 + plainLength);

  const tiny = new PageCache(100, compressed * 3);
  const q = page("<p>q</p>");
  tiny.set("q", q);
  tiny.payload("q", q, null); // would not fit the bound with its plain HTML: not kept
  expect(q.identity).toBeUndefined();
  expect(tiny.get("q")).toBe(q);
  expect(tiny.totalBytes).toBe(compressed);
});

test("If-None-Match: exact, weak, lists and *", () => {
  expect(etagMatches('"abc"', '"abc"')).toBe(true);
  expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
  expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
  expect(etagMatches("*", '"abc"')).toBe(true);
  expect(etagMatches('"abd"', '"abc"')).toBe(false);
  expect(etagMatches(undefined, '"abc"')).toBe(false);
});

test("contentChanged tells local listeners and the broadcaster; a change before it exists is sent once installed", () => {
  const local: Array<string> = [];
  const sent: Array<string> = [];
  const off = onContentChanged((r) => local.push(r));
  contentChanged("seed");
  expect(local).toEqual(["seed"]);
  setContentChangedBroadcaster(async (r) => {
    sent.push(r);
  });
  expect(sent).toEqual(["seed"]);
  void contentChanged("edit");
  expect(sent).toEqual(["seed", "edit"]);
  expect(local).toEqual(["seed", "edit"]);
  setContentChangedBroadcaster(undefined);
  off();
});

test("contentChanged settles only once the broadcaster has told the other processes", async () => {
  let tell!: () => void;
  let told = false;
  setContentChangedBroadcaster(
    () =>
      new Promise<void>((resolve) => {
        tell = () => {
          told = true;
          resolve();
        };
      }),
  );
  let settled = false;
  const change = contentChanged("edit").then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  tell();
  await change;
  expect(told && settled).toBe(true);
  setContentChangedBroadcaster(undefined);
});

test("admit: a key is admitted on its second request, remembered over the last 2 × maxSeen distinct keys", () => {
  const cache = new PageCache();
  expect(cache.admit("es:auto|/nosotros?fbclid=1", 2)).toBe(false);
  expect(cache.admit("es:auto|/nosotros?fbclid=1", 2)).toBe(true);
  expect(cache.admit("es:auto|/nosotros?fbclid=1", 2)).toBe(true);
  // Two more keys fill the newest set; the first key is still remembered in the older one.
  expect(cache.admit("k2", 2)).toBe(false);
  expect(cache.admit("k3", 2)).toBe(false);
  expect(cache.admit("es:auto|/nosotros?fbclid=1", 2)).toBe(true);
  // Two more distinct keys: the set that held the first key is dropped.
  expect(cache.admit("k4", 2)).toBe(false);
  expect(cache.admit("k5", 2)).toBe(false);
  expect(cache.admit("es:auto|/nosotros?fbclid=1", 2)).toBe(false);
  // A long key is kept as a digest: it is told apart from a key that shares its beginning.
  const long = "x".repeat(10_000);
  expect(cache.admit(`${long}a`)).toBe(false);
  expect(cache.admit(`${long}b`)).toBe(false);
  expect(cache.admit(`${long}a`)).toBe(true);
});

test("stored pages are compressed with brotli and gzip that inflate to the page", async () => {
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const html = Buffer.from("<main><h1>Pasta de soldadura</h1><p>Tipo 4, sin plomo.</p></main>".repeat(200));
  const stored = compressPage(200, { "content-type": "text/html" }, html);
  expect(brotliDecompressSync(stored.br).equals(html)).toBe(true);
  expect(gunzipSync(stored.gzip).equals(html)).toBe(true);
  expect(stored.br.length).toBeLessThan(html.length / 10);
});
