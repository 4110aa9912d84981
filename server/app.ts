/**
 * The HTTP host: one Node process serves pages, the JSON API, static files and
 * runs the background workers. Vite bundles this file with the React Router build
 * (`build/server/index.js`); each cluster worker (`server/worker.js`) loads it and calls `start()`.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import pino, { type Logger } from "pino";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { sessionSecret } from "~/config/secrets.server";
import { ConfigError, env, type Env } from "~/config/env.server";
import { isDatabaseReachable, openDatabase, setDatabase, withMigrationLock, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/lang";
import { langContext, languageCookieFor, resolveLangFrom } from "~/i18n/resolve.server";
import { lowerCasePagePath } from "~/i18n/paths";
import { startWorkers, stopWorkers } from "~/platform/jobs.server";
import { requestInfoContext, type RequestInfo } from "~/platform/request-context";
import { isDatabaseUnavailable } from "~/platform/unavailable";
import { fileErrorResponse, forbiddenOrigin, isForeignActionOrigin, methodNotAllowedResponse, unavailableResponse } from "~/platform/http.server";
import { COMPRESS_MIN_BYTES, compressOnce, isCompressible, ONCE_BROTLI_QUALITY, ONCE_GZIP_LEVEL, pickOnceEncoding, withVary } from "~/platform/compress.server";
import { createPageCacheHost, pageCacheKey, splitLangQuery } from "~/platform/page-cache/host.server";
import { followSiblingChanges } from "~/platform/page-cache/events.server";
import { announcePendingContentChange, cacheNotifyWorker } from "~/platform/page-cache/notify.server";
import { registerAll } from "~/register.server";
import { loggableError, setErrorSink } from "~/platform/log";
import { storage, storageIsLocalDisk, StorageUnavailable } from "~/media/storage.server";
import { allowedMethodsOf } from "~/platform/methods.server";
import { exposedGc, idleMemoryRelease } from "~/platform/idle-release.server";
import { filesUnder, isPrecompressedCopy, servePrecompressed } from "./precompress.ts";
import { baseSecurityHeaders, contentSecurityPolicy, isEmbeddableImage, NON_HTML_CSP } from "~/platform/security.server";

export type RunningServer = {
  server: http.Server;
  port: number;
  close(): Promise<void>;
};

const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
/** Every method some route of the site takes. */
const SITE_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
/** An absolute-form request target (`GET http://host/path`), as a client speaking to a proxy sends. */
const ABSOLUTE_FORM = /^https?:\/\//i;
const NUL_ESCAPE = /%00/i;
const NUL_ESCAPE_ALL = /%00/gi;

/**
 * A URL without its NULs (`%00`): no text may carry one to the database. In the query they are
 * dropped, since a page's query parameters are filters that fall back when malformed (the request is
 * read as if the NUL were not there). In the path each becomes U+FFFD, the replacement character, which
 * no route, slug or id holds: `/about%00` or `/admin/messages/%00` is the translated 404, not another
 * page under a second address.
 */
export function withoutNul(url: string): string {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? "" : url.slice(q);
  return path.replace(NUL_ESCAPE_ALL, "%EF%BF%BD") + query.replace(NUL_ESCAPE_ALL, "");
}
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/**
 * A URL whose path is well-formed percent-encoded UTF-8. A malformed path (`/blog/%ff`, `/%C0%AF`,
 * a lone `%`) would reach the router, which logs a warning with the whole path for each request,
 * two or three times, whatever LOG_LEVEL says: a visitor could fill the log at will. Each run of
 * escapes that is no UTF-8 is read as bytes with U+FFFD for what cannot be decoded (which no route,
 * slug or id holds, so the answer is the translated 404), and a lone `%` becomes `%25`.
 */
