/**
 * Hostile input against every route, found in the route table, not listed by hand: each route with
 * an action gets POST (resource routes also PUT, PATCH and DELETE), each resource route with a
 * loader gets GET, public and admin alike (admin requests carry a real session and our Origin, so
 * they pass the guards and reach validation). fast-check generates the bodies: NUL, lone surrogates,
 * control characters, huge strings, numbers past int32, arrays and objects for strings, wrong
 * content types, broken JSON and multipart, `null`; field names come from the route modules' own
 * code plus arbitrary ones; path parameters get real and hostile values.
 *
 * Every answer must be below 500, must not show a database message, and when it is a 4xx no row
 * may have changed (tables compared by checksum before and after; the few that change by design on
 * a refused request are left out, see IGNORED_TABLES).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { runningEmbeddedUrl } from "../../server/embedded-postgres";
import { BUILD_DIR, ROOT, startServer, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 600_000, hookTimeout: 180_000 });

const ADMIN = { email: "fuzz@ardentia.test", password: "fuzz-admin-password-2024" };
/** Same seed, same requests: a failure names its seed and can be replayed with FUZZ_SEED. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS ?? 30);
/**
 * Tables a refused request changes by design: attempt counters (a wrong password or a rate-limited
 * request is counted, that is the point), the session's last-seen time, and per-period task claims.
 */
const IGNORED_TABLES = new Set(["rate_limit", "auth_failure", "session", "periodic_tasks"]);
/** Requests that would end the fuzzer's own session are sent signed out. */
const ENDS_SESSION = /logout|sign-out|revoke/;
// PostgreSQL's own names (pg_catalog, pg_advisory_lock…) are lower case and stand alone; the
// random tokens pages carry (the contact form's signed token, base64url) can hold "PG_" or "-pg_x".
const DATABASE_MESSAGE =
  /duplicate key|violates|syntax error|relation "|column "|SQLSTATE|invalid input syntax|out of range for type|drizzle|Failed query|at Object\.|node:internal|(?<![\w.-])(?-i:pg_[a-z_]{3,})/i;

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean; hasLoader: boolean; hasDefaultExport: boolean };
type Target = { method: string; pattern: string; resource: boolean; admin: boolean; runs: number };

/** The route table of the production build (the manifest React Router writes for the browser). */
function routeTable(): Array<ManifestRoute> {
  const dir = path.join(BUILD_DIR, "client", "assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${dir}: build first (npm run build)`);
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return Object.values((JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes);
}

function fullPath(route: ManifestRoute, byId: Map<string, ManifestRoute>): string {
  const parts: Array<string> = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

function targets(): Array<Target> {
  const routes = routeTable();
  const byId = new Map(routes.map((r) => [r.id, r]));
  const out: Array<Target> = [];
  for (const route of routes) {
    if (route.id === "root") continue;
    const pattern = fullPath(route, byId);
    const resource = !route.hasDefaultExport;
    const admin = pattern.startsWith("/admin") || pattern.startsWith("/api/admin") || /\/api\/newsletter\/(analytics|subscribers|send-blog)/.test(pattern);
    if (route.hasAction) for (const method of resource ? ["POST", "PUT", "PATCH", "DELETE"] : ["POST"]) out.push({ method, pattern, resource, admin, runs: RUNS_PER_TARGET });
    // Pages are read with hostile query strings (fewer runs: their loaders read only the query).
    if (route.hasLoader) out.push({ method: "GET", pattern, resource, admin, runs: resource ? RUNS_PER_TARGET : Math.ceil(RUNS_PER_TARGET / 3) });
  }
  return out;
}

/** Field names the route modules read (form.get("x"), body.x, record.x …), found in their source. */
function fieldNames(): Array<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, "utf8");
        for (const m of source.matchAll(/\.(?:get|getAll)\("([A-Za-z_][\w-]*)"\)/g)) names.add(m[1]!);
        for (const m of source.matchAll(/\b(?:body|record|data|input|json)\.([A-Za-z_]\w*)\b/g)) names.add(m[1]!);
      }
    }
  };
  walk(path.join(ROOT, "app", "routes"));
  for (const common of ["intent", "id", "email", "password", "url", "status", "language", "token", "blogId", "name", "message"]) names.add(common);
  return [...names].sort();
}

