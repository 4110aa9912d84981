/**
 * Security headers: an enforced CSP that allows only the inline scripts our code emits (by hash, or
 * by a per-render nonce in the admin), plus nosniff, Referrer-Policy, COOP, CORP, frame-ancestors
 * and HSTS over HTTPS.
 */
import { createHash } from "node:crypto";
import { env } from "~/config/env.server";
import { EARLY_CLICK_SCRIPT } from "~/widgets/early-input";

/**
 * The inline scripts our code emits in every document, allowed by hash. Computed once from the
 * scripts themselves, never from a rendered page: an inline script that reached a page any other
 * way (content that slipped past the sanitiser) has no hash in the policy and does not run.
 */
const OUR_INLINE_SCRIPT_HASHES = [EARLY_CLICK_SCRIPT].map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);

let imageOriginsCache: string | undefined;
/** Uploaded images served from a bucket's public or CDN base (S3_PUBLIC_URL) are images of ours too. */
function imageOrigins(): string {
  if (imageOriginsCache === undefined) {
    const config = env();
    imageOriginsCache = config.S3_BUCKET && config.S3_PUBLIC_URL ? ` ${new URL(config.S3_PUBLIC_URL).origin}` : "";
  }
  return imageOriginsCache;
}

/** Origins the contact page's map may load, only after the visitor asks for it. */
export const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org"];

/**
 * The policy of an HTML document: scripts from our origin and our own inline scripts by hash;
 * styles from our origin only (public pages have no style attributes). The admin (never cached,
 * a React application whose components set styles) adds React Router's inline scripts by the
 * render's `nonce` and allows inline styles. Public pages are cached and shared, so their policy
 * depends only on the scheme.
 */
export function contentSecurityPolicy(https: boolean, admin?: { nonce: string }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${OUR_INLINE_SCRIPT_HASHES.join(" ")}${admin ? ` 'nonce-${admin.nonce}'` : ""}`,
    admin ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    `img-src 'self' data: blob:${imageOrigins()}`,
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

/**
 * Images other sites may show: the site's own (`/images/…`) and uploads (`/uploads/…`). A mail
 * client that loads a newsletter's images straight from us (webmail without an image proxy) is
 * another origin, and `Cross-Origin-Resource-Policy: same-origin` would make the browser drop them;
 * these answer `cross-origin`. They are public files, so nothing is exposed that was not already.
 */
export function isEmbeddableImage(pathname: string): boolean {
  return /^\/(images|uploads)\/[^?#]*\.(webp|jpe?g|png|gif|avif|svg)$/i.test(pathname);
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
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}
