/**
 * The names of the widgets' contract (`./contract.ts`), as data for the contract's test. Scripts
 * import only their types (through `./contract.ts`), so none of this reaches the browser.
 */
export const WIDGET_ATTRIBUTES = [
  // Header and mobile menu (layout/Header.client.ts)
  "data-site-nav",
  "data-dropdown",
  "data-dropdown-toggle",
  "data-menu-open",
  "data-menu-close",
  "data-accordion-toggle",
  // Taps held before the script runs (widgets/early-input.ts)
  "data-early-click",
  // Scroll-to-top (layout/ScrollToTop.client.ts), which leaves the focus on the skip link
  "data-scroll-top",
  "data-skip-link",
  // Language preference mirrored into storage (widgets/language.client.ts)
  "data-lang-saved",
  // Reveal on scroll (widgets/reveal.client.ts)
  "data-reveal",
  // Busy forms and regions (widgets/busy-forms.client.ts, widgets/busy-navigation.lazy.client.ts)
  "data-busy-submit",
  "data-busy-on-navigate",
  "data-busy-note",
  // Home hero video (marketing/HeroMedia.lazy.client.ts)
  "data-hero-media",
  "data-hero-poster",
  "data-hero-shade",
  "data-hero-toggle",
  "data-webm",
  "data-mp4",
  // Map consent (marketing/MapEmbed.lazy.client.ts)
  "data-map",
  "data-map-load",
  "data-map-frame-box",
  "data-map-consent",
  "data-embed-src",
  "data-frame-title",
  // Product image placeholder (marketing/ProductCard.lazy.client.ts)
  "data-fallback-label",
  // Home → products hand-off and the division filter (marketing/CategoryFilter.lazy.client.ts)
  "data-category",
  "data-category-filter",
  "data-filter",
  // Share button (blog/ShareButton.lazy.client.ts)
  "data-share",
  "data-share-path",
  "data-share-title",
  "data-share-status",
  "data-share-state",
  "data-copied",
  "data-copy-failed",
  // Newsletter signup (newsletter/NewsletterSignup.client.ts)
  "data-newsletter-signup",
  "data-signup-status",
  "data-sending",
  "data-submit",
  "data-required",
  "data-invalid",
  "data-success",
  "data-error",
  "data-network",
  // Contact form (contact/ContactForm.lazy.client.ts)
  "data-contact-form",
  "data-lang",
  "data-field",
  "data-notice",
  "data-notice-server",
  "data-submit-label",
  "data-sending-label",
  // Markup the scripts clone (widgets/templates.ts)
  "data-template",
] as const;

/** The names of the `<template data-template=…>` elements scripts clone. */
export const TEMPLATE_NAMES = ["sending", "success", "error", "field-error", "email-suggestion", "share-status"] as const;