const hostileString = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy", "\u0001\u0002\u001b[31m", "\u200b", "\r\n\r\nX-Injected: 1", "%00", "../../etc/passwd", "<script>alert(1)</script>", "' OR 1=1 --", "null", "NaN", "-1", "0", "1e20", "2147483648", "-2147483649", "9".repeat(40), "00000000-0000-4000-8000-000000000000", "not-a-uuid", ""),
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => "A".repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.constantFrom(2147483648, -1, 1e20, Number.MAX_SAFE_INTEGER, 0.5, true, false, null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

type Body = { type?: string; body?: string | Uint8Array<ArrayBuffer> };

function bodyArbitrary(names: Array<string>): fc.Arbitrary<Body> {
  const fields = fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, fc.string({ maxLength: 12 })), hostileValue, { maxKeys: 8 });
  const text = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v) ?? "");
  return fc.oneof(
    fields.map((f) => ({ type: "application/x-www-form-urlencoded", body: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, text(v)])).toString() })),
    fields.map((f) => {
      const boundary = "----fuzz7MA4YWxkTrZu0gW";
      const parts = Object.entries(f).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "")}"\r\n\r\n${text(v)}\r\n`);
      return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts.join("")}--${boundary}--\r\n` };
    }),
    fields.map((f) => ({ type: "application/json", body: JSON.stringify(f) })),
    fc.constantFrom<Body>(
      { type: "application/json", body: "null" },
      { type: "application/json", body: "[1,2,3]" },
      { type: "application/json", body: '{"broken": ' },
      { type: "application/json", body: '"\\ud800"' },
      { type: "application/json", body: '{"email":"\\u0000","password":null,"url":{"x":1}}' },
      { type: "multipart/form-data; boundary=nope", body: "--other\r\n\r\nbroken" },
      { type: "multipart/form-data", body: "" },
      { type: "text/plain", body: "hola" },
      { type: "application/x-www-form-urlencoded", body: "%E0%A4%A=broken&a=%ZZ" },
      { type: "application/x-www-form-urlencoded", body: new Uint8Array([0x61, 0x3d, 0xff, 0xfe, 0x00]) },
      { type: undefined, body: undefined },
      { type: "application/xml", body: "<a/>" },
    ),
  );
}

/**
 * One request on its own connection (nothing is reused between requests). The
 * answer counts even when the server stops reading the body and closes while it is being sent.
 */
function send(method: string, url: string, headers: Record<string, string>, body: string | Uint8Array | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, { method, headers, agent: false, timeout: 30_000 }, (res) => {
      answered = true;
      const chunks: Array<Buffer> = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within 30 s: ${method} ${url}`)));
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

let server: TestServer;
let db: pg.Client;
let cookie = "";
let postId = "";
let postSlug = "";

async function signIn(): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    // With the device cookie of the first sign-in: the fuzzer's own wrong passwords never lock it out.
    headers: { "content-type": "application/json", origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const jar = new Map(cookie.split("; ").filter(Boolean).map((pair) => [pair.split("=")[0]!, pair]));
  for (const c of res.headers.getSetCookie()) jar.set(c.split("=")[0]!, c.split(";")[0]!);
  cookie = [...jar.values()].join("; ");
}

/** The last checksums, and the transaction id PostgreSQL would hand out next when they were taken. */
let checksummed: { nextXid: string; sums: Map<string, string> } | undefined;
let checksumRuns = 0;

