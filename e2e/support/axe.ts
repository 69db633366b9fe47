import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

declare global {
  interface Window {
    /** axe-core, once its source has run in the document (withAxe). */
    axe: typeof axe;
  }
}

/**
 * axe-core run in the page itself (axe's "legacy" way, in each frame's own document): the site's pages
 * have no frame of their own making; the only ones are third parties' (a lesson's player once pressed,
 * the translation widget), whose insides are theirs to check, and whose <iframe> element axe still
 * checks here (its title).
 *
 * Without a wrapper library: @axe-core/playwright sent axe's 550 KB source to the page and evaluated
 * it twice on every run, even in a document that had it already, which took four fifths of a run's
 * time (about 0.9 s for a run of 0.16 s on /quem-somos/). Here the source goes to a document once,
 * and a second run in it (the dark scheme's) costs only the run.
 */
async function withAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => "axe" in window)) continue;
      await frame.evaluate(axe.source);
      // Only frames of the page's origin answer axe's messages, as in @axe-core/playwright's own legacy mode.
      await frame.evaluate(() => window.axe.configure({ allowedOrigins: ["<same_origin>"] }));
    } catch {
      // A frame that went away, or one the browser shows an error in (a third party's, offline).
    }
  }
}

/** WCAG 2.2 A and AA rules of axe-core (with those of 2.0 and 2.1, which axe tags apart). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/** The rules of those tags whose outcome colours decide: text's contrast, and a link told from its text. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function expectNoViolations(page: Page, { scheme = "any" }: { scheme?: "any" | "dark" } = {}) {
  await withAxe(page);
  const options: axe.RunOptions = {
    // The dark scheme changes colours alone (src/styles/global.css, `:root[data-theme="dark"]`: custom
    // properties of colour and `color-scheme`), so a page seen in it again is asked only what colours decide.
    runOnly: scheme === "dark" ? { type: "rule", values: COLOUR_RULES } : { type: "tag", values: WCAG_TAGS },
    // Only the violations in detail: axe then keeps one node of each passed rule instead of all, which
    // spares it most of its work on a page that passes.
    resultTypes: ["violations"],
  };
  const violations = await page.evaluate(
    async (runOptions) =>
      (await window.axe.run(document, runOptions)).violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      })),
    options,
  );
  expect(violations).toEqual([]);
}
