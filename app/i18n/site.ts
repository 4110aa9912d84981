/** Hooks that give components the language and interface texts the server resolved. */
import { useRouteLoaderData } from "react-router";
import type { Messages } from "~/i18n/messages";
import { DEFAULT_LANG, type Lang } from "~/i18n/lang";

export type RootData = {
  lang: Lang;
  langSaved: boolean;
  /**
   * The interface texts, sent only in documents that hydrate (the admin). Public documents are
   * rendered once on the server (ADR 0013), which reads its dictionaries directly (`provideMessages`),
   * so the root data that is serialised with every page stays a few bytes.
   */
  messages?: Messages;
  origin: string;
  /** The public pages' enhancement script and the chunks it imports (ADR 0013); none in the admin. */
  enhanceScript?: { src: string; imports: ReadonlyArray<string>; integrity: Readonly<Record<string, string>> };
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
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

/** The interface texts for the root data: its own (hydrated documents), the server's, or the fallback. */
export function messagesOf(data: Partial<RootData> | undefined): Messages {
  return data?.messages ?? (data?.lang && serverMessages ? serverMessages(data.lang) : FALLBACK_MESSAGES);
}

/** The page language and its texts, as the server resolved them. */
export function useSite(): { lang: Lang; m: Messages; origin: string } {
  const data = useRootData();
  return { lang: data?.lang ?? DEFAULT_LANG, m: messagesOf(data), origin: data?.origin ?? "" };
}