/**
 * A checksum per table (rows as text, ordered), for every table a refused request must leave alone.
 * Every write to a table takes a transaction id, so while none has been handed out since the last
 * checksums were taken, no table can have changed and they still hold (most refused requests write
 * nothing; checksumming every table costs more than the request).
 */
async function snapshot(): Promise<Map<string, string>> {
  const nextXid = (await db.query<{ x: string }>("SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x")).rows[0]!.x;
  if (checksummed?.nextXid === nextXid) return checksummed.sums;
  const sums = await checksums();
  checksumRuns++;
  checksummed = { nextXid, sums };
  return sums;
}

/** Every table's checksum, computed now. */
async function checksums(): Promise<Map<string, string>> {
  const tables = (await db.query<{ t: string }>("SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1")).rows
    .map((r) => r.t)
    .filter((t) => !IGNORED_TABLES.has(t));
  const sql = tables.map((t) => `SELECT '${t}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM "${t}" x`).join(" UNION ALL ");
  return new Map((await db.query<{ t: string; sum: string }>(sql)).rows.map((r) => [r.t, r.sum]));
}

/** A query string: the parameters pages read, and others, with hostile values (lone surrogates as U+FFFD). */
const QUERY_NAMES = ["pagina", "page", "q", "search", "category", "categoria", "lang", "status", "limit", "format", "token", "email", "redirectTo", "id"];
const queryArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constant(""),
  fc
    .array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_NAMES) }, fc.string({ maxLength: 8 })), hostileString.filter((s) => s.length < 5_000)), { minLength: 1, maxLength: 4 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.toWellFormed())}`).join("&")}`),
  fc.constantFrom("?pagina=1e20", "?q=%00", "?lang=%FF", "?search=%", "?limit=-1&format=csv", "?page=2147483648", "?%=%", "?a[b]=1&a[c]=2"),
);

/** A path parameter: a real value, a hostile text (percent-encoded; lone surrogates as U+FFFD), or raw escapes. */
type Param = { kind: "real" } | { kind: "text"; value: string } | { kind: "raw"; value: string };
const paramArbitrary: fc.Arbitrary<Param> = fc.oneof(
  fc.constant<Param>({ kind: "real" }),
  hostileString.filter((s) => s.length < 300).map((value): Param => ({ kind: "text", value })),
  fc.constantFrom("%00", "%C0%AF", "%FF%FE", "%2e%2e%2f", "%E3%80%82", "..%2F..%2F", "%").map((value): Param => ({ kind: "raw", value })),
);

function concretePath(pattern: string, param: Param): string {
  const value = (real: string) => (param.kind === "real" ? real : param.kind === "raw" ? param.value : encodeURIComponent(param.value.toWellFormed()));
  return pattern
    .replace(/:slug\??/g, value(postSlug))
    .replace(/:id\??/g, value(postId))
    .replace(/:[A-Za-z]+\??/g, value("soldadura"))
    .replace(/\*$/, value("x"));
}

