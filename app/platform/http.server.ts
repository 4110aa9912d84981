/**
 * The HTTP plumbing every route shares: one same-origin rule for requests that change state,
 * bounded body readers (text, JSON, form and multipart: never more than `limit` bytes are read,
 * whatever Content-Length says), and JSON replies that are never cached.
 *
 * A body that cannot be read becomes a `BodyError` with a status (400, 413 or 415) and a message
 * in the request's language; `bodyErrorResponse` turns it into the JSON answer, and page actions
 * can simply let it propagate: `readForm` throws a Response, which React Router renders as a 4xx.
 */
import { env } from "~/config/env.server";
import type { Lang } from "~/i18n/lang";
import { resolveRequestLang } from "~/i18n/resolve.server";
import { logError } from "./log";
import { isCleanText, normalizeText } from "./text";
import { isDatabaseUnavailable } from "./unavailable";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * The `headers` of a page that no cache keeps, carrying the `Retry-After` its action set (a
 * throttled attempt): React Router sends a page's own headers, not its action's, with a document.
 */
export function noStoreHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...NO_STORE, "Retry-After": retryAfter } : NO_STORE;
}

/** A JSON answer that no cache keeps. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** The translated text of a 405: the methods the route takes are named in it and in `Allow`. */
function methodText(lang: Lang, allow: string): string {
  return lang === "en" ? `Method not allowed; use ${allow}` : `Método no permitido; usa ${allow}`;
}

/**
 * The 405 of a resource route asked with a method it does not take (server/app.ts answers it
 * before React Router; the auth route for its read-only paths): JSON under `/api/` (`error`, and
 * `message`, `success` for the widgets that read those), plain text for another resource (a feed,
 * a redirect, an export).
 */
