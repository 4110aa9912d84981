/**
 * Company facts inside copy.
 *
 * Copy in app/content never states a company fact (years of experience, office hours, phone,
 * e-mail, address...) as a literal: it writes a `{token}` and the page fills it with
 * `localize(text, lang)` (or `fillTokens(text, lang)`), which reads the value from
 * `~/config/company` and `~/i18n/lang`. A page may pass extra values for its own tokens,
 * e.g. `{product}` in a quote message: `localize(msg, lang, { product: title })`.
 *
 * Call `localize` on every string that comes from app/content, even one without tokens today.
 */
import { company } from "~/config/company";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Lang, type Localized } from "~/i18n/lang";

import { CATEGORY_STORAGE_KEY } from "~/widgets/storage-keys";

function formatAddress(lang: Lang): string {
  const a = company.address;
  return lang === "es"
    ? `${a.street}, C.P. ${a.postalCode}, ${a.locality}, ${a.region}, México`
    : `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, Mexico`;
}

const tokenValues = {
  company: () => company.name,
  legalName: () => company.legalName,
  foundedYear: () => String(company.foundedYear),
  years: () => String(company.yearsOfExperience),
  divisions: () => String(company.divisions),
  experts: () => String(company.experts),
  replyHours: () => String(company.replyWithinHours),
  newsletterMonths: () => String(company.newsletterEveryMonths),
  email: () => company.email,
  phone: () => company.phone,
  whatsapp: () => company.whatsappDisplay,
  hours: (lang: Lang) => company.hours.label[lang],
  city: (lang: Lang) => company.city[lang],
  address: (lang: Lang) => formatAddress(lang),
  languageCookie: () => LANGUAGE_COOKIE,
  languageStorageKey: () => LANGUAGE_STORAGE_KEY,
  categoryStorageKey: () => CATEGORY_STORAGE_KEY,
} satisfies Record<string, (lang: Lang) => string>;

/** Names of the company tokens every content string may use, e.g. `{years}`. */
export type ContentToken = keyof typeof tokenValues;
export const CONTENT_TOKENS = Object.keys(tokenValues) as ContentToken[];

/** Values a page supplies for its own tokens, such as `{product}`. */
export type TokenValues = Readonly<Record<string, string | number>>;

const TOKEN_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function isContentToken(name: string): name is ContentToken {
  return Object.hasOwn(tokenValues, name);
}

/** Replaces `{token}`s with company facts (and `extra` values); unknown tokens are left as written. */
export function fillTokens(text: string, lang: Lang, extra?: TokenValues): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => {
    if (extra && Object.hasOwn(extra, name)) return String(extra[name]);
    if (isContentToken(name)) return tokenValues[name](lang);
    return whole;
  });
}

/** The text in `lang` with its tokens filled: `localize(hero.title, lang)`. */
export function localize(value: Localized<string>, lang: Lang, extra?: TokenValues): string {
  return fillTokens(value[lang], lang, extra);
}

/** Lists: `localizeAll(product.features, lang)`. */
export function localizeAll(values: readonly Localized<string>[], lang: Lang, extra?: TokenValues): string[] {
  return values.map((value) => localize(value, lang, extra));
}

/** Tokens in `text` that neither the company facts nor `allowed` define (for tests). */
export function unknownTokens(text: string, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const name = match[1] ?? "";
    if (!isContentToken(name) && !allowed.includes(name)) found.push(name);
  }
  return found;
}
