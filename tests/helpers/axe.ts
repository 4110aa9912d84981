import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe violations on the page (WCAG 2.0–2.2 A and AA tags), as readable strings; `include` limits
 * the check to one part of the page (a CSS selector).
 *
 * axe runs in the page itself ("legacy mode"): by default @axe-core/playwright also opens a blank
 * page, injects axe into it again and merges there the results of every frame, which doubled the
 * time of each check. Our pages hold no frame of their own (the only one, the contact page's map,
 * is another site's, loaded after consent). Only violations carry the details of their nodes.
 */
export async function axeViolations(page: Page, include?: string): Promise<Array<string>> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
}
