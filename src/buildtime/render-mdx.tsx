import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import type { MDXComponents } from "mdx/types";
import { mdxComponents } from "../components/mdx-components";
import { bodyProblems, describeBodyProblem, refuseCodeInBody } from "../shared/content-kinds/mdx-body";
import { pictureDimensions } from "./picture-dimensions";

/** A subtitle of the body: its anchor (the heading's id) and its text, for the table of contents. */
interface BodyHeading {
  id: string;
  text: string;
}

export type RenderResult = { ok: true; html: string; headings: BodyHeading[] } | { ok: false; error: string };

/** The few properties of a HAST node (the HTML syntax tree) that the headings' walk reads. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/**
 * A rehype plugin that records the body's subtitles once rehype-slug has given them their ids. An
 * editor's `#` is a subtitle too: the page shows it as an <h2> (mdx-components.tsx).
 */
function collectSubtitles(headings: BodyHeading[]) {
  return () => (tree: HastNode) => {
    const visit = (node: HastNode) => {
      const id = node.properties?.id;
      if ((node.tagName === "h1" || node.tagName === "h2") && typeof id === "string") {
        headings.push({ id, text: textOf(node).replace(/\s+/g, " ").trim() });
        return;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

/**
 * Renders a teaching's MDX body to HTML, once, at build time, with its subtitles (for the table of
 * contents) and its pictures' sizes (picture-dimensions.ts). The body is static text: compiled into a
 * component it would travel in its page's JavaScript and be hydrated by React for no interaction at
 * all, so it travels as HTML in the page data instead. The body is data, never code: the first plugin refuses, before anything is compiled,
 * every construct MDX would run (src/shared/content-kinds/mdx-body.ts).
 *
 * `firstLine` is the line of the file where the body starts (after the frontmatter), so an error
 * names the line an editor sees in the file. `components` renders the elements for somewhere else than
 * the site's pages (an edition's e-mail, src/buildtime/editions/email-body.tsx).
 */
export async function renderMdxBody(
  body: string,
  shownPath: string,
  firstLine = 1,
  components: MDXComponents = mdxComponents,
): Promise<RenderResult> {
  // ESM-only packages, loaded when the first teaching is rendered.
  const { evaluate } = await import("@mdx-js/mdx");
  const { default: rehypeSlug } = await import("rehype-slug");
  const headings: BodyHeading[] = [];
  try {
    // Every heading gets an id made from its text (GitHub's rule: the same text always gives the same
    // anchor, a repeated one gets -1, -2), so a link to a subtitle keeps working while the text stands.
    const { default: Content } = await evaluate(body, {
      Fragment,
      jsx,
      jsxs,
      development: false,
      remarkPlugins: [refuseCodeInBody],
      rehypePlugins: [rehypeSlug, collectSubtitles(headings), pictureDimensions()],
    });
    return { ok: true, html: renderToStaticMarkup(<Content components={components} />), headings };
  } catch (error) {
    const place = { file: shownPath, firstLine };
    return {
      ok: false,
      error: bodyProblems(error)
        .map((problem) => describeBodyProblem(problem, place))
        .join("\n"),
    };
  }
}

/** The 1-based line of `source` where `body` begins (gatsby-plugin-mdx's body is the file minus its frontmatter). */
export function bodyFirstLine(source: string, body: string): number {
  const start = source.lastIndexOf(body);
  return start < 0 ? 1 : source.slice(0, start).split("\n").length;
}
