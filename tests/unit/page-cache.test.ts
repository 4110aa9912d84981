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
  setContentChangedBroadcaster((r) => sent.push(r));
  expect(sent).toEqual(["seed"]);
  contentChanged("edit");
  expect(sent).toEqual(["seed", "edit"]);
  expect(local).toEqual(["seed", "edit"]);
  setContentChangedBroadcaster(undefined);
  off();
});
