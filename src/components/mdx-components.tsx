import React from "react";
import type { MDXComponents } from "mdx/types";

/**
 * Elements of article bodies. Headings shift one level down: the page's <h1> is the title from the
 * frontmatter, so an editor's `#` must not create a second one. The body's look comes from the
 * article's stylesheet (ArticleView.module.css), which styles its plain elements.
 */
export const mdxComponents: MDXComponents = {
  h1: ({ children, ...props }) => <h2 {...props}>{children}</h2>,
};
