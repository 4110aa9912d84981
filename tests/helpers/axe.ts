import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core's minified source, for a page to run: `axeViolations` evaluates it in a page that has
 * not got it yet, and a browser context that checks many pages adds it as an init script
 * (`context.addInitScript(AXE_SOURCE)`), which each page then compiles as it loads (about a third
 * of the cost of sending it afterwards).
 */
export const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const OPTIONS: RunOptions = { runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] };

/**
 * axe violations on the page (WCAG 2.0–2.2 A and AA tags), as readable strings; `include` limits
 * the check to one part of the page (a CSS selector).
 *
 * axe runs in the page itself, sent once per document. (@axe-core/playwright, used before, sent
 * its 650 KB source twice per check, and in its default mode opened a blank page to merge the
 * results of every frame: most of the time of a check. Our pages hold no frame of their own; the
 * only one, the contact page's map, is another site's, loaded after consent.) Only violations
 * carry the details of their nodes.
 */
export async function axeViolations(page: Page, include?: string): Promise<Array<string>> {
  type WithAxe = { axe?: { run(context: string | Document, options: RunOptions): Promise<AxeResults> } };
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === "function"))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(({ include, options }) => (window as WithAxe).axe!.run(include ?? document, options), { include, options: OPTIONS });
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
}
