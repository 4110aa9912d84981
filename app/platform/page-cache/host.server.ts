/**
 * The page cache as the HTTP host uses it: the key, the one hit path (in front of Express), and
 * storing a rendered page. The store is `store.server.ts`; it is emptied on `contentChanged()`
 * (`events.server.ts`), which other processes and instances hear through `notify.server.ts`.
 */
import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { Logger } from "pino";
import { languageCookieFor, resolveLangFrom, type ResolvedLang } from "~/i18n/resolve.server";
import { baseSecurityHeaders, contentSecurityPolicy } from "~/platform/security.server";
import { onContentChanged } from "./events.server";
import { pickEncoding } from "../compress.server";
import { compressPage, etagMatches, PageCache, type CachedPage } from "./store.server";

type Trust = (addr: string, hop: number) => boolean;

/** A request's query split into its `lang` parameter and the rest (as URLSearchParams writes it). */
export function splitLangQuery(search: string): { queryLang: string | null; query: string } {
  if (!search) return { queryLang: null, query: "" };
  const params = new URLSearchParams(search);
  const queryLang = params.get("lang");
  params.delete("lang");
  return { queryLang, query: params.toString() };
}

/**
 * The page-cache key: language, whether it was chosen (?lang= or the cookie: the page then mirrors
 * the choice into localStorage, see root.tsx), path and query without `lang`.
 */
export function pageCacheKey(resolved: ResolvedLang, pathname: string, queryWithoutLang: string): string {
  const saved = resolved.source === "query" || resolved.source === "cookie" ? "saved" : "auto";
  return `${resolved.lang}:${saved}|${pathname}?${queryWithoutLang}`;
}

/** Paths never cached: the admin, the API, build assets and the health check. */
export function isUncachedPath(pathname: string): boolean {
  return pathname.startsWith("/admin") || pathname.startsWith("/api/") || pathname.startsWith("/assets/") || pathname.startsWith("/vista-previa/") || pathname === "/healthz";
}

/**
 * Request targets the hit path answers itself: an origin-form path of plain segments (no dots,
 * percent signs or other characters a URL parser would rewrite) and an optional printable-ASCII
 * query. Its pathname and query string are then exactly what `new URL()` would give; anything
 * else goes through Express, which renders it.
 */
const PLAIN_TARGET = /^((?:\/[A-Za-z0-9_~-]+)*\/?)(?:\?([\x21-\x22\x24-\x7e]*))?$/;

/** The pathname and query (without "?") of a request target, as `new URL()` gives them; undefined if it does not parse. */
function targetOf(rawUrl: string): { pathname: string; search: string } | undefined {
  const plain = PLAIN_TARGET.exec(rawUrl);
  if (plain) return { pathname: plain[1]!, search: plain[2] ?? "" };
  try {
    const url = new URL(rawUrl, "http://page-cache.local");
    return { pathname: url.pathname, search: url.search.slice(1) };
  } catch {
    return undefined;
  }
}

/** The client address as Express computes `req.ip` (proxy-addr: the nearest untrusted hop). */
function clientIp(req: http.IncomingMessage, trust: Trust): string | undefined {
  const socketAddr = req.socket.remoteAddress;
  const header = req.headers["x-forwarded-for"];
  if (!header || socketAddr === undefined) return socketAddr;
  const forwarded = (Array.isArray(header) ? header.join(",") : header).split(",").map((a) => a.trim());
  const addrs = [socketAddr, ...forwarded.reverse()];
  for (let i = 0; i < addrs.length - 1; i++) if (!trust(addrs[i]!, i)) return addrs[i];
  return addrs[addrs.length - 1];
}

/** Whether the request came over HTTPS, as Express computes `req.protocol`. */
function isHttps(req: http.IncomingMessage, trust: Trust): boolean {
  const proto = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress ?? "", 0)) return proto === "https";
  const header = req.headers["x-forwarded-proto"];
  const value = (Array.isArray(header) ? header[0] : header) || proto;
  return value.split(",")[0]!.trim() === "https";
}

/** A small memo for pure header parsers: browsers send a handful of distinct values. */
function memo<T>(parse: (header: string | undefined) => T, size = 256): (header: string | undefined) => T {
  const seen = new Map<string, T>();
  return (header) => {
    if (header === undefined) return parse(header);
    let value = seen.get(header);
    if (value === undefined && !seen.has(header)) {
      value = parse(header);
      if (seen.size >= size) seen.clear();
      seen.set(header, value);
    }
    return value as T;
  };
}

/** Whether a rendered response may be stored: a public GET/HEAD 200 without cookies, `no-store` or `private`. */
function isStorable(method: string, pathname: string, response: Response): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (response.status !== 200 || isUncachedPath(pathname)) return false;
  if (response.headers.has("set-cookie")) return false;
  return !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
}

export type PageCacheHost = ReturnType<typeof createPageCacheHost>;

