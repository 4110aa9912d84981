/**
 * HTTP-level guards of `POST /api/contact`: same-origin check, JSON content type, a body limit
 * enforced on the bytes actually read (not only Content-Length) and strict UTF-8 decoding.
 */
import { env } from "~/config/env.server";

export const MAX_BODY_BYTES = 32 * 1024;

/** A browser request from another site: Origin present and not ours, or Sec-Fetch-Site cross-site. */
export function isCrossOrigin(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let ours: string;
  try {
    ours = new URL(env().PUBLIC_URL).origin;
  } catch {
    return true;
  }
  return origin !== ours;
}

export function isJson(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

export class BodyTooLarge extends Error {}
export class BodyNotUtf8 extends Error {}

/** Reads at most `limit` bytes and decodes them as strict UTF-8. */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw new BodyTooLarge();
  const chunks: Array<Uint8Array> = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = Buffer.concat(chunks);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BodyNotUtf8();
  }
}