export function methodNotAllowedResponse(lang: Lang, allowed: ReadonlyArray<string>, asJson: boolean): Response {
  const allow = allowed.join(", ");
  const message = methodText(lang, allow);
  const headers = { ...NO_STORE, Allow: allow };
  if (asJson) return json({ success: false, message, error: message }, 405, headers);
  return new Response(message, { status: 405, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

// --- Same origin ---------------------------------------------------------------------------------

/**
 * Who may send a state-changing request without Origin and Referer: "browser" routes (forms of
 * our pages, sign-in, admin) refuse it; "any-client" routes (JSON APIs meant for other programs
 * too) accept it, since only a browser can be tricked into a cross-site request and browsers
 * always send Origin on a POST.
 */
export type OriginPolicy = "browser" | "any-client";

function ourOrigins(url: URL | undefined): Set<string> {
  const origins = new Set<string>();
  if (url) origins.add(url.origin);
  try {
    origins.add(new URL(env().PUBLIC_URL).origin);
  } catch {
    // PUBLIC_URL is validated at start.
  }
  return origins;
}

/**
 * The one rule: a request is ours when Sec-Fetch-Site does not say cross-site, and its Origin
 * (or, without Origin, its Referer's origin) is the site's (PUBLIC_URL or the requested host).
 * Without both headers the policy decides.
 */
export function isSameOrigin(request: Request, policy: OriginPolicy, url?: URL): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  const referer = request.headers.get("referer");
  let claimed: string;
  if (origin !== null) claimed = origin;
  else if (referer) {
    try {
      claimed = new URL(referer).origin;
    } catch {
      return false;
    }
  } else return policy === "any-client";
  return ourOrigins(url ?? safeUrl(request.url)).has(claimed);
}

/**
 * A page action's Origin that is refused: present, and either not ours by `isSameOrigin` or not
 * the requested URL's own origin (React Router refuses such an action with a plain-text 400, so the
 * host answers it first with `forbiddenOrigin`). A request without Origin is the action's to judge.
 */
export function isForeignActionOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (!isSameOrigin(request, "browser", url)) return true;
  try {
    return new URL(origin).origin !== url.origin;
  } catch {
    return true;
  }
}

function safeUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

const texts = {
  es: {
    forbidden: "Origen no permitido",
    tooLarge: "La solicitud es demasiado grande",
    notJson: "Envía el cuerpo como JSON (Content-Type: application/json)",
    notJsonOrForm: "Envía el cuerpo como JSON o como formulario",
    notForm: "Envía el cuerpo como formulario",
    badJson: "El cuerpo no es JSON válido",
    notObject: "El cuerpo debe ser un objeto JSON",
    badForm: "El formulario no se pudo leer",
    badEncoding: "El cuerpo debe estar codificado en UTF-8",
    badCharacters: "El texto contiene caracteres no válidos (un carácter nulo o de control)",
    unavailable: "El servicio no está disponible por el momento. Inténtalo de nuevo en unos segundos.",
    badRequest: "Solicitud no válida",
    forbiddenPath: "Acceso denegado",
    notFound: "No encontrado",
    preconditionFailed: "La condición de la solicitud no se cumple (If-Match o If-Unmodified-Since)",
    rangeNotSatisfiable: "El rango pedido está fuera del archivo",
  },
  en: {
    forbidden: "Origin not allowed",
    tooLarge: "The request is too large",
    notJson: "Send the body as JSON (Content-Type: application/json)",
    notJsonOrForm: "Send the body as JSON or as a form",
    notForm: "Send the body as a form",
    badJson: "The body is not valid JSON",
    notObject: "The body must be a JSON object",
    badForm: "The form could not be read",
    badEncoding: "The body must be UTF-8 encoded",
    badCharacters: "The text contains invalid characters (a null or control character)",
    unavailable: "The service is temporarily unavailable. Please try again in a few seconds.",
    badRequest: "Bad request",
    forbiddenPath: "Forbidden",
    notFound: "Not found",
    preconditionFailed: "The request's precondition failed (If-Match or If-Unmodified-Since)",
    rangeNotSatisfiable: "The requested range is outside the file",
  },
} as const;

export type HttpText = keyof (typeof texts)["es"];

/** A message of this module in the request's language. */
export function httpText(request: Request, key: HttpText, lang?: Lang): string {
  return texts[lang ?? requestLang(request)][key];
}

function requestLang(request: Request): Lang {
  const url = safeUrl(request.url);
  return url ? resolveRequestLang(request, url).lang : "es";
}

/** The 403 JSON answer to a request from another origin. */
export function forbiddenOrigin(request: Request, lang?: Lang, extra: Record<string, unknown> = {}): Response {
  return json({ ...extra, error: httpText(request, "forbidden", lang) }, 403);
}

/**
 * What a route that is not a page answers when the database cannot serve right now (down,
 * restarting, disk full): 503 with Retry-After, never cached, the message in `lang`. An API answers
 * JSON with its message under `error` (and `message`, `success` for the widgets that read those);
 * another resource (an export, a feed) answers the message as plain text.
 */
export function unavailableResponse(lang: Lang, asJson: boolean): Response {
  const message = texts[lang].unavailable;
  const headers = { ...NO_STORE, "Retry-After": "10" };
  if (asJson) return json({ success: false, message, error: message }, 503, headers);
  return new Response(message, { status: 503, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/** What the admin is told when a change could not be written because the database cannot serve. */
export const ADMIN_UNAVAILABLE = "La base de datos no está disponible en este momento y el cambio no se guardó. Inténtalo de nuevo en unos segundos.";

/**
 * How an admin action answers a failure that is no fault of the request; the cause goes to the
 * log, never to the client (it can be a database message). While the database cannot serve (down,
 * restarting, out of disk) the answer is a 503 with Retry-After and `ADMIN_UNAVAILABLE`: nothing
 * was written, and the same request will work once it is back. Anything else is a 500 with
 * `fallback`.
 */
export function adminFailure(error: unknown, what: string, fallback: string): { status: 500 | 503; error: string; headers: Record<string, string> } {
  if (isDatabaseUnavailable(error)) {
    logError(`${what}: database unavailable`, error);
    return { status: 503, error: ADMIN_UNAVAILABLE, headers: { ...NO_STORE, "Retry-After": "10" } };
  }
  logError(what, error);
  return { status: 500, error: fallback, headers: NO_STORE };
}

/** The statuses a static file can be refused with, and the text of each. */
const FILE_ERROR_TEXT: Record<number, HttpText> = {
  400: "badRequest",
  403: "forbiddenPath",
  404: "notFound",
  412: "preconditionFailed",
  416: "rangeNotSatisfiable",
};

/**
 * The short plain-text answer to a static file refused by the file server (a malformed or
 * escaping path, a missing file, a failed precondition, a range beyond the file), in `lang`,
 * with the status the file server chose; any other status is answered as a 404.
 */
export function fileErrorResponse(lang: Lang, status: number, headers: Record<string, string> = {}): Response {
  const key = FILE_ERROR_TEXT[status];
  const text = texts[lang][key ?? "notFound"];
  return new Response(text, { status: key ? status : 404, headers: { ...headers, ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
}

// --- Bounded bodies ------------------------------------------------------------------------------

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly key: HttpText,
  ) {
    super(texts.en[key]);
  }
}

/**
 * The JSON answer for a BodyError, in the request's language. (What happens to the unread rest of a
 * body refused with 413 is the host's part: server/app.ts drops it within a bound.)
 */
export function bodyErrorResponse(request: Request, error: BodyError, lang?: Lang, extra: Record<string, unknown> = {}): Response {
  return json({ ...extra, error: httpText(request, error.key, lang) }, error.status);
}

export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export function isJsonType(request: Request): boolean {
  const type = mediaType(request);
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/** Reads at most `limit` bytes of the body (413 beyond, whether declared or not). */
export async function readBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw new BodyError(413, "tooLarge");
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the stream of a cloned Request is cancelled only once its twin is too, and
      // that happens after the answer (server/app.ts drops the unread rest), so awaiting here
      // would hold the 413 until the client stopped sending.
      void reader.cancel().catch(() => {});
      throw new BodyError(413, "tooLarge");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads at most `limit` bytes and decodes them as strict UTF-8 (400 on invalid bytes). */
export async function readText(request: Request, limit: number): Promise<string> {
  const bytes = await readBytes(request, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, "badEncoding");
  }
}

/**
 * Every string of a body, checked and normalised once (`app/platform/text.ts`): NUL or a lone
 * surrogate is a 400; the rest is stored in NFC with LF line breaks and without control characters.
 */
function cleanValues(value: unknown, depth = 0): unknown {
  if (typeof value === "string") {
    if (!isCleanText(value)) throw new BodyError(400, "badCharacters");
    return normalizeText(value);
  }
  if (Array.isArray(value)) return depth < 32 ? value.map((item) => cleanValues(item, depth + 1)) : value;
  if (value && typeof value === "object" && depth < 32) {
    const clean: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) throw new BodyError(400, "badCharacters");
      clean[normalizeText(key)] = cleanValues(item, depth + 1);
    }
    return clean;
  }
  return value;
}

/** A JSON object body (415 when not JSON, 400 when malformed or not an object). */
/**
 * A route's JSON object body: like `readJsonObject`, but a refused body throws its translated
 * 4xx answer (as `readForm` does), for routes that have nothing else to say about it.
 */
export async function readJsonBody(request: Request, limit: number): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request, limit);
  } catch (error) {
    if (error instanceof BodyError) throw bodyErrorResponse(request, error);
    throw error;
  }
}

