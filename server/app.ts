/**
 * The HTTP host: one Node process serves pages, the JSON API, static files and
 * runs the background workers. Vite bundles this file with the React Router build
 * (`build/server/index.js`); `server/index.ts` loads it and calls `start()`.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import pino, { type Logger } from "pino";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { sessionSecret } from "~/config/secrets.server";
import { ConfigError, env, type Env } from "~/config/env.server";
import { isDatabaseReachable, openDatabase, setDatabase, withMigrationLock, type Database } from "~/db/client.server";
import "~/auth/first-admin.server";
import { runSeed } from "~/db/seed.server";
import { isLang } from "~/i18n/lang";
import { languageCookie, resolveLang, resolveLangFrom, resolveRequestLang } from "~/i18n/resolve.server";
import { startWorkers, stopWorkers } from "~/lib/lifecycle.server";
import { onContentChanged } from "~/lib/page-cache-events.server";
import { requestInfoContext, type RequestInfo } from "~/lib/request-context";
import { isDatabaseUnavailable } from "~/lib/unavailable";
import "~/contact/contact.server";
import "~/mail/outbox.server";
import { compressPage, etagMatches, PageCache, payloadOf, pickEncoding, type CachedPage } from "./page-cache";
// Modules that register seed steps and workers (imported for their registration).
import "~/blog/seed-demo.server";
import { announcePendingContentChange } from "~/blog/cache-notify.server";
import "~/newsletter/campaigns.server";
import "~/newsletter/subscribers.server";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes, NON_HTML_CSP } from "./security";

export type RunningServer = {
  server: http.Server;
  port: number;
  close(): Promise<void>;
};

const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const MAINTENANCE_PAGE = "/maintenance.html";

function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Files copied from public/ into the client build (not the hashed /assets). */
function listPublicFiles(dir: string): Set<string> {
  const files = new Set<string>();
  const walk = (d: string, prefix: string) => {
    if (!fs.existsSync(d)) return;
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const rel = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (rel !== "/assets") walk(path.join(d, entry.name), rel);
      } else files.add(rel);
    }
  };
  walk(dir, "");
  return files;
}

/** Uploaded files are data, never documents: nothing may run or load from them. */
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/**
 * The page-cache key: language, whether it was chosen (?lang= or the cookie: the page then mirrors
 * the choice into localStorage, see root.tsx), path and query without `lang`.
 */
function pageCacheKey(resolved: { lang: string; source: string }, url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete("lang");
  return cacheKeyOf(resolved, url.pathname, query.toString());
}

function cacheKeyOf(resolved: { lang: string; source: string }, pathname: string, queryWithoutLang: string): string {
  const saved = resolved.source === "query" || resolved.source === "cookie" ? "saved" : "auto";
  return `${resolved.lang}:${saved}|${pathname}?${queryWithoutLang}`;
}

/**
 * Request targets the hit path answers itself: an origin-form path of plain segments (no dots,
 * percent signs or other characters a URL parser would rewrite) and an optional printable-ASCII
 * query. Its pathname and query string are then exactly what `new URL()` would give; anything
 * else goes through Express (where the same cache is consulted after parsing the URL).
 */
const PLAIN_TARGET = /^((?:\/[A-Za-z0-9_~-]+)*\/?)(?:\?([\x21-\x22\x24-\x7e]*))?$/;

/** The client address as Express computes `req.ip` (proxy-addr: the nearest untrusted hop). */
function clientIp(req: http.IncomingMessage, trust: (addr: string, i: number) => boolean): string | undefined {
  const socketAddr = req.socket.remoteAddress;
  const header = req.headers["x-forwarded-for"];
  if (!header || socketAddr === undefined) return socketAddr;
  const forwarded = (Array.isArray(header) ? header.join(",") : header).split(",").map((a) => a.trim());
  const addrs = [socketAddr, ...forwarded.reverse()];
  for (let i = 0; i < addrs.length - 1; i++) if (!trust(addrs[i]!, i)) return addrs[i];
  return addrs[addrs.length - 1];
}

/** Whether the request came over HTTPS, as Express computes `req.protocol`. */
function isHttps(req: http.IncomingMessage, trust: (addr: string, i: number) => boolean): boolean {
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

function isPageCacheable(method: string, pathname: string, response: Response): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (response.status !== 200) return false;
  if (pathname.startsWith("/admin") || pathname.startsWith("/api/") || pathname === "/healthz") return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/no-store|private/i.test(cacheControl)) return false;
  return true;
}

