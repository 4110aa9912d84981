/**
 * Compression of the responses the server renders (pages, API answers, feeds), in one place:
 * which encoding a client accepts, and the fast one-shot compression of a response that is sent
 * once. Stored pages are compressed harder, once, by the page cache (`compressPage`); static files
 * were compressed at build time (server/precompress.ts), and the compression middleware
 * (server/app.ts) is left with the few answers neither covers.
 *
 * Why one shot and not the middleware's stream for rendered responses: the whole body is already
 * in memory. Measured on `/` (53 KB of HTML; 2 workers, 8 connections), worker CPU per request
 * through the middleware: ~5.6 ms with brotli, ~2.4 ms with gzip, against ~1.3 ms uncompressed and
 * ~1.9 ms compressed here; one call compresses the page in ~0.3 ms in a plain process. A stream
 * knows nothing of the body's size, so brotli sets up its default 4 MB window and the tables for
 * it on every request, and each chunk crosses the thread pool (docs/decisions/0014, fifteenth look).
 */
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from "node:zlib";

/** The encodings a response may be sent in, in the server's order of preference for a response compressed once. */
export type Encoding = "zstd" | "br" | "gzip";

/** Whether `Accept-Encoding` accepts each name (q=0 refuses it; `*` stands for the names not listed). */
function acceptedBy(acceptEncoding: string): (name: string) => boolean {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.find((p) => p.trim().startsWith("q="));
    accepted.set(name.trim(), q ? Number.parseFloat(q.trim().slice(2)) : 1);
  }
  return (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
}

/** For a stored page (kept as br and gzip): br, then gzip, then identity. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const ok = acceptedBy(acceptEncoding);
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/**
 * The largest body sent in zstd. A one-shot frame's window is the body's size, and HTTP's zstd
 * content coding limits windows to 8 MB (a decoder may refuse larger ones); larger bodies go in
 * brotli or gzip.
 */
export const ZSTD_MAX_BODY = 8 * 1024 * 1024;

/**
 * For a response of `length` bytes compressed once: zstd (up to ZSTD_MAX_BODY), then br, then
 * gzip, then identity. zstd makes a page as small as brotli's quality 2 in less than half its time
 * (ONCE_ZSTD_LEVEL); browsers that send it (Chromium, Firefox) get it, the others brotli or gzip.
 */
export function pickOnceEncoding(acceptEncoding: string | undefined, length: number): Encoding | null {
  if (!acceptEncoding) return null;
  const ok = acceptedBy(acceptEncoding);
  if (length <= ZSTD_MAX_BODY && ok("zstd")) return "zstd";
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
/**
 * zstd's level for a response compressed once. Measured on a post page (62 KB of HTML, one-shot, a
 * plain process): level 3 gave 12.9 KB in ~175 µs, level 1 13.3 KB in ~135 µs, against brotli's
 * quality 2 13.0 KB in ~410 µs and gzip's level 3 13.8 KB in ~450 µs. The one-shot frame is a
 * single segment: it records the body's size, and the decoder's window is no larger than the body.
 */
export const ONCE_ZSTD_LEVEL = 3;

/** Brotli's window for a body of `length` bytes: the smallest that holds it (the decoder needs no more). */
export function brotliWindowBits(length: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
}

/** `body` compressed in one shot for `encoding`, with brotli's window sized to the body. */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: ONCE_GZIP_LEVEL });
  if (encoding === "zstd") return zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: ONCE_ZSTD_LEVEL } });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
