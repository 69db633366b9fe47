import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { Layout } from "./components/Layout";
import { LanguageProvider } from "./hooks/useLanguage";
import { mdxComponents } from "./components/mdx-components";

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** State that must survive navigation (the language) and the MDX components map, defined once. */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <LanguageProvider>
    <MDXProvider components={mdxComponents}>{element}</MDXProvider>
  </LanguageProvider>
);

/** The shared layout, applied to every page once. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
