import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.2 A and AA rules of axe-core (with those of 2.0 and 2.1, which axe tags apart). Only the violations are asked for in detail: axe then keeps one
 * node of each passed rule instead of all, which spares it most of its work on a page that passes.
 * In axe's legacy mode, which runs in the page itself: the default mode finishes each run in a blank
 * page of its own, to reach into frames of other origins, and that doubles the run's time. The site's
 * pages have no frame of their own making; the only ones are third parties' (a lesson's player once
 * pressed, the translation widget), whose insides are theirs to check, and whose <iframe> element axe
 * still checks here (its title).
 */
/** The rules of those tags whose outcome colours decide: text's contrast, and a link told from its text. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function expectNoViolations(page: Page, { scheme = "any" }: { scheme?: "any" | "dark" } = {}) {
  const builder = new AxeBuilder({ page });
  // The dark scheme changes colours alone (src/styles/global.css, `:root[data-theme="dark"]`: custom
  // properties of colour and `color-scheme`), so a page seen in it again is asked only what colours decide.
  if (scheme === "dark") builder.withRules(COLOUR_RULES);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]);
  const results = await builder
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}
