import type { Lang } from "~/i18n/lang";
import type { Messages } from "~/i18n/messages";
import { FALLBACK_MESSAGES, type RootData } from "~/lib/site";
import { company } from "~/config/company";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The language and texts from the root loader, for a route's `meta` function. The texts come from
 * the loader data (not from the dictionaries module) so the browser never downloads both languages.
 */
export function rootFromMatches(matches: ReadonlyArray<MatchLike>): { lang: Lang; m: Messages } {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<RootData> | undefined;
  const lang: Lang = root?.lang === "en" ? "en" : "es";
  return { lang, m: root?.messages ?? FALLBACK_MESSAGES };
}

/** `<title>` and description; the site name is appended to the title. */
export function titleAndDescription(title: string, description: string) {
  return [{ title: `${title} | ${company.name}` }, { name: "description", content: description }];
}
