/**
 * The public page cache (DESIGN "Caching"): a rendered page is kept per (path, language) with its
 * brotli and gzip bytes, ETag and CSP, so a hit is served without rendering or compressing.
 * Entries are dropped when content changes (see app/lib/page-cache-events.server.ts).
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
};

export function compressPage(status: number, headers: Record<string, string>, body: Buffer): CachedPage {
  return {
    status,
    headers,
    body,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  hits = 0;
  misses = 0;
  constructor(private readonly maxEntries = 1000) {}

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

  set(key: string, page: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
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
