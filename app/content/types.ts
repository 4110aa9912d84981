/**
 * Shapes shared by the content modules. Every piece of copy is `Text` (both languages side by
 * side), so a missing translation is a type error. Lists are arrays of `Text`, which keeps each
 * Spanish item next to its English one. Strings may hold `{token}`s: see ./tokens.ts.
 */
import type { Localized } from "~/i18n/lang";

/** One piece of copy in both languages. */
export type Text = Localized<string>;

/** The top band of an inner page. */
export interface PageHero {
  /** Short label of the page, for the breadcrumb ("Nosotros"). */
  breadcrumb: Text;
  /** Small label above the title. */
  eyebrow: Text;
  title: Text;
  description: Text;
}

/** A section heading with its lead paragraph. */
export interface SectionIntro {
  eyebrow?: Text;
  title: Text;
  intro: Text;
}

/** A titled card or list entry. */
export interface TitledText {
  title: Text;
  description: Text;
}

/** A closing call-to-action band. Where the buttons lead is the page's business. */
export interface CallToAction {
  title: Text;
  description: Text;
  primaryLabel: Text;
  secondaryLabel: Text;
}

/** A catalogue product in one language, as a product card shows it. */
export type ProductView = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  highlights: Array<{ label: string; value: string }>;
  image: string;
};

/** The interface texts of a product card, in one language. */
export type ProductViewLabels = {
  featuresHeading: string;
  highlightsHeading: string;
  quoteLabel: string;
  imageFallback: string;
};
