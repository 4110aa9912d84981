/**
 * Security headers (ADR 0003): an enforced CSP that allows inline scripts only by their
 * sha256 hash (computed from the rendered HTML, so cached pages keep a valid policy), plus
 * nosniff, Referrer-Policy, COOP, CORP, frame-ancestors and HSTS over HTTPS.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/dgi;

/**
 * The CSP hashes of a document's inline scripts. A UTF-8 document is searched as latin1 text (one
 * character per byte, far cheaper to build than decoding UTF-8): the pattern's delimiters are ASCII,
 * which never occur inside a multi-byte UTF-8 sequence, so it finds the same scripts at the same
 * byte offsets, and each script is hashed from the document's own bytes.
 */
export function inlineScriptHashes(html: string | Buffer): Array<string> {
  const hashes = new Set<string>();
  const text = typeof html === "string" ? html : html.toString("latin1");
  for (const match of text.matchAll(INLINE_SCRIPT)) {
    const [start, end] = match.indices![1]!;
    const hash = createHash("sha256");
    if (typeof html === "string") hash.update(match[1] ?? "", "utf8");
    else hash.update(html.subarray(start, end));
    hashes.add(`'sha256-${hash.digest("base64")}'`);
  }
  return [...hashes];
}

/** Origins the contact page's map may load, only after the visitor asks for it. */
export const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org"];

export function contentSecurityPolicy(scriptHashes: Array<string>, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? " " + scriptHashes.join(" ") : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${MAP_FRAME_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** A strict policy for responses that are not HTML documents (JSON, files). */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