export function withWellFormedPath(url: string): string {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  // (Checked by decoding to bytes and back, not by catching decodeURIComponent's error: the bundler
  // drops a call to it whose result is unused, taking the check with it.)
  let changed = false;
  const repaired = path
    .replace(PERCENT_RUN, (run) => {
      const bytes = Buffer.from(run.replaceAll("%", ""), "hex");
      const text = bytes.toString("utf8");
      if (Buffer.from(text, "utf8").equals(bytes)) return run;
      changed = true;
      return encodeURIComponent(text);
    })
    .replace(LONE_PERCENT, () => {
      changed = true;
      return "%25";
    });
  return changed ? repaired + (q < 0 ? "" : url.slice(q)) : url;
}

/**
 * A path that starts with two slashes or a slash and a backslash (`//evil.com`, `/\evil.com`) is
 * read by the URL parser as another host (`http://evil.com/`, path "/"), so the page cache's hit
 * path would answer it with the home page; its leading run is percent-encoded instead, so it names no page
 * and gets the not-found page.
 */
const SCHEME_RELATIVE = /^\/[/\\]+/;
/** Methods that run a page's action (React Router checks their Origin). */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const MAINTENANCE_PAGE = "/maintenance.html";

function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Files copied from public/ into the client build (not the hashed /assets, nor compressed copies). */
function listPublicFiles(dir: string): Set<string> {
  return new Set([...filesUnder(dir, "/assets")].filter((rel) => !isPrecompressedCopy(dir, rel)));
}

/** Uploaded files are data, never documents: nothing may run or load from them. */
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The headers of an uploaded image, from disk or from the bucket: sandboxed, never sniffed. */
function setUploadHeaders(res: http.ServerResponse) {
  res.setHeader("Content-Security-Policy", UPLOAD_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Type", "image/webp");
  res.setHeader("Content-Disposition", "inline");
}

/** How much of a refused body is still read (and dropped) so that its sender gets the answer. */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * An answer given before the request's body was read to the end (a 413 for a body too large, a 405
 * before any action, a handler that ignores the body). Closing the socket with unread
 * data in it makes the kernel send a reset, which can reach the client before it has read the
 * answer: the sender, still writing, sees a broken pipe instead of the 413. So the rest of the body
 * is read and dropped for a bounded time and size (a "lingering close", as nginx does), after which
 * the connection is cut. A body declared larger than that bound is treated the same: cutting it
 * at once (or answering with "Connection: close", which makes Node destroy the socket right after
 * the answer) let the reset overtake the 413.
 */
function dropUnreadBody(request: Request, req: http.IncomingMessage): void {
  // Whoever was reading the body is done: the Request's stream (not awaited: when a handler cloned
  // the Request, a cancel waits for the clone's too, which nobody reads) and its socket listener,
  // which would otherwise pause the socket again as soon as its queue filled.
  void request.body?.cancel().catch(() => {});
  req.removeAllListeners("data");
  // Not even for a body declared larger than the bound does the answer say "Connection: close":
  // Node then destroys the socket as soon as the answer is written, with the rest of the body
  // unread, and the reset overtakes the answer. The cut comes once the bound is reached.
  let dropped = 0;
  const stop = () => {
    clearTimeout(timer);
    req.off("data", count);
  };
  const cut = () => {
    stop();
    req.socket.destroy();
  };
  const count = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on("data", count);
  req.once("end", stop);
  req.once("close", stop);
  req.resume();
}

