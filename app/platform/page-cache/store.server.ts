/**
 * The public page cache (ADR 0003): a rendered page is kept per (path, language) with its
 * brotli and gzip bytes, ETag and CSP, so a hit is served without rendering or compressing.
 * Entries are dropped when content changes (`events.server.ts`); `host.server.ts` is its hit path.
 */
import { hash } from "node:crypto";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/**
 * The compressed bytes are kept; the plain HTML only once a client accepting neither brotli nor
 * gzip asked for the page (`PageCache.payload`): most pages are never asked for that way, and
 * keeping it for every page would make the cache about three times the size.
 */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The plain HTML, inflated from `gzip` on first demand while the page is stored. */
  identity?: Buffer;
};

/**
 * Brotli's quality for stored pages. Measured on 14 of the site's pages (54–150 KB of HTML): quality
 * 8 took 2.2 ms on average (worst 3.7) and made them 0.3 % larger than quality 9, which took
 * 21 ms (worst 31); quality 7 was slower than 8 on some pages. Every miss that is stored pays it.
 */
const BROTLI_QUALITY = 8;

export function compressPage(status: number, headers: Record<string, string>, body: Buffer): CachedPage {
  return {
    status,
    headers,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${hash("sha1", body, "base64url")}"`,
  };
}

const pageBytes = (page: CachedPage) => page.br.length + page.gzip.length + (page.identity?.length ?? 0);

/**
 * Least-recently-used pages, bounded by count and by bytes. `generation` grows on every clear: a
 * render that started before a content change must not store its (stale) page afterwards, so
 * `set` takes the generation read before rendering and ignores the page when it changed.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Digests of keys requested once (see `admit`): the newest, and the set before it. */
  private seen = new Set<string>();
  private seenBefore = new Set<string>();
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
    this.evict();
    return true;
  }

  /**
   * Whether a page may be stored now: true on its key's second request (within the last
   * `2 × maxSeen` distinct keys), false on the first, which is remembered. The host asks this for
   * URLs with a query string, whose keys are unbounded (`?utm_…`, `?fbclid=` differ per click): a
   * URL asked for once is then rendered and sent like an uncached page, neither compressed hard nor
   * stored, and a stream of such URLs cannot push the site's pages out. Keys are kept as fixed-size
   * digests, so memory is bounded whatever the URLs' length.
   */
  admit(key: string, maxSeen = 4096): boolean {
    const digest = hash("sha1", key, "base64url");
    if (this.seen.has(digest) || this.seenBefore.has(digest)) return true;
    if (this.seen.size >= maxSeen) {
      this.seenBefore = this.seen;
      this.seen = new Set();
    }
    this.seen.add(digest);
    return false;
  }

  /**
   * The bytes to send for an encoding picked by `pickEncoding` (null: the plain HTML). The plain
   * HTML is inflated from the gzip bytes once and kept with the page while it is stored under `key`,
   * counted in the byte bound (older pages make room); a page no longer stored, or one that would
   * not fit the bound with it, gets it inflated for this answer only. `rendered` is the plain HTML
   * when the caller has it (the render that stored the page), so it is not inflated again.
   */
  payload(key: string, page: CachedPage, encoding: "br" | "gzip" | null, rendered?: Buffer): Buffer {
    if (encoding) return encoding === "br" ? page.br : page.gzip;
    if (page.identity) return page.identity;
    const plain = rendered ?? gunzipSync(page.gzip);
    if (this.entries.get(key) === page && pageBytes(page) + plain.length <= this.maxBytes) {
      page.identity = plain;
      this.bytes += plain.length;
      this.evict();
    }
    return plain;
  }

  private evict() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
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

