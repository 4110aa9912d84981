/** Hooks that give components the language and interface texts the server resolved. */
import { useRouteLoaderData } from "react-router";
import type { Messages } from "~/i18n/messages";
import { DEFAULT_LANG, type Lang } from "~/i18n/lang";

export type RootData = {
  lang: Lang;
  langSaved: boolean;
  messages: Messages;
  origin: string;
  /** The public pages' enhancement script and the chunks it imports (ADR 0013); none in the admin. */
  enhanceScript?: { src: string; imports: ReadonlyArray<string> };
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

/** The page language and its texts, as the server resolved them. */
export function useSite(): { lang: Lang; m: Messages; origin: string } {
  const data = useRootData();
  return { lang: data?.lang ?? DEFAULT_LANG, m: data?.messages ?? FALLBACK_MESSAGES, origin: data?.origin ?? "" };
}
