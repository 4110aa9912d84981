/** Small HTTP helpers of the newsletter's resource routes: JSON answers, Origin check, bounded bodies. */
import { env } from "~/config/env.server";

export const NO_STORE = { "Cache-Control": "no-store" };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function methodNotAllowed(allow: string) {
  return json({ success: false, error: `Method not allowed; use ${allow}` }, 405, { Allow: allow });
}

/** A state-changing request must come from our own pages: Origin equal to the site's origin. */
export function originAllowed(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set([url.origin]);
  try {
    allowed.add(new URL(env().PUBLIC_URL).origin);
  } catch {
    // PUBLIC_URL is validated at start
  }
  return allowed.has(origin);
}

export class BodyError extends Error {
  constructor(
    public status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Reads at most `maxBytes` of the body as text; 413 beyond. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new BodyError(413, `Request body too large (max ${maxBytes} bytes)`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyError(413, `Request body too large (max ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a JSON object body, or a form body when `allowForm`; 400/413/415 otherwise. */
export async function readObjectBody(request: Request, maxBytes: number, allowForm = false): Promise<{ data: Record<string, unknown>; form: boolean }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isForm = type === "application/x-www-form-urlencoded";
  if (type !== "application/json" && !(allowForm && isForm)) {
    throw new BodyError(415, allowForm ? "Content-Type must be application/json or a form" : "Content-Type must be application/json");
  }
  const text = await readBodyText(request, maxBytes);
  if (isForm) return { data: Object.fromEntries(new URLSearchParams(text)), form: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyError(400, "Malformed JSON body");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new BodyError(400, "The body must be a JSON object");
  return { data: parsed as Record<string, unknown>, form: false };
}
