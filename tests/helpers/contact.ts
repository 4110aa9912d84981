/** Helpers for contact-request tests: a server for a file, a valid body, a form token signed with a known secret, raw HTTP posts. */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { ensureBuild } from "../../server/ensure-build.ts";
import { createPgDatabase } from "./postgres";
import { BUILD_DIR, ROOT, startServer, type TestServer } from "./server";
import { startSmtpSink, type SmtpSink } from "./smtp";

export const TEST_SESSION_SECRET = "contact-tests-session-secret-0123456789abcdef";

/**
 * The same token `issueFormToken` makes (render time and a random nonce), signed with
 * TEST_SESSION_SECRET (the server runs with it): each call is another rendered form.
 */
export function formToken(ageMs = 10_000, secret = TEST_SESSION_SECRET): string {
  const payload = `${Date.now() - ageMs}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${createHmac("sha256", secret).update(`contact-form:${payload}`).digest("base64url")}`;
}

export interface ContactSite {
  readonly server: TestServer;
  readonly smtp: SmtpSink;
  readonly database: Database;
}

/**
 * For one test file: a server process on a PostgreSQL database of its own, mailing through a real
 * SMTP sink, signing form tokens with TEST_SESSION_SECRET and trusting X-Forwarded-For from loopback
 * (so that each test can post from its own client address); started before the file's tests, stopped
 * and dropped after them. `database` reads the same database directly.
 */
export function contactSite(): ContactSite {
  let server: TestServer | undefined;
  let smtp: SmtpSink | undefined;
  let database: Database | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ensureBuild(ROOT, BUILD_DIR);
    smtp = await startSmtpSink();
    const pg = await createPgDatabase(inject("pgAdminUrl"));
    dropDb = pg.drop;
    server = await startServer({
      env: { DATABASE_URL: pg.url, SMTP_URL: smtp.url, SESSION_SECRET: TEST_SESSION_SECRET, TRUST_PROXY: "loopback", CONTACT_TO: "ventas@ardentia.test" },
    });
    database = await openDatabase({ databaseUrl: pg.url, migrate: false });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await smtp?.stop();
    await dropDb?.();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} starts in beforeAll: use it inside a test or hook.`);
    return value;
  };
  return {
    get server() {
      return started(server, "The server");
    },
    get smtp() {
      return started(smtp, "The SMTP sink");
    },
    get database() {
      return started(database, "The database");
    },
  };
}

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Ana López",
    email: "ana@maquila.mx",
    phone: "+52 81 1234 5678",
    state: "Nuevo León",
    municipality: "Apodaca",
    company: "Maquila Norte",
    position: "Compras",
    industry: "maquiladoras",
    message: "Cotización de 20 kg de soldadura SAC305 en barra.",
    language: "es",
    formToken: formToken(),
    website: "",
    ...overrides,
  };
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * POSTs bytes with exactly the given headers (no Content-Length when `chunked`), and resolves with
 * the answer even if the server stops reading the body early.
 */
export function rawPost(url: string, headers: Record<string, string>, body: Buffer, options: { chunked?: boolean } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request(
      { hostname: target.hostname, port: target.port, path: target.pathname, method: "POST", headers: options.chunked ? headers : { ...headers, "Content-Length": String(body.length) } },
      (res) => {
        const chunks: Array<Buffer> = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (options.chunked) {
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      req.end();
    } else req.end(body);
  });
}