export function createApp(config: Env, database: Database, logger: Logger) {
  const app = express();
  /** Set on SIGTERM: /readyz answers 503 and every answer closes its connection. */
  let draining = false;
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  const publicFiles = listPublicFiles(clientDir);
  const trust = app.get("trust proxy fn") as (addr: string, hop: number) => boolean;
  const pageCache = createPageCacheHost({
    enabled: config.PAGE_CACHE,
    maintenance: config.MAINTENANCE_MODE,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    logger,
    trust,
  });
  const handleRequest = createRequestHandler(build, "production");
  const allowedMethods = allowedMethodsOf(build.routes);

  // Request id, access log, base security headers.
  app.use((req, res, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const https = req.protocol === "https";
    for (const [name, value] of Object.entries(baseSecurityHeaders(https))) res.setHeader(name, value);
    if (isEmbeddableImage(req.path)) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
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
    res.status(405).setHeader("Allow", SITE_METHODS);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.type("text/plain").end("Method Not Allowed");
  });

  // A request target that is not a path: `*` (asterisk-form), or an absolute URL the listener could
  // not read. `OPTIONS *` asks what the server as a whole takes (load balancers send it as a probe);
  // anything else names no page. Without this, building the Fetch Request fails with a 500.
  app.use((req, res, next) => {
    if (req.originalUrl.startsWith("/")) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    if (req.originalUrl === "*" && req.method === "OPTIONS") {
      res.status(204).setHeader("Allow", SITE_METHODS);
      return res.end();
    }
    res.status(400).type("text/plain").end("Solicitud no válida: la dirección pedida no es una ruta.\nBad request: the requested target is not a path.\n");
  });

  // While draining, keep-alive connections end after their answer: a load balancer or client opens
  // its next connection elsewhere (or to this instance's successor).
  app.use((_req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  });

  // Liveness: the process answers and its database is reachable.
  app.get("/healthz", async (_req, res) => {
    const ok = await isDatabaseReachable(database);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.status(ok ? 200 : 503).json(ok ? { status: "ok", database: "ok" } : { status: "unavailable", database: "unreachable" });
  });

  // Readiness (for load balancers): the database and the upload storage answer, and the process is
  // not shutting down. 503 tells the balancer to send new requests elsewhere.
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    // Draining needs no check: the answer is 503 whatever the database and the storage say.
    if (draining) return res.status(503).json({ status: "draining" });
    const [databaseOk, storageOk] = await Promise.all([
      isDatabaseReachable(database),
      storage().check().then(
        () => true,
        (error: unknown) => {
          logger.warn({ err: loggableError(error) }, "readiness: upload storage unavailable");
          return false;
        },
      ),
    ]);
    const ready = databaseOk && storageOk;
    res.status(ready ? 200 : 503).json({
      status: ready ? "ready" : "unavailable",
      database: databaseOk ? "ok" : "unreachable",
      storage: storageOk ? "ok" : "unavailable",
    });
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


  // Stored pages carry their own brotli/gzip bytes (compressed once, hard), and rendered responses
  // that are not stored are compressed in one shot below (compressOnce), and static text files were
  // compressed at build time (servePrecompressed). What is left for this middleware (a client that
  // accepts neither copy's encoding, the maintenance page, the few answers written outside the render
  // path) uses the same fast levels (brotli 2 is smaller than gzip's default at about half its CPU time).
  app.use(
    compression({
      filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res),
      level: ONCE_GZIP_LEVEL,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY } },
    }),
  );

  // Hashed build assets: cached for a year; other public files for a day. Their text files are sent
  // as compressed at build time when the client accepts it (server/precompress.ts).
  app.use(
    "/assets",
    servePrecompressed(path.join(clientDir, "assets")),
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  // Only paths naming a file of the client build (or percent-encoded ones) reach express.static:
  // for any other request it would stat the disk and build a 404 error before passing it on.
  const publicStatic = express.static(clientDir, { maxAge: "1d", index: false, redirect: false });
  const publicPrecompressed = servePrecompressed(clientDir, "/assets");
  app.use((req, res, next) => {
    if (!publicFiles.has(req.path) && !req.path.includes("%")) return next();
    publicPrecompressed(req, res, (error?: unknown) => (error ? next(error) : publicStatic(req, res, next)));
  });
  // A static file refused by the file server (a malformed or escaping path, a missing asset, a
  // failed If-Match, a range beyond the file): the status it chose, with a short translated text
  // instead of Express's English HTML page.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    const { status, headers } = (error ?? {}) as { status?: unknown; headers?: unknown };
    if (typeof status !== "number" || status < 400 || status >= 500 || res.headersSent) return next(error);
    const { queryLang } = splitLangQuery(req.originalUrl.split("?")[1] ?? "");
    const { lang } = resolveLangFrom({ queryLang, pathname: req.path, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    for (const name of ["etag", "last-modified", "accept-ranges", "content-range", "content-length", "content-encoding", "cache-control"]) res.removeHeader(name);
    const extra = headers && typeof headers === "object" ? Object.fromEntries(Object.entries(headers).filter(([, v]) => typeof v === "string")) : {};
    const answer = fileErrorResponse(lang, status, extra as Record<string, string>);
    res.status(answer.status);
    answer.headers.forEach((value, name) => res.setHeader(name, value));
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    if (req.method === "HEAD") return void res.end();
    void answer.arrayBuffer().then((bytes) => res.end(Buffer.from(bytes)));
  });

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
    // From DATA_DIR/uploads by the static file server, or from the bucket (S3_BUCKET) by key.
    storageIsLocalDisk()
      ? express.static(path.join(config.DATA_DIR, "uploads"), {
          immutable: true,
          maxAge: "1y",
          index: false,
          redirect: false,
          dotfiles: "deny",
          setHeaders: setUploadHeaders,
        })
      : async (req: express.Request, res: express.Response, next: express.NextFunction) => {
          const key = req.method === "GET" || req.method === "HEAD" ? storage().keyFromUrl(`/uploads${req.path}`) : null;
          if (!key) return next();
          try {
            const data = await storage().read(key);
            if (!data) return next();
            setUploadHeaders(res);
            res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
            // As the file server answers for local uploads: a validator (304 for a copy the client
            // holds) and byte ranges (206; 416 past the end; a malformed or multiple range gets it all).
            const etag = `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;
            res.setHeader("ETag", etag);
            res.setHeader("Accept-Ranges", "bytes");
            if (req.fresh) return void res.status(304).end();
            const ifRange = req.headers["if-range"];
            const ranges = req.headers.range && (!ifRange || ifRange === etag) ? req.range(data.length, { combine: true }) : undefined;
            if (ranges === -1) {
              res.setHeader("Content-Range", `bytes */${data.length}`);
              return void res.status(416).end();
            }
            const range = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0]! : undefined;
            const body = range ? data.subarray(range.start, range.end + 1) : data;
            if (range) res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${data.length}`);
            res.setHeader("Content-Length", String(body.length));
            res.status(range ? 206 : 200).end(req.method === "HEAD" ? undefined : body);
          } catch (error) {
            if (!(error instanceof StorageUnavailable)) return next(error);
            logger.warn({ err: loggableError(error) }, "upload storage unavailable");
            res.status(503).setHeader("Content-Security-Policy", UPLOAD_CSP);
            res.setHeader("Retry-After", "30");
            res.setHeader("Cache-Control", "no-store");
            res.type("text/plain").end("Service Unavailable");
          }
        },
    (_req, res) => {
      res.status(404).setHeader("Content-Security-Policy", UPLOAD_CSP);
      res.setHeader("Cache-Control", "no-store");
      res.type("text/plain").end("Not found");
    },
  );

  // A public page asked in another case (`/About`, `/BLOG`): 301 to its one address.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const lower = lowerCasePagePath(req.path);
    if (!lower) return next();
    const query = req.originalUrl.indexOf("?");
    res.redirect(301, lower + (query >= 0 ? req.originalUrl.slice(query) : ""));
  });

  app.use(async (req, res) => {
    const requestId = String(res.locals.requestId);
    let lang: Lang = DEFAULT_LANG;
    try {
      const https = req.protocol === "https";
      const request = createRequest(req, res, { protocol: `${req.protocol}:` });
      const url = new URL(request.url);
      const pathname = url.pathname;
      const isAdminOrApi = pathname.startsWith("/admin") || pathname.startsWith("/api/");
      const { queryLang, query } = splitLangQuery(url.search.slice(1));
      // The one resolution of the request's language: the cache key, then every loader (langContext).
      const resolved = resolveLangFrom({ queryLang, pathname, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
      lang = resolved.lang;
      const cookieToSet = languageCookieFor(resolved, https);

      const method = req.method.toUpperCase();
      // Hits were answered before Express (serveHit); a page stored since then is rendered again.
      const generation = pageCache.generation;

      const context = new RouterContextProvider();
      // The admin's documents are never cached: React Router's inline scripts get a per-render nonce.
      const nonce = pathname.startsWith("/admin") ? randomBytes(16).toString("base64") : undefined;
      const info: RequestInfo = { ip: req.ip ?? "unknown", requestId, https, nonce };
      const route = allowedMethods(pathname);
      const allowed = route.allowed;
      // The language of the answers given here: the admin's are Spanish only.
      const replyLang: Lang = route.admin || pathname.startsWith("/admin") ? "es" : resolved.lang;
      let response: Response;
      if (route.resource && !allowed.includes(method)) {
        // A resource route asked with a method it does not take (including ones React Router does
        // not dispatch at all, such as SEARCH or PROPFIND): the translated 405 with Allow, here.
        response = methodNotAllowedResponse(replyLang, allowed, pathname.startsWith("/api/"));
      } else if (!route.resource && MUTATIONS.has(method) && isForeignActionOrigin(request, url)) {
        // A write to a page from another origin (to its action, or to a page that has none): the
        // same translated 403 as one posted without any Origin, before React Router refuses it with
        // its plain-text "Bad Request" and logs a stack trace for each such request.
        response = forbiddenOrigin(request, replyLang);
      } else {
        // A method the page does not take (PUT on a form page, POST on a page without a form,
        // OPTIONS): the root route answers 405 before any action runs; the Allow header is added below.
        if (!allowed.includes(method)) info.methodNotAllowed = allowed;
        context.set(requestInfoContext, info);
        context.set(langContext, resolved);
        response = await handleRequest(request, context);
      }
      // The database could not serve (down, restarting, disk full): 503 with Retry-After, never a 500.
      // Documents already say so (entry.server.tsx). A resource route's plain-text error ("Unexpected
      // Server Error") becomes the translated message, as JSON for an API; a data request's encoded
      // error (read by the admin's router in the browser) keeps its body and gets the same status.
      if (info.databaseUnavailable && response.status >= 500 && response.status !== 503) {
        if ((response.headers.get("content-type") ?? "").startsWith("text/plain")) {
          await response.body?.cancel();
          response = unavailableResponse(resolved.lang, pathname.startsWith("/api/"));
        } else {
          const headers = new Headers(response.headers);
          headers.set("Retry-After", "10");
          headers.set("Cache-Control", "no-store");
          response = new Response(response.body, { status: 503, headers });
        }
      }
      const body = Buffer.from(await response.arrayBuffer());
      // An answer given before the body was read to its end (refused as too large, a method the
      // route does not take, a handler that had no use for it): the rest is dropped, not read into
      // memory, and the connection stays readable until the sender has the answer.
      if (!req.complete) dropUnreadBody(request, req);
      const headers: Record<string, string> = {};
      if (response.status === 405 && !response.headers.has("allow")) headers["allow"] = allowed.join(", ");
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
      });
      const contentType = response.headers.get("content-type") ?? "";
      if (contentType.includes("text/html")) {
        headers["content-security-policy"] = contentSecurityPolicy(https, info.nonce ? { nonce: info.nonce } : undefined);
        if (!isAdminOrApi) headers["vary"] = "Accept-Encoding, Cookie, Accept-Language";
      } else if (!headers["content-security-policy"]) {
        headers["content-security-policy"] = NON_HTML_CSP;
      }
      if (isAdminOrApi) headers["cache-control"] = headers["cache-control"] ?? "no-store";
      else headers["cache-control"] = headers["cache-control"] ?? "no-cache";

      const key = pageCacheKey(resolved, pathname, query);
      if (pageCache.storeAndSend(req, res, { https, pathname, query, key, generation, response, headers, body, cookie: cookieToSet })) return;
      // A response sent once (not stored: the cache off, an admin page, an API answer, a URL with a
      // query asked for the first time) is compressed here in one shot (compress.server.ts); the
      // compression middleware sees its Content-Encoding and leaves it alone.
      let payload: Buffer = body;
      if (isCompressible(headers["content-type"], headers["cache-control"], headers["content-encoding"])) {
        headers["vary"] = withVary(headers["vary"], "Accept-Encoding");
        const encoding = method !== "HEAD" && body.length >= COMPRESS_MIN_BYTES ? pickOnceEncoding(req.headers["accept-encoding"], body.length) : null;
        if (encoding) {
          payload = compressOnce(body, encoding);
          headers["content-encoding"] = encoding;
        }
      }
      const setCookies = response.headers.getSetCookie();
      res.status(response.status);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const cookies = cookieToSet ? [...setCookies, cookieToSet] : setCookies;
      if (cookies.length) res.setHeader("Set-Cookie", cookies);
      if (method === "HEAD" || response.status === 204 || response.status === 304) return void res.end();
      // The length is known: set it, or the compression middleware's wrapper would send it chunked.
      res.setHeader("Content-Length", String(payload.length));
      res.end(payload);
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      logger.error({ requestId, err: loggableError(error) }, unavailable ? "database unavailable" : "request failed");
      if (!res.headersSent && unavailable) {
        // The same translated answer as a route's error when the database cannot serve (above).
        const answer = unavailableResponse(lang, req.path.startsWith("/api/"));
        res.status(answer.status);
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        res.setHeader("Content-Security-Policy", NON_HTML_CSP);
        res.end(Buffer.from(await answer.arrayBuffer()));
      } else if (!res.headersSent) {
        res.status(500).setHeader("Content-Type", "text/plain; charset=utf-8");
        res.setHeader("Content-Security-Policy", NON_HTML_CSP);
        res.setHeader("Cache-Control", "no-store");
        res.end("Internal Server Error");
      } else res.end();
    }
  });

  /**
   * The server's request listener: cache hits first, everything else through Express. A NUL in the
   * URL (`%00`) goes first (`withoutNul`): dropped from the query, a 404 in the path; a path that
   * is no well-formed percent-encoded UTF-8 is repaired (`withWellFormedPath`), so it is a 404 too.
   * A path starting with `//` or `/\` has its leading run percent-encoded (`SCHEME_RELATIVE`).
   * An absolute-form target (`GET http://host/path?q`), which HTTP/1.1 servers must accept, is read as
   * its path and query: this site serves one host, whatever the target names.
   */
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url && ABSOLUTE_FORM.test(req.url)) {
      const target = URL.parse(req.url);
      if (target) req.url = target.pathname + target.search;
    }
    if (req.url && NUL_ESCAPE.test(req.url)) req.url = withoutNul(req.url);
    if (req.url?.includes("%")) req.url = withWellFormedPath(req.url);
    if (req.url && SCHEME_RELATIVE.test(req.url)) req.url = req.url.replace(SCHEME_RELATIVE, (run) => `/${encodeURIComponent(run.slice(1))}`);
    if (!pageCache.serveHit(req, res)) app(req, res);
  };
  return {
    app,
    listener,
    pageCache: pageCache.store,
    /** Starts draining: /readyz answers 503, answers close their connections. */
    drain() {
      draining = true;
    },
  };
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

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

