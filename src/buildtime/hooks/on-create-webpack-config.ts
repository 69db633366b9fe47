import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { themeColours } from "../design-tokens";
import { buildNow } from "../clock";
import { FEATURES } from "../features";

/** The parts of Gatsby's webpack configuration read here: Gatsby's own, not a documented API (docs/reliances.md). */
interface WebpackPlugin {
  constructor: { name: string };
}

interface WebpackRuleLike {
  loader?: string;
  options?: { modules?: unknown };
  use?: WebpackRuleLike[] | WebpackRuleLike;
  oneOf?: WebpackRuleLike[];
  rules?: WebpackRuleLike[];
}

interface WebpackConfig {
  plugins: WebpackPlugin[];
  module: { rules: WebpackRuleLike[] };
  devtool?: string | false;
  /** webpack's own option (its docs, "Cache"). */
  cache?: false | object;
  /** webpack's own option (its docs, "Other Options"). */
  ignoreWarnings?: ({ message: RegExp } | RegExp)[];
}

/**
 * Whether the browser's bundle writes webpack's cache to disk: not where `WEBPACK_CACHE=off` says the
 * build's `.cache/` is thrown away before it is read again (`npm test`'s builds, a copy built cold), so
 * that writing it is work for nothing.
 */
const keepsWebpackCache = () => process.env.WEBPACK_CACHE !== "off";

/**
 * Short class names for the CSS modules of a production build. Gatsby names a class
 * `Button-module--button--1a2b3`, and every name is written in the JavaScript that maps a module's
 * classes as well as in the CSS and the HTML: with some forty modules that cost every route about a
 * kilobyte of gzipped first-load JavaScript. Both build stages (the server render and the browser's
 * bundle) hash the same file and class, so they agree; `gatsby develop` keeps the readable names.
 */
const PRODUCTION_CLASS_NAME = "[hash:base64:6]";

/** Sets the class names of every css-loader with CSS modules under `rule`; answers how many it set. */
export function shortenCssModuleNames(rule: WebpackRuleLike): number {
  const { modules } = rule.options ?? {};
  let changed = 0;
  if (rule.loader?.includes("css-loader") && typeof modules === "object" && modules !== null) {
    (modules as { localIdentName?: string }).localIdentName = PRODUCTION_CLASS_NAME;
    changed += 1;
  }
  const children = [rule.use, rule.oneOf, rule.rules].flat().filter((child) => child !== undefined);
  return children.reduce((sum, child) => sum + shortenCssModuleNames(child), changed);
}

/**
 * Gatsby's internal Partytown plugin, which every site's browser bundle lists among its plugins. Its one
 * browser API returns at once outside `gatsby develop`, yet what it requires (gatsby-script and
 * Partytown's integration, about 1.9 KB gzipped) came in every route's first-load JavaScript. The site
 * has no off-main-thread script, so the production bundle gets a plugin with no APIs in its place.
 */
export const PARTYTOWN_BROWSER_PLUGIN =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
export const PARTYTOWN_STAND_IN = path.join(process.cwd(), "src/buildtime/partytown-stand-in.ts");

/** Thrown when Gatsby's webpack configuration no longer has what this module changes (after an upgrade). */
class WebpackInternalsChanged extends Error {}

/** mini-css-extract-plugin's warning about the order of CSS modules, silenced by webpack's own `ignoreWarnings`. */
export const CSS_ORDER_WARNING = /\[mini-css-extract-plugin\]\s*Conflicting order/;

/**
 * What the site changes of webpack's configuration. The theme colour of the palette
 * (src/styles/global.css) is handed to the server render, which writes it in every page's head without
 * reading a file itself (a file read there would cost every incremental build all its pages), and the
 * build's year and each feature's constants (src/buildtime/feature.ts, BundleConstants: whether the Pix
 * page exists) to both bundles, decided from the nodes, which exist by the time Gatsby configures
 * webpack. The CSS modules are bundled without complaints about their order, by webpack's documented
 * `ignoreWarnings`: each module styles its own classes, and a module that builds on another composes it,
 * which css-loader places first; no rule depends on the order of the rest. A production build gives them
 * short class names (above), writes no source maps, which nothing of the site fetches and a host would
 * publish, and leaves out Gatsby's unused Partytown plugin (above); the server render's bundle keeps no
 * cache on disk (below). Where Gatsby's configuration has changed so that the class names are no longer
 * found, the build stops, naming what changed; what this relies on of Gatsby's configuration is listed in
 * docs/reliances.md with the test that fails when it changes (__tests__/gatsby-internals.test.ts), and
 * the plugin's absence from the scripts is checked by `npm run check:site`.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
  getConfig,
  getNodesByType,
  stage,
}) => {
  // Gatsby's typings give these three as bare Functions.
  const config = (getConfig as () => WebpackConfig)();
  const define = plugins.define as (definitions: Record<string, string>) => WebpackPlugin;
  const replace = plugins.normalModuleReplacement as (test: RegExp, resource: string) => WebpackPlugin;
  config.plugins.push(
    define({
      __THEME_COLOUR__: JSON.stringify(themeColours().theme),
      // The same in the server render and the browser's bundle, so the footer hydrates to what was built.
      __BUILD_YEAR__: JSON.stringify(new Date(buildNow()).getUTCFullYear()),
      ...Object.fromEntries(
        FEATURES.flatMap((feature) => Object.entries(feature.bundleConstants?.({ getNodesByType }) ?? {})).map(
          ([name, value]) => [name, JSON.stringify(value)],
        ),
      ),
    }),
  );
  if (stage === "build-javascript") {
    config.devtool = false;
    config.ignoreWarnings = [...(config.ignoreWarnings ?? []), { message: CSS_ORDER_WARNING }];
    config.plugins.push(replace(PARTYTOWN_BROWSER_PLUGIN, PARTYTOWN_STAND_IN));
  }
  // The server render's bundle without webpack's cache on disk (webpack's `cache` option), which
  // Gatsby turns on: writing it took a cold build's renderer from 9 to 26 s on two cores, and reading
  // it spares a warm build only 4 s. The browser's bundle keeps its cache, which spares a warm build 17 s,
  // unless the build says its cache is thrown away after it (docs/development.md, WEBPACK_CACHE).
  if (stage === "build-html" || (stage === "build-javascript" && !keepsWebpackCache())) config.cache = false;
  if (stage === "build-javascript" || stage === "build-html") {
    const shortened = config.module.rules.reduce((sum, rule) => sum + shortenCssModuleNames(rule), 0);
    if (shortened === 0)
      throw new WebpackInternalsChanged(
        `Gatsby's webpack configuration (${stage}) has no css-loader with modules any more`,
      );
  }
  actions.replaceWebpackConfig(config);
};
