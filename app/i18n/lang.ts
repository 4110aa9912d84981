/** The two languages of the site. Spanish is the default and the fallback. */
export const LANGS = ["es", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "es";

/** A value given in both languages; the type system makes a missing language an error. */
export type Localized<T> = Record<Lang, T>;

export function isLang(value: unknown): value is Lang {
  return value === "es" || value === "en";
}

/** The localStorage key that mirrors the saved preference (`{product}-language`). */
export const LANGUAGE_STORAGE_KEY = "ardentia-language";
/** The cookie that stores the saved preference on the server side. */
export const LANGUAGE_COOKIE = "lang";
