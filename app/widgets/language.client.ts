import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLang } from "~/i18n/lang";

/** Mirrors a language the visitor chose (`?lang=` or the cookie) into localStorage and the cookie. */
export function enhance(): void {
  const html = document.documentElement;
  const lang = html.lang;
  if (!html.hasAttribute("data-lang-saved") || !isLang(lang)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private mode); the cookie still holds the preference.
  }
  if (!document.cookie.split("; ").some((c) => c === `${LANGUAGE_COOKIE}=${lang}`)) {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}