export function createApp(config: Env, database: Database, logger: Logger) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  const publicFiles = listPublicFiles(clientDir);
  const pageCache = new PageCache(1000, config.PAGE_CACHE_MB * 1024 * 1024);
  onContentChanged((reason) => {
    logger.debug({ reason, entries: pageCache.size }, "page cache cleared");
    pageCache.clear();
  });
  const handleRequest = createRequestHandler(build, "production");
  const trustFn = app.get("trust proxy fn") as (addr: string, i: number) => boolean;
  const encodingOf = memo(pickEncoding);
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
      for (const [name, value] of [...Object.entries(baseSecurityHeaders(https)), ...Object.entries(page.headers)]) merged.set(name.toLowerCase(), [name, value]);
      list = [...[...merged.values()].flat(), "ETag", page.etag, "X-Cache", "HIT"];
      lists[scheme] = list;
    }
    return list;
  };

  /**
   * The page cache's hit path, in front of Express: for a public GET/HEAD of a plain path that is
   * in the cache, it writes the stored bytes with everything the Express path would send (request
   * id, security headers, stored headers and CSP, ETag/304, br/gzip/identity by Accept-Encoding,
   * Vary, the `lang` cookie for ?lang=, the access log line) and returns true. Otherwise (cache
   * off, maintenance mode, admin/API/assets, a miss, an unusual URL) it returns false and Express
   * handles the request as before.
   */
  function serveHit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (!config.PAGE_CACHE || config.MAINTENANCE_MODE) return false;
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = PLAIN_TARGET.exec(req.url ?? "");
    if (!target) return false;
    const pathname = target[1]!;
    if (pathname.startsWith("/admin") || pathname.startsWith("/api/") || pathname.startsWith("/assets/") || pathname === "/healthz") return false;
    let queryLang: string | null = null;
    let query = "";
    if (target[2]) {
      const params = new URLSearchParams(target[2]);
      queryLang = params.get("lang");
      params.delete("lang");
      query = params.toString();
    }
    const resolved = resolveLangFrom({ queryLang, pathname, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    const page = pageCache.get(cacheKeyOf(resolved, pathname, query));
    if (!page) return false;

    const requestId = randomUUID();
    const https = isHttps(req, trustFn);
    if (logger.isLevelEnabled("info")) {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info(
          { requestId, method, url: req.url, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: clientIp(req, trustFn) },
          "request",
        );
      });
    }
    const head = ["X-Request-Id", requestId, ...headersOf(page, https)];
    if (isLang(queryLang)) head.push("Set-Cookie", languageCookie(queryLang, https));
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) {
      res.writeHead(304, head);
      res.end();
      return true;
    }
    const encoding = encodingOf(req.headers["accept-encoding"]);
    const payload = payloadOf(page, encoding);
    if (encoding) head.push("Content-Encoding", encoding);
    head.push("Content-Length", String(payload.length));
    res.writeHead(page.status, head);
    res.end(method === "HEAD" ? undefined : payload);
    return true;
  }

  // Request id, access log, base security headers.
  app.use((req, res, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const https = req.protocol === "https";
    for (const [name, value] of Object.entries(baseSecurityHeaders(https))) res.setHeader(name, value);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: req.ip },
        "request",
      );
    });
    next();
  });

  // Methods the Fetch API refuses to build a Request for (and that nothing here serves): 405.
  app.use((req, res, next) => {
    if (!FORBIDDEN_METHODS.has(req.method)) return next();
    res.status(405).setHeader("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.type("text/plain").end("Method Not Allowed");
  });

  app.get("/healthz", async (_req, res) => {
    const ok = await isDatabaseReachable(database);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.status(ok ? 200 : 503).json(ok ? { status: "ok", database: "ok" } : { status: "unavailable", database: "unreachable" });
  });

  // Maintenance switch: public pages redirect to the static maintenance page (503 + Retry-After);
  // /healthz, static files, /admin and the API keep working.
  app.use((req, res, next) => {
    const p = req.path;
    if (p === MAINTENANCE_PAGE) {
      if (!config.MAINTENANCE_MODE) return res.redirect(302, "/");
      res.status(503);
      res.setHeader("Retry-After", "3600");
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'");
      return res.sendFile(path.join(clientDir, "maintenance.html"));
    }
    if (!config.MAINTENANCE_MODE) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (p.startsWith("/admin") || p.startsWith("/api/") || p.startsWith("/assets/") || publicFiles.has(p)) return next();
    res.setHeader("Cache-Control", "no-store");
    return res.redirect(302, MAINTENANCE_PAGE);
  });

  // Page-cache hits are answered here, before static files, compression and the React Router
  // handler: no rendering, no Fetch Request, no compressing — stored bytes, ETag and CSP as they are.
  app.use((req, res, next) => {
    if (!config.PAGE_CACHE || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const p = req.path;
    if (p.startsWith("/admin") || p.startsWith("/api/") || p.startsWith("/assets/") || p === "/healthz") return next();
    let url: URL;
    try {
      url = new URL(`http://page-cache.local${req.originalUrl}`);
    } catch {
      return next();
    }
    const resolved = resolveLang({ url, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    const hit = pageCache.get(pageCacheKey(resolved, url));
    if (!hit) return next();
    const queryLang = url.searchParams.get("lang");
    return sendCached(req, res, hit, isLang(queryLang) ? languageCookie(queryLang, req.protocol === "https") : undefined, "HIT");
  });

  // Stored pages carry their own brotli/gzip bytes (compressed once, hard); what reaches this
  // middleware is compressed for one response only, so at fast levels (brotli 2 is smaller than
  // gzip's default at about half its CPU time).
  app.use(
    compression({
      filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res),
      level: 3,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    }),
  );

  // Hashed build assets: cached for a year; other public files for a day.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  // Only paths naming a file of the client build (or percent-encoded ones) reach express.static:
  // for any other request it would stat the disk and build a 404 error before passing it on.
  const publicStatic = express.static(clientDir, { maxAge: "1d", index: false, redirect: false });
  app.use((req, res, next) => (publicFiles.has(req.path) || req.path.includes("%") ? publicStatic(req, res, next) : next()));

  // Uploaded images (admin image pipeline): server-made names that never change, so cached for a
  // year; only .webp files; sandboxed and never sniffed, even if a file were not what it claims.
  app.use(
    "/uploads",
    (req, res, next) => {
      if (!/^\/[a-z0-9-]+(\/[A-Za-z0-9_.-]+)+\.webp$/.test(req.path) || req.path.includes("..")) {
        res.status(404).setHeader("Content-Security-Policy", UPLOAD_CSP);
        res.setHeader("Cache-Control", "no-store");
        return res.type("text/plain").end("Not found");
      }
      next();
    },
    express.static(path.join(config.DATA_DIR, "uploads"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      dotfiles: "deny",
      setHeaders(res) {
        res.setHeader("Content-Security-Policy", UPLOAD_CSP);
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Content-Type", "image/webp");
        res.setHeader("Content-Disposition", "inline");
      },
    }),
    (_req, res) => {
      res.status(404).setHeader("Content-Security-Policy", UPLOAD_CSP);
      res.setHeader("Cache-Control", "no-store");
      res.type("text/plain").end("Not found");
    },
  );

  app.use(async (req, res) => {
    const requestId = String(res.locals.requestId);
    try {
      const https = req.protocol === "https";
      const request = createRequest(req, res, { protocol: `${req.protocol}:` });
      const url = new URL(request.url);
      const pathname = url.pathname;
      const isAdminOrApi = pathname.startsWith("/admin") || pathname.startsWith("/api/");
      const resolved = resolveRequestLang(request, url);
      const queryLang = url.searchParams.get("lang");
      const cookieToSet = isLang(queryLang) ? languageCookie(queryLang, https) : undefined;

      const cacheKey = pageCacheKey(resolved, url);
      const method = req.method.toUpperCase();
      // Hits were answered before static files (above); a page stored since then is rendered again.
      const useCache = config.PAGE_CACHE && (method === "GET" || method === "HEAD") && !isAdminOrApi;
      // Read before rendering: a content change during the render must not leave a stale page cached.
      const generation = pageCache.generation;

      const context = new RouterContextProvider();
      const info: RequestInfo = { ip: req.ip ?? "unknown", requestId, https };
      context.set(requestInfoContext, info);
      let response = await handleRequest(request, context);
      // A body refused as too large part-way through: answer, then close the connection rather than
      // read the rest of it. (Any other unread body is drained by Node as usual, so a client still
      // sending it gets the answer, e.g. a 401, and not a broken pipe.)
      if (response.status === 413 && !req.complete) res.setHeader("Connection", "close");
      // The database could not serve (down, restarting, disk full): 503 with Retry-After, never a 500.
      // Documents already say so (entry.server.tsx); resource routes get the same status.
      if (info.databaseUnavailable && response.status >= 500 && response.status !== 503) {
        const headers = new Headers(response.headers);
        headers.set("Retry-After", "10");
        headers.set("Cache-Control", "no-store");
        response = new Response(response.body, { status: 503, headers });
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
      });
      const contentType = response.headers.get("content-type") ?? "";
      if (contentType.includes("text/html")) {
        headers["content-security-policy"] = contentSecurityPolicy(inlineScriptHashes(body), https);
        if (!isAdminOrApi) headers["vary"] = "Accept-Encoding, Cookie, Accept-Language";
      } else if (!headers["content-security-policy"]) {
        headers["content-security-policy"] = NON_HTML_CSP;
      }
      if (isAdminOrApi) headers["cache-control"] = headers["cache-control"] ?? "no-store";
      else headers["cache-control"] = headers["cache-control"] ?? "no-cache";

      const setCookies = response.headers.getSetCookie();
      // With the cache off (measurements), nothing is precompressed: the compression middleware answers.
      if (config.PAGE_CACHE && isPageCacheable(method, pathname, response) && body.length > 0) {
        const page = compressPage(response.status, headers, body);
        if (useCache && method === "GET") pageCache.set(cacheKey, page, generation);
        return sendCached(req, res, page, cookieToSet, "MISS");
      }
      res.status(response.status);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const cookies = cookieToSet ? [...setCookies, cookieToSet] : setCookies;
      if (cookies.length) res.setHeader("Set-Cookie", cookies);
      res.end(method === "HEAD" ? undefined : body);
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      logger.error({ requestId, err: error }, unavailable ? "database unavailable" : "request failed");
      if (!res.headersSent) {
        res.status(unavailable ? 503 : 500).setHeader("Content-Type", "text/plain; charset=utf-8");
        res.setHeader("Content-Security-Policy", NON_HTML_CSP);
        res.setHeader("Cache-Control", "no-store");
        if (unavailable) res.setHeader("Retry-After", "10");
        res.end(unavailable ? "Service Unavailable" : "Internal Server Error");
      } else res.end();
    }
  });

  function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage, cookie: string | undefined, state: "HIT" | "MISS") {
    res.status(page.status);
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    res.setHeader("ETag", page.etag);
    res.setHeader("X-Cache", config.PAGE_CACHE ? state : "OFF");
    if (cookie) res.setHeader("Set-Cookie", cookie);
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.status(304);
      return res.end();
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const payload = payloadOf(page, encoding);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(payload.length));
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  /** The server's request listener: cache hits first, everything else through Express. */
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!serveHit(req, res)) app(req, res);
  };
  return { app, listener, pageCache };
}

