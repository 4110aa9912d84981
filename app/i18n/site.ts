/** Hooks that give components the language and interface texts the server resolved. */
import { createContext, use } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { Messages } from "~/i18n/messages";
import { DEFAULT_LANG, type Lang } from "~/i18n/lang";

export type RootData = {
  lang: Lang;
  langSaved: boolean;
  /**
   * The interface texts the browser needs, sent only in documents that hydrate (the admin):
   * `HydratedMessages`. Public documents are rendered once on the server (ADR 0013), which reads
   * its dictionaries directly (`provideMessages`), so the root data that is serialised with every
   * page stays a few bytes.
   */
  messages?: HydratedMessages;
  origin: string;
  /** The public pages' enhancement script and the chunks it imports (ADR 0013); none in the admin. */
  enhanceScript?: { src: string; imports: ReadonlyArray<string>; integrity: Readonly<Record<string, string>> };
};

/**
 * The sections of the interface texts that a hydrated (admin) document reads in the browser: the
 * default title and the root's error and not-found screens. The admin's own screens hold their
 * Spanish texts in their components, so the public site's texts (about 10 KB once encoded) are
 * not sent with every admin page.
 */
export type HydratedMessages = Pick<Messages, "meta" | "errorScreen" | "notFound">;

export function hydratedMessages(m: Messages): HydratedMessages {
  return { meta: m.meta, errorScreen: m.errorScreen, notFound: m.notFound };
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/**
 * The page's path in each language when it is not the page table's (`translatePath`): a blog post's
 * language versions have their own slugs. A route says so by returning `pagePaths` from its loader;
 * the canonical and hreflang links and the language switch use it.
 */
export type PagePaths = Record<Lang, string> & {
  /** The languages the page exists in, when not both (a post published in one language only). */
  languages?: ReadonlyArray<Lang>;
};

export function usePagePaths(): PagePaths | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const paths = (matches[i]?.loaderData as { pagePaths?: PagePaths } | undefined)?.pagePaths;
    if (paths) return paths;
  }
  return undefined;
}

/**
 * The query parameters a page's loader names as part of its canonical URL (`canonicalQuery`: a
 * listing's page and category), for the canonical and hreflang links.
 */
export function useCanonicalQuery(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const query = (matches[i]?.loaderData as { canonicalQuery?: string } | undefined)?.canonicalQuery;
    if (query !== undefined) return query;
  }
  return undefined;
}

/**
 * Texts for the only screens that can render without the root loader's data (the root error
 * boundary). Kept tiny on purpose: importing the full dictionaries here would ship both languages
 * to every page.
 */
export const FALLBACK_MESSAGES = {
  meta: { siteName: "Ardentia", defaultDescription: "" },
  notFound: { title: "Página no encontrada", description: "La página que buscas no existe o cambió de dirección.", backHome: "Volver al inicio" },
  errorScreen: {
    title: "Algo salió mal",
    description: "Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo en un momento.",
    reload: "Recargar la página",
  },
} as Messages;

let serverMessages: ((lang: Lang) => Messages) | undefined;

/** Set by the server entry: the full dictionaries, which are never shipped to browsers from here. */
export function provideMessages(source: (lang: Lang) => Messages): void {
  serverMessages = source;
}

/**
 * The interface texts for the root data: the server's full dictionaries, else (in the browser) the
 * root data's `HydratedMessages`, else the fallback. In the browser only the admin renders, and
 * it reads those sections alone, like the fallback's.
 */
export function messagesOf(data: Partial<RootData> | undefined): Messages {
  if (data?.lang && serverMessages) return serverMessages(data.lang);
  return (data?.messages as Messages | undefined) ?? FALLBACK_MESSAGES;
}

/** The page language and its texts, as the server resolved them. */
/**
 * The request's language, provided by the server entry. It counts only when the root loader did not
 * run (a request refused by a middleware, e.g. a method the page does not take): its error page is
 * still in the visitor's language.
 */
export const RequestLangContext = createContext<Lang | undefined>(undefined);

export function useSite(): { lang: Lang; m: Messages; origin: string } {
  const requestLang = use(RequestLangContext);
  const data: Partial<RootData> | undefined = useRootData() ?? (requestLang ? { lang: requestLang } : undefined);
  return { lang: data?.lang ?? DEFAULT_LANG, m: messagesOf(data), origin: data?.origin ?? "" };
}