/**
 * A serving process's longest wait for one query: far above any the site makes (milliseconds), and
 * short enough that a database which stops answering turns requests into 503s, not hung sockets.
 */
const SERVING_QUERY_TIMEOUT_MS = 30_000;

/** Opens the database, or prints one clear line and exits 1 when it cannot be reached. */
async function databaseOrExit(config: Env, options: { migrate: boolean }): Promise<Database> {
  try {
    // Migrating (the prepare step) may take long on a large database: no query limit there.
    const queryTimeoutMs = options.migrate ? undefined : SERVING_QUERY_TIMEOUT_MS;
    return await openDatabase({ databaseUrl: config.DATABASE_URL!, poolSize: config.DATABASE_POOL_SIZE, migrate: options.migrate, queryTimeoutMs });
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
  registerAll();
  const config = settingsOrExit();
  sessionSecret();
  // The upload storage must answer before anything serves: a wrong bucket or wrong credentials are
  // one clear line at start, not a failed upload later.
  try {
    await storage().check();
  } catch (error) {
    const where = config.S3_BUCKET ? `the S3 bucket "${config.S3_BUCKET}"${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ""}` : path.join(config.DATA_DIR, "uploads");
    console.error(`Cannot use the upload storage (${where}): ${(error as Error).message}`);
    process.exit(1);
  }
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
 * line on a configuration error or an unreachable database. Run by `server/worker.js` in each
 * cluster worker after `prepare()`; the primary holds the DATA_DIR lock and runs the embedded database.
 */
export async function start(): Promise<RunningServer> {
  registerAll();
  const config = settingsOrExit();
  const logger = pino({ level: config.LOG_LEVEL, base: { service: "ardentia-web", pid: process.pid } });
  setErrorSink((fields, msg) => logger.error(fields, msg));
  sessionSecret();
  const database = await databaseOrExit(config, { migrate: false });
  setDatabase(database);

  const { listener, drain } = createApp(config, database, logger);
  // The page cache hears of changes made by the other workers (through the primary, acknowledged)
  // and by other instances (NOTIFY), whatever WORKERS says.
  followSiblingChanges();
  cacheNotifyWorker.start();
  const idle = idleMemoryRelease({
    idleMs: config.IDLE_RELEASE_S * 1000,
    gc: exposedGc(),
    onRelease: (r) =>
      logger.debug(
        { ms: Math.round(r.ms), rssMiB: [mib(r.rssBefore), mib(r.rssAfter)], heapMiB: [mib(r.heapBefore), mib(r.heapAfter)] },
        "memory given back after a quiet period",
      ),
  });
  // A client has 15 s to send its headers and 60 s for the whole request (Node's defaults are 60 s
  // and 300 s): a 10 MB image still arrives at 1.4 Mbit/s, and a client dribbling bytes holds a
  // connection for a minute at most. Node checks the deadlines every `connectionsCheckingInterval`.
  const server = http.createServer({ headersTimeout: 15_000, requestTimeout: 60_000, connectionsCheckingInterval: 5_000 }, (req, res) => {
    idle.touch();
    listener(req, res);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  if (config.WORKERS) startWorkers();
  logger.info(
    { port, publicUrl: config.PUBLIC_URL, database: process.env.EMBEDDED_DATABASE === "1" ? "embedded" : "external", dataDir: config.DATA_DIR, maintenance: config.MAINTENANCE_MODE },
    // The address bound (PUBLIC_URL, also logged, is what visitors use: behind a proxy it differs).
    `listening on ${config.HOST}:${port}`,
  );
  process.send?.({ type: "ready" });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Readiness first: a balancer polling /readyz sees 503 and stops sending, for
      // SHUTDOWN_DELAY_S seconds while this process still serves; then no new connections, the
      // requests in flight finish, and the process exits.
      drain();
      if (config.SHUTDOWN_DELAY_S > 0) {
        logger.info({ seconds: config.SHUTDOWN_DELAY_S }, "draining: /readyz answers 503, still serving");
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_S * 1000));
      }
      logger.info("shutting down: no new connections, finishing requests in flight");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      idle.stop();
      await stopWorkers();
      await cacheNotifyWorker.stop();
      await database.close();
      logger.info("stopped");
    })());
  // Every signal, not the first only: a supervisor that signals the whole process group (systemd's
  // default KillMode) reaches this worker directly and again through the primary, and a second
  // SIGTERM must not end the drain the first began (`close` runs once).
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
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