/** The connection string with its password hidden, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(invalid URL)";
  }
}

/** The settings, or one clear line and exit 1. */
function settingsOrExit(): Env {
  let config: Env;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.DATABASE_URL) {
    console.error("No database: start the site with `npm start` (it runs the embedded PostgreSQL) or set DATABASE_URL.");
    process.exit(1);
  }
  return config;
}

/** Opens the database, or prints one clear line and exits 1 when it cannot be reached. */
async function databaseOrExit(config: Env, options: { migrate: boolean }): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL!, poolSize: config.DATABASE_POOL_SIZE, migrate: options.migrate });
  } catch (error) {
    const where = process.env.EMBEDDED_DATABASE === "1" ? "the embedded PostgreSQL" : redactUrl(config.DATABASE_URL!);
    console.error(`Cannot open the database (${where}): ${(error as Error).message}`);
    process.exit(1);
  }
}

/**
 * Migrations and the idempotent seed, under an advisory lock so that several instances starting
 * together apply them once. `npm start` runs this in a short-lived worker before the serving ones.
 */
export async function prepare(): Promise<void> {
  const config = settingsOrExit();
  sessionSecret();
  const database = await databaseOrExit(config, { migrate: true });
  setDatabase(database);
  try {
    await withMigrationLock(database.pool, () => runSeed(database.db));
    await announcePendingContentChange(database.pool);
  } finally {
    await database.close();
  }
}

/**
 * Starts one serving worker: settings, database, HTTP, background workers. Exits with one clear
 * line on a configuration error or an unreachable database. Run by `server/index.ts` in each
 * cluster worker after `prepare()`; the primary holds the DATA_DIR lock and runs the embedded database.
 */
export async function start(): Promise<RunningServer> {
  const config = settingsOrExit();
  const logger = pino({ level: config.LOG_LEVEL, base: { service: "ardentia-web", pid: process.pid } });
  sessionSecret();
  const database = await databaseOrExit(config, { migrate: false });
  setDatabase(database);

  const { listener } = createApp(config, database, logger);
  const server = http.createServer(listener);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  if (config.WORKERS) startWorkers();
  logger.info(
    { port, database: process.env.EMBEDDED_DATABASE === "1" ? "embedded" : "external", dataDir: config.DATA_DIR, maintenance: config.MAINTENANCE_MODE },
    `listening on ${config.PUBLIC_URL}`,
  );
  process.send?.({ type: "ready" });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      logger.info("shutting down: no new connections, finishing requests in flight");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await stopWorkers();
      await database.close();
      logger.info("stopped");
    })());
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  return { server, port, close };
}