export async function readJsonObject(request: Request, limit: number): Promise<Record<string, unknown>> {
  if (!isJsonType(request)) throw new BodyError(415, "notJson");
  return parseJsonObject(await readText(request, limit));
}

function parseJsonObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyError(400, "badJson");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new BodyError(400, "notObject");
  return cleanValues(parsed) as Record<string, unknown>;
}

/** A JSON object or an urlencoded form, with which one it was. */
export async function readJsonOrForm(request: Request, limit: number): Promise<{ data: Record<string, unknown>; form: boolean }> {
  const type = mediaType(request);
  if (type === "application/x-www-form-urlencoded") {
    const data = cleanValues(Object.fromEntries(new URLSearchParams(await readText(request, limit)))) as Record<string, unknown>;
    return { data, form: true };
  }
  if (!isJsonType(request)) throw new BodyError(415, "notJsonOrForm");
  return { data: parseJsonObject(await readText(request, limit)), form: false };
}

/** The form with every name and text value checked and normalised like `cleanValues` (files as they are). */
function cleanForm(entries: Iterable<[string, FormDataEntryValue]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (!isCleanText(name) || (typeof value === "string" && !isCleanText(value))) throw new BodyError(400, "badCharacters");
    if (typeof value === "string") form.append(normalizeText(name), normalizeText(value));
    else form.append(normalizeText(name), value);
  }
  return form;
}

/** Default bound of a page's form (text fields only; uploads have their own routes and limits). */
export const FORM_LIMIT = 64 * 1024;
/** The post editor's form carries both languages' bodies as HTML. */
export const POST_FORM_LIMIT = 2 * 1024 * 1024;

/**
 * A form body (urlencoded or multipart), bounded. Anything else, or a body that is not a well-formed
 * form, is a 4xx: thrown as a JSON Response, so a route action can `await readForm(request)` and
 * let React Router answer with the status.
 */
export async function readForm(request: Request, limit = FORM_LIMIT): Promise<FormData> {
  try {
    const type = mediaType(request);
    if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") throw new BodyError(415, "notForm");
    if (type === "application/x-www-form-urlencoded") return cleanForm(new URLSearchParams(await readText(request, limit)));
    const bytes = await readBytes(request, limit);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": request.headers.get("content-type")! } }).formData();
    } catch {
      throw new BodyError(400, "badForm");
    }
    return cleanForm(form);
  } catch (error) {
    if (error instanceof BodyError) throw bodyErrorResponse(request, error);
    throw error;
  }
}
