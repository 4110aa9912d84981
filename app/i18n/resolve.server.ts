/**
 * Language resolution per request (ADR 0002): `?lang=` (explicit, saved), the saved
 * preference (cookie), Accept-Language, the language implied by a language-specific path, then es.
 * The client never re-decides: it hydrates with the language the server rendered.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { pathLanguage } from "~/i18n/paths";
import { DEFAULT_LANG, isLang, LANGUAGE_COOKIE, type Lang } from "./lang";

export type LangSource = "query" | "cookie" | "accept-language" | "path" | "default";

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language values seen (browsers send a handful): parsing one allocates, a lookup does not. */
const acceptLanguageSeen = new Map<string, Lang | undefined>();

/** The first of es/en in Accept-Language by quality (es-MX counts as es), or undefined. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  if (acceptLanguageSeen.has(header)) return acceptLanguageSeen.get(header);
  const lang = parseAcceptLanguage(header);
  if (acceptLanguageSeen.size >= 256) acceptLanguageSeen.clear();
  acceptLanguageSeen.set(header, lang);
  return lang;
}

function parseAcceptLanguage(header: string): Lang | undefined {
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const r of ranges) if (isLang(r.base)) return r.base;
  return undefined;
}

export function resolveLang(input: {
  url: URL;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): { lang: Lang; source: LangSource } {
  return resolveLangFrom({
    queryLang: input.url.searchParams.get("lang"),
    pathname: input.url.pathname,
    cookieHeader: input.cookieHeader,
    acceptLanguage: input.acceptLanguage,
  });
}

/** The same resolution from the request's parts (the page cache's hit path has no URL object). */
export function resolveLangFrom(input: {
  queryLang: string | null;
  pathname: string;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): { lang: Lang; source: LangSource } {
  const query = input.queryLang;
  if (isLang(query)) return { lang: query, source: "query" };
  const cookie = readCookie(input.cookieHeader, LANGUAGE_COOKIE);
  if (isLang(cookie)) return { lang: cookie, source: "cookie" };
  const accepted = langFromAcceptLanguage(input.acceptLanguage);
  if (accepted) return { lang: accepted, source: "accept-language" };
  const fromPath = pathLanguage(input.pathname.replace(/\.data$/, ""));
  if (fromPath) return { lang: fromPath, source: "path" };
  return { lang: DEFAULT_LANG, source: "default" };
}

export type ResolvedLang = { lang: Lang; source: LangSource };

export function resolveRequestLang(request: Request, url: URL): ResolvedLang {
  return resolveLang({
    url,
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/**
 * The request's language, resolved once: by the HTTP host (which needs it first, for the page
 * cache's key) or else by the root route's middleware, and read by every loader and action.
 */
export const langContext = createContext<ResolvedLang | null>(null);

/** React Router middleware of the root route: resolves the language unless the host already did. */
export function resolveLangMiddleware({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): void {
  if (!context.get(langContext)) context.set(langContext, resolveRequestLang(request, new URL(request.url)));
}

/** The language of the request being handled (set before any loader or action runs). */
export function requestLang(context: Readonly<RouterContextProvider>): Lang {
  return resolvedLang(context).lang;
}

export function resolvedLang(context: Readonly<RouterContextProvider>): ResolvedLang {
  const resolved = context.get(langContext);
  if (!resolved) throw new Error("The request language is not resolved yet: the root middleware sets it before loaders run");
  return resolved;
}

/** The Set-Cookie value that saves the preference for a year. */
export function languageCookie(lang: Lang, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The `lang` cookie a response sets, if any: the language `?lang=` chose, or the one a page's own
 * path chose (for a browser that prefers neither Spanish nor English, and no preference saved).
 * Saved in that second case too, so that the visitor's next shared page (`/`, `/blog`, a post),
 * which has no language of its own, follows the page they were reading instead of falling back
 * to Spanish.
 */
export function languageCookieFor(resolved: ResolvedLang, secure: boolean): string | undefined {
  return resolved.source === "query" || resolved.source === "path" ? languageCookie(resolved.lang, secure) : undefined;
}
