/**
 * The public page cache (ADR 0003): a rendered page is kept per (path, language) with its
 * brotli and gzip bytes, ETag and CSP, so a hit is served without rendering or compressing.
 * Entries are dropped when content changes (`events.server.ts`); `host.server.ts` is its hit path.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/**
 * Only the compressed bytes are kept: the rare client that accepts neither brotli nor gzip gets
 * the gzip bytes inflated again (well under a millisecond), which keeps the cache about a third
 * of the size it would be with the plain HTML too.
 */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  br: Buffer;
  gzip: Buffer;
  etag: string;
};

export function compressPage(status: number, headers: Record<string, string>, body: Buffer): CachedPage {
  return {
    status,
    headers,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
}

const pageBytes = (page: CachedPage) => page.br.length + page.gzip.length;

/** The bytes to send for an encoding picked by `pickEncoding` (null: the plain HTML). */
export function payloadOf(page: CachedPage, encoding: "br" | "gzip" | null): Buffer {
  return encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
}

/**
 * Least-recently-used pages, bounded by count and by bytes. `generation` grows on every clear: a
 * render that started before a content change must not store its (stale) page afterwards, so
 * `set` takes the generation read before rendering and ignores the page when it changed.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  generation = 0;
  constructor(
    private readonly maxEntries = 1000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Refresh recency (Map keeps insertion order: oldest first).
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits++;
    } else {
      this.misses++;
    }
    return entry;
  }

  /** Stores a page unless the cache was cleared since `generation` was read. Returns whether it was stored. */
  set(key: string, page: CachedPage, generation = this.generation): boolean {
    if (generation !== this.generation) return false;
    const size = pageBytes(page);
    if (size > this.maxBytes) return false;
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return true;
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= pageBytes(old);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  get totalBytes() {
    return this.bytes;
  }

  get size() {
    return this.entries.size;
  }
}

/** Whether an If-None-Match header matches the ETag (a list, weak validators and `*` count). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  const want = strip(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === want);
}

/** Picks br, then gzip, then identity from Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.find((p) => p.trim().startsWith("q="));
    accepted.set(name.trim(), q ? Number.parseFloat(q.trim().slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}