export function createPageCacheHost(options: { enabled: boolean; maintenance: boolean; maxBytes: number; logger: Logger; trust: Trust }) {
  const { logger, trust } = options;
  const store = new PageCache(1000, options.maxBytes);
  onContentChanged((reason) => {
    logger.debug({ reason, entries: store.size }, "page cache cleared");
    store.clear();
  });
  const encodingOf = memo(pickEncoding);

  /**
   * A stored page's own headers for a scheme. A document's CSP is not stored: the same page is
   * served over HTTP and HTTPS, and only HTTPS gets `upgrade-insecure-requests`.
   */
  const storedHeaders = (page: CachedPage, https: boolean): Record<string, string> =>
    page.headers["content-type"]?.includes("text/html") ? { ...page.headers, "content-security-policy": contentSecurityPolicy(https) } : page.headers;

  /**
   * Per stored page and scheme: the security headers, overridden by the page's own (as setHeader
   * would), ETag and `X-Cache: HIT`, as one flat list built on the first hit.
   */
  const hitHeaders = new WeakMap<CachedPage, { http?: Array<string>; https?: Array<string> }>();
  const headersOf = (page: CachedPage, https: boolean) => {
    let lists = hitHeaders.get(page);
    if (!lists) hitHeaders.set(page, (lists = {}));
    const scheme = https ? "https" : "http";
    let list = lists[scheme];
    if (!list) {
      const merged = new Map<string, [string, string]>();
      for (const [name, value] of [...Object.entries(baseSecurityHeaders(https)), ...Object.entries(storedHeaders(page, https))]) merged.set(name.toLowerCase(), [name, value]);
      list = [...[...merged.values()].flat(), "ETag", page.etag, "X-Cache", "HIT"];
      lists[scheme] = list;
    }
    return list;
  };

  /**
   * Writes a stored page: 304 on a matching `If-None-Match`, else br/gzip/identity by
   * `Accept-Encoding`. `head` is the flat header list of the hit path (outside Express); without it
   * the headers are set one by one, as Express's middleware (compression) expects. `rendered` is the
   * plain HTML of the render that just stored the page.
   */
  function send(req: http.IncomingMessage, res: http.ServerResponse, key: string, page: CachedPage, head?: Array<string>, rendered?: Buffer) {
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) {
      if (head) res.writeHead(304, head);
      else res.writeHead(304);
      res.end();
      return;
    }
    const encoding = encodingOf(req.headers["accept-encoding"]);
    const payload = store.payload(key, page, encoding, rendered);
    const more = encoding ? ["Content-Encoding", encoding, "Content-Length", String(payload.length)] : ["Content-Length", String(payload.length)];
    if (head) res.writeHead(page.status, [...head, ...more]);
    else {
      for (let i = 0; i < more.length; i += 2) res.setHeader(more[i]!, more[i + 1]!);
      res.writeHead(page.status);
    }
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  return {
    store,
    /** Read before rendering: a content change during the render must not leave a stale page stored. */
    get generation() {
      return store.generation;
    },

    /**
     * The only hit path, in front of Express: for a public GET/HEAD that is in the cache, it writes
     * the stored bytes with everything a render would send (request id, security headers, stored
     * headers and CSP, ETag/304, br/gzip/identity, Vary, the `lang` cookie for ?lang=, the access
     * log line) and returns true. Otherwise (cache off, maintenance, admin/API/assets, a miss) false.
     */
    serveHit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (!options.enabled || options.maintenance) return false;
      const method = req.method;
      if (method !== "GET" && method !== "HEAD") return false;
      const target = targetOf(req.url ?? "");
      if (!target || isUncachedPath(target.pathname)) return false;
      const { queryLang, query } = splitLangQuery(target.search);
      const resolved = resolveLangFrom({ queryLang, pathname: target.pathname, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
      const key = pageCacheKey(resolved, target.pathname, query);
      const page = store.get(key);
      if (!page) return false;

      const requestId = randomUUID();
      const https = isHttps(req, trust);
      if (logger.isLevelEnabled("info")) {
        const started = process.hrtime.bigint();
        res.once("finish", () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          logger.info({ requestId, method, url: req.url, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: clientIp(req, trust) }, "request");
        });
      }
      const head = ["X-Request-Id", requestId, ...headersOf(page, https)];
      const cookie = languageCookieFor(resolved, https);
      if (cookie) head.push("Set-Cookie", cookie);
      send(req, res, key, page, head);
      return true;
    },

    /**
     * After a render: when the cache is on and the response may be stored, compresses it once
     * (hard), stores it under `key` unless content changed since `generation`, sends it with
     * `X-Cache: MISS` and returns true. Otherwise returns false and the caller sends the response.
     * A URL with a query string (`query`, without `lang`) is stored from its second request on
     * (`PageCache.admit`). `headers` are the response's own (no Set-Cookie); `cookie` is the `lang`
     * cookie to set, if any.
     */
    storeAndSend(
      req: http.IncomingMessage,
      res: http.ServerResponse,
      r: { https: boolean; pathname: string; query: string; key: string; generation: number; response: Response; headers: Record<string, string>; body: Buffer; cookie?: string },
    ): boolean {
      const method = (req.method ?? "GET").toUpperCase();
      if (!options.enabled || !isStorable(method, r.pathname, r.response) || r.body.length === 0) return false;
      if (r.query && !store.admit(r.key)) return false;
      const stored = { ...r.headers };
      if (stored["content-type"]?.includes("text/html")) delete stored["content-security-policy"]; // per scheme: storedHeaders
      const page = compressPage(r.response.status, stored, r.body);
      if (method === "GET") store.set(r.key, page, r.generation);
      for (const [name, value] of Object.entries(storedHeaders(page, r.https))) res.setHeader(name, value);
      res.setHeader("ETag", page.etag);
      res.setHeader("X-Cache", "MISS");
      if (r.cookie) res.setHeader("Set-Cookie", r.cookie);
      send(req, res, r.key, page, undefined, r.body);
      return true;
    },
  };
}
