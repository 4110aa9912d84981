/** Hooks that give components the language and interface texts the server resolved. */
import { useRouteLoaderData } from "react-router";
import { dictionaries, type Messages } from "~/i18n/messages";
import { DEFAULT_LANG, type Lang } from "~/i18n/lang";

export type RootData = {
  lang: Lang;
  langSaved: boolean;
  messages: Messages;
  origin: string;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The page language and its texts; falls back to Spanish when the root loader did not run (error screens). */
export function useSite(): { lang: Lang; m: Messages; origin: string } {
  const data = useRootData();
  const lang = data?.lang ?? DEFAULT_LANG;
  return { lang, m: data?.messages ?? dictionaries[lang], origin: data?.origin ?? "" };
}
