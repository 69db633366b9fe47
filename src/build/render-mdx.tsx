import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { mdxComponents } from "../components/mdx-components";

export type RenderResult = { ok: true; html: string } | { ok: false; error: string };

/** The position an MDX compiler message carries (a VFileMessage), when it has one. */
function positionOf(error: unknown): { line: number; column: number } | null {
  if (typeof error !== "object" || error === null) return null;
  const { line, column } = error as { line?: unknown; column?: unknown };
  return typeof line === "number" ? { line, column: typeof column === "number" ? column : 1 } : null;
}

/**
 * Renders a teaching's MDX body to HTML, once, at build time. The body is static text: compiled into
 * a component it would travel in its page's JavaScript and be hydrated by React for no interaction
 * at all, so it travels as HTML in the page data instead.
 *
 * `firstLine` is the line of the file where the body starts (after the frontmatter), so a syntax
 * error names the line an editor sees in the file.
 */
export async function renderMdxBody(body: string, shownPath: string, firstLine = 1): Promise<RenderResult> {
  // ESM-only package, loaded when the first teaching is rendered.
  const { evaluate } = await import("@mdx-js/mdx");
  try {
    const { default: Content } = await evaluate(body, { Fragment, jsx, jsxs, development: false });
    return { ok: true, html: renderToStaticMarkup(<Content components={mdxComponents} />) };
  } catch (error) {
    const position = positionOf(error);
    const where = position ? `${shownPath}:${position.line + firstLine - 1}:${position.column}` : shownPath;
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${where}: texto MDX inválido: ${reason} (veja "Cuidados com o texto" em CONTENT.md)` };
  }
}

/** The 1-based line of `source` where `body` begins (gatsby-plugin-mdx's body is the file minus its frontmatter). */
export function bodyFirstLine(source: string, body: string): number {
  const start = source.lastIndexOf(body);
  return start < 0 ? 1 : source.slice(0, start).split("\n").length;
}
