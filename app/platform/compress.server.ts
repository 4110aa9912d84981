/**
 * Compression of the responses the server renders (pages, API answers, feeds), in one place:
 * which encoding a client accepts, and the fast one-shot compression of a response that is sent
 * once. Stored pages are compressed harder, once, by the page cache (`compressPage`); static files
 * go through the compression middleware (server/app.ts).
 *
 * Why one shot and not the middleware's stream for rendered responses: the whole body is already
 * in memory. Measured on `/` (53 KB of HTML; 2 workers, 8 connections), worker CPU per request
 * through the middleware: ~5.6 ms with brotli, ~2.4 ms with gzip, against ~1.3 ms uncompressed and
 * ~1.9 ms compressed here; one call compresses the page in ~0.3 ms in a plain process. A stream
 * knows nothing of the body's size, so brotli sets up its default 4 MB window and the tables for
 * it on every request, and each chunk crosses the thread pool (docs/decisions/0014, fifteenth look).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

/** Bodies smaller than this are sent as they are (the compression middleware's threshold too). */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|xhtml\+xml|javascript|manifest\+json)|image\/svg\+xml)/i;

/** Whether a response with these headers is worth compressing (a text type, not encoded yet, no `no-transform`). */
export function isCompressible(contentType: string | undefined, cacheControl: string | undefined, contentEncoding: string | undefined): boolean {
  if (contentEncoding && contentEncoding !== "identity") return false;
  if (cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)) return false;
  return COMPRESSIBLE.test(contentType ?? "");
}

/** A Vary header value that names `field` (added once, case-insensitively). */
export function withVary(vary: string | undefined, field: string): string {
  if (!vary) return field;
  const names = vary.split(",").map((name) => name.trim().toLowerCase());
  return names.includes(field.toLowerCase()) || names.includes("*") ? vary : `${vary}, ${field}`;
}

/**
 * Brotli's quality and gzip's level for a response compressed once, and for the compression
 * middleware's static files (the middleware's settings before, so the bytes sent stayed the same). Measured on `/` (brotli, one-shot, window sized
 * to the body; 2 workers, 8 connections, alternating runs): quality 1 gave 1.70–1.87 ms of worker CPU a
 * request and 11.7 KB, quality 2 1.86–1.98 ms and 11.0 KB, quality 3 2.18–2.53 ms and 10.8 KB.
 */
export const ONCE_BROTLI_QUALITY = 2;
export const ONCE_GZIP_LEVEL = 3;

/** Brotli's window for a body of `length` bytes: the smallest that holds it (the decoder needs no more). */
export function brotliWindowBits(length: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
}

/** `body` compressed in one shot for `encoding`, with brotli's window sized to the body. */
export function compressOnce(body: Buffer, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: ONCE_GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
