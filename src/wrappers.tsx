import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./components/Layout";
import { LanguageProvider } from "./hooks/useLanguage";

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** State that must survive navigation: the language. */
export const wrapRootElement: WrapRoot = ({ element }) => <LanguageProvider>{element}</LanguageProvider>;

/** The shared layout, applied to every page once. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
