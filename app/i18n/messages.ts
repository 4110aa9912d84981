import { en } from "./en";
import { es, type Messages } from "./es";
import type { Lang } from "./lang";

export type { Messages };

export const dictionaries: Record<Lang, Messages> = { es, en };

/** Fills `{name}` placeholders: fmt("Más de {years} años", { years: 20 }). */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const DATE_LOCALES: Record<Lang, string> = { es: "es-ES", en: "en-US" };

/** Formatters by language and options: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates in es-ES or en-US, long month. Always in UTC so server and client agree. */
export function formatDate(value: Date | string | number, lang: Lang, options?: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  const key = options ? `${lang}|${JSON.stringify(options)}` : lang;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
      ...options,
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
