/**
 * The one script public pages load (ADR 0013). Public pages are complete server-rendered documents
 * (links and forms work without it); this adds the behaviour that needs a script, feature by
 * feature, each doing nothing on a page without its markup. Page-specific features with weight of
 * their own (the contact form's validation) are separate chunks loaded only where they are used.
 *
 * Never import a React component or anything that imports React here: this bundle must stay a
 * few kilobytes.
 */
import { replayEarlyInput } from "~/lib/early-input";
import { enhanceCatalogue } from "./catalogue";
import { enhanceBusyForms } from "./forms";
import { enhanceHeroVideo } from "./hero-video";
import { enhanceImageFallbacks } from "./image-fallback";
import { mirrorLanguagePreference } from "./language";
import { enhanceMap } from "./map";
import { enhanceNavigation } from "./navigation";
import { enhanceNewsletterSignup } from "./newsletter-signup";
import { enhanceReveal } from "./reveal";
import { enhanceScrollToTop } from "./scroll-to-top";

const features: Array<() => void> = [
  mirrorLanguagePreference,
  enhanceNavigation,
  enhanceScrollToTop,
  enhanceImageFallbacks,
  enhanceHeroVideo,
  enhanceReveal,
  enhanceCatalogue,
  enhanceMap,
  // Every public page has the signup (the footer's), so it is part of this bundle, not a chunk.
  enhanceNewsletterSignup,
  enhanceBusyForms,
];

/** Loaded on demand: only the pages that have the feature's markup download its chunk. */
const onDemand: Array<[selector: string, load: () => Promise<{ enhance: () => void }>]> = [
  // Validation needs the shared Zod schema (~24 KiB gzipped): only the contact page pays for it.
  ["[data-contact-form]", () => import("./contact-form")],
  ["[data-share]", () => import("./share")],
  ["[data-busy-on-navigate]", () => import("./busy-navigation")],
];

async function start(): Promise<void> {
  for (const feature of features) {
    try {
      feature();
    } catch (error) {
      // One broken feature must not take the others down; the page works without it.
      console.error(error);
    }
  }
  await Promise.all(
    onDemand
      .filter(([selector]) => document.querySelector(selector))
      .map(([, load]) =>
        load()
          .then((m) => m.enhance())
          .catch((error: unknown) => console.error(error)),
      ),
  );
  // Marks the page as interactive (tests wait for it), then replays taps held until now.
  document.documentElement.dataset.hydrated = "true";
  setTimeout(replayEarlyInput, 0);
}

void start();
