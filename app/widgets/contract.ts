/**
 * The contract between the public widgets' markup (React components rendered on the server) and
 * their scripts (`*.client.ts`): every `data-*` attribute and `<template data-template>` name they
 * share is listed in `./contract-names.ts`; the template names are typed here. Scripts spell the names as plain string
 * literals (each call through a helper would cost bytes on every page);
 * `tests/unit/widget-contract.test.ts` fails when a script uses a name that is not in the contract,
 * or the contract holds a name that no component renders or no script uses.
 */
import type { TEMPLATE_NAMES } from "./contract-names";

/** What `cloneTemplate` may be asked for. */
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * The widgets loaded on demand (`*.lazy.client.ts`, each its own chunk), by file name without
 * `.lazy.client.ts`: the chunk is downloaded only on pages that hold markup matching the selector.
 */
export const LAZY_WIDGETS: Record<string, string> = {
  // Validation needs the shared Zod schema (~24 KiB gzipped): only the contact page pays for it.
  ContactForm: "form[data-contact-form]",
  ShareButton: "[data-share]",
  "busy-navigation": "[data-busy-on-navigate]",
  // One page each (home, contact, products): no other page pays for them.
  HeroMedia: "[data-hero-media]",
  MapEmbed: "[data-map]",
  // The home cards hand a division to the products page, whose filter reads it.
  CategoryFilter: "[data-category-filter], a[data-category]",
  ProductCard: "img[data-fallback-label]",
};

/** `/app/components/contact/ContactForm.lazy.client.ts` → `ContactForm`. */
export function lazyWidgetName(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.lazy\.client\.ts$/, "");
}