beforeAll(async () => {
  server = await startServer({ env: { WORKERS: "off", WEB_CONCURRENCY: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const url = runningEmbeddedUrl(server.dataDir);
  if (!url) throw new Error("the server's embedded PostgreSQL is not running");
  db = new pg.Client({ connectionString: url });
  await db.connect();
  await signIn();
  const [post] = (await db.query<{ id: string; slug: string }>("SELECT id, slug FROM posts WHERE status = 'published' ORDER BY slug LIMIT 1")).rows;
  if (!post) throw new Error("no demo post to aim at");
  ({ id: postId, slug: postSlug } = post);
});
afterAll(async () => {
  await db?.end();
  await server?.stop();
});

test("no input from outside reaches a 5xx, shows a database message, or changes data when refused", async () => {
  const all = targets();
  // The route table must have been found: pages with actions and the JSON API at least.
  expect(all.some((t) => t.pattern === "/contacto" && t.method === "POST")).toBe(true);
  expect(all.some((t) => t.pattern.startsWith("/api/") && t.resource)).toBe(true);
  const names = fieldNames();
  const failures: Array<string> = [];
  let requests = 0;
  const started = performance.now();
  /** The tables as the last refused request left them (nothing else writes to them in between). */
  let known: Map<string, string> | undefined;

  for (const [index, target] of all.entries()) {
    const signedIn = target.admin && !ENDS_SESSION.test(target.pattern);
    await fc.assert(
      fc.asyncProperty(bodyArbitrary(names), paramArbitrary, queryArbitrary, async (body, param, query) => {
        const url = `${server.url}${concretePath(target.pattern, param)}${query}`;
        const before = known ?? (await snapshot());
        known = undefined;
        const headers: Record<string, string> = { origin: server.url };
        if (body.type) headers["content-type"] = body.type;
        if (signedIn) headers.cookie = cookie;
        const withBody = target.method !== "GET" && body.body !== undefined;
        const { status, text } = await send(target.method, url, headers, withBody ? body.body : undefined);
        requests++;
        const label = `${target.method} ${url.slice(server.url.length, server.url.length + 120)} [${body.type ?? "no body"}, ${typeof body.body === "string" ? body.body.length : (body.body?.length ?? 0)} bytes]`;
        if (status >= 500) failures.push(`${status} ${label}: ${text.slice(0, 200)}`);
        if (DATABASE_MESSAGE.test(text)) failures.push(`database message in ${status} ${label}: ${text.match(DATABASE_MESSAGE)?.[0]}`);
        if (status >= 400 && status < 500) {
          const after = await snapshot();
          for (const [table, sum] of after) if (before.get(table) !== sum) failures.push(`${status} ${label} changed table ${table}`);
          known = after;
        }
        // A request that ended the session (a success, not a bug): sign in again for the next one
        // (the session is checked by the admin guard of a cheap JSON route; a sign-in writes the audit log).
        if (signedIn) {
          const check = await fetch(`${server.url}/api/admin/images?page=100000`, { headers: { cookie } });
          await check.arrayBuffer();
          if (check.status !== 200) {
            await signIn();
            known = undefined;
          }
        }
        return true;
      }),
      { numRuns: target.runs, seed: SEED + index, endOnFailure: true },
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`[fuzz] ${requests} requests to ${all.length} method/route pairs in ${seconds} s (seed ${SEED}; tables checksummed ${checksumRuns} times); ${failures.length} problems`);
  expect(failures).toEqual([]);
});

test("a path that is no well-formed percent-encoded UTF-8, or holds a NUL, is a 404 and writes nothing to the log", async () => {
  const before = server.output().length;
  for (const target of ["/blog/%ff", "/%C0%AF", "/nosotros%E3%80", "/productos/%", "/admin/invitacion/%ff%fe", "/nosotros%00", "/blog/%ff?page=2"]) {
    const res = await fetch(server.url + target, { headers: { "Accept-Language": "es" } });
    expect(res.status, target).toBe(404);
    if (!target.startsWith("/admin")) expect(await res.text(), target).toContain("Página no encontrada");
    else await res.arrayBuffer();
  }
  // A well-formed escape still reaches its page.
  expect((await fetch(`${server.url}/blog?search=${encodeURIComponent("soldadura ñ")}`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const logged = server.output().slice(before);
  expect(logged).not.toMatch(/could not be decoded|malformed/i);
  expect(logged).not.toContain("%ff");
});

test("a throttled sign-in form answers 429 with its Retry-After", async () => {
  const email = `nadie-${Date.now()}@ardentia.test`;
  let last: Response | undefined;
  for (let i = 0; i < 5; i++) {
    last = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email, password: "no es la contraseña" }).toString(),
      redirect: "manual",
    });
    await last.arrayBuffer();
  }
  expect(last!.status).toBe(429);
  expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(last!.headers.get("cache-control")).toBe("no-store");
});
