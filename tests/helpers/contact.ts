/** Helpers for contact-request tests: a valid body, a form token signed with a known secret, raw HTTP posts. */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";

export const TEST_SESSION_SECRET = "contact-tests-session-secret-0123456789abcdef";

/**
 * The same token `issueFormToken` makes (render time and a random nonce), signed with
 * TEST_SESSION_SECRET (the server runs with it): each call is another rendered form.
 */
export function formToken(ageMs = 10_000, secret = TEST_SESSION_SECRET): string {
  const payload = `${Date.now() - ageMs}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${createHmac("sha256", secret).update(`contact-form:${payload}`).digest("base64url")}`;
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
