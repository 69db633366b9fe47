/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { BUILD_LEFTOVERS } from "../src/buildtime/site-files";
import { projectDirectory } from "../src/buildtime/gatsby-args";
import {
  makeInlineScriptsConstant,
  CONSTANT_SCRIPTS,
  parserInsertedScripts,
  startGatsbyScriptsByLoader,
} from "../src/buildtime/inline-scripts";
import {
  CSS_ORDER_WARNING,
  PARTYTOWN_STAND_IN,
  PARTYTOWN_BROWSER_PLUGIN,
  shortenCssModuleNames,
} from "../src/buildtime/hooks/on-create-webpack-config";
import { loadListPagePictures } from "../src/browser/teachings-index";
import { tamePath } from "../src/shared/address";
import { ROUTES } from "../src/shared/site";

/**
 * Where the site leans on Gatsby's internals, not on a documented API: each test names the reliance
 * and reads the installed Gatsby, so an upgrade that changes it fails here, by name, before a visitor
 * meets it. docs/reliances.md lists these with the site's other reliances and their tests.
 */
const gatsbyFile = (file: string) => fs.readFileSync(require.resolve(`gatsby/${file}`), "utf8");

describe("Gatsby's internals the site relies on", () => {
  it("the page data's path and shape, read by src/browser/teachings-index.ts for the cards' pictures", async () => {
    const { generatePageDataPath } = jest.requireActual<typeof import("gatsby-core-utils")>("gatsby-core-utils");
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own helper, not exported for import
    const helpers = require("gatsby/dist/utils/page-data-helpers") as {
      constructPageDataString: (page: Record<string, unknown>, result: string) => string;
    };
    const listPath = ROUTES.teachingsPage(2);
    const picture = { images: { fallback: { src: "/static/a.jpg" } }, layout: "constrained", width: 400, height: 225 };
    const result = JSON.stringify({
      data: {
        page: { nodes: [{ slug: "um-ensinamento", imagem: { childImageSharp: { gatsbyImageData: picture } } }] },
      },
      pageContext: {},
    });
    const body = helpers.constructPageDataString(
      { componentChunkName: "component---list", path: listPath, staticQueryHashes: [] },
      result,
    );
    const file = generatePageDataPath("/", listPath);
    const fetched: string[] = [];
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      fetched.push(url);
      return new Response(url === file ? body : "{}", { headers: { "content-type": "application/json" } });
    });
    const pictures = await loadListPagePictures(2);
    fetchSpy.mockRestore();
    expect(fetched).toEqual([file]);
    expect(pictures.get("um-ensinamento")).toEqual(picture);
  });

  it("the three inline scripts Gatsby writes in a page, made constant by src/buildtime/inline-scripts.ts", () => {
    // The page's path is written by the server render; the compilation hash and the chunk mapping by the
    // stats extractor, into the scripts' slice every page includes.
    const staticEntry = gatsbyFile("cache-dir/static-entry.js");
    const statsExtractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js");
    expect(staticEntry).toContain("`/*<![CDATA[*/window.pagePath=${JSON.stringify(");
    expect(staticEntry).toContain("id={`gatsby-script-loader`}");
    expect(statsExtractor).toContain("`window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`");
    expect(statsExtractor).toContain('id="gatsby-chunk-mapping"');
    expect(statsExtractor).toContain('`<script>window.___webpackCompilationHash="${stats.hash}";</script>`');
    // The same scripts, as those templates print them, come out constant.
    const page =
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify("/a/")};/*]]>*/</script>` +
      `<script>window.___webpackCompilationHash="abc123";</script>` +
      `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(
        JSON.stringify({ app: ["/app.js"] }),
      )};\n          </script>`;
    const rewritten = makeInlineScriptsConstant(page);
    const { startScripts: _loader, ...gatsbys } = CONSTANT_SCRIPTS;
    for (const script of Object.values(gatsbys)) expect(rewritten).toContain(`>${script}</script>`);
    expect(rewritten).not.toMatch(/window\.pagePath="|___webpackCompilationHash="|___chunkMapping="/);
  });

  it("the external scripts Gatsby writes in a page, started by the loader of src/buildtime/inline-scripts.ts", () => {
    // The stats extractor writes the app's scripts into the scripts' slice every page includes, each an
    // async script (and a nomodule one per polyfill, were the browsers list to need one: the build would
    // then stop on it, naming it, since the loader starts only these).
    const statsExtractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js");
    const template = 'assetSliceContents.push(`<script src="${this.publicPath}/${asset}" async></script>`)';
    expect(statsExtractor).toContain(template);
    const page = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
      .map((asset) => `<script src="${asset}" async></script>`)
      .join("");
    expect(parserInsertedScripts(startGatsbyScriptsByLoader(page))).toEqual([]);
  });

  it("the webpack rules and plugin changed by src/buildtime/hooks/on-create-webpack-config.ts", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own helper, not exported for import
    const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
      createWebpackUtils: (
        stage: string,
        program: { directory: string; browserslist: string[] },
      ) => {
        rules: { cssModules: () => Parameters<typeof shortenCssModuleNames>[0] };
        plugins: { extractText: () => { constructor: { name: string } } };
      };
    };
    const utils = createWebpackUtils("build-javascript", {
      directory: path.resolve(__dirname, ".."),
      browserslist: [">0.25%", "not dead"],
    });
    expect(shortenCssModuleNames(utils.rules.cssModules())).toBeGreaterThan(0);
    // The order warning webpack's ignoreWarnings silences is the one the CSS extractor Gatsby uses writes.
    const extractor = utils.plugins.extractText().constructor.name;
    expect(extractor).toBe("MiniCssExtractPlugin");
    // Its first two lines, as the plugin writes them, with the name it exports (not one written here).
    const extractorFile = require.resolve("mini-css-extract-plugin/dist/index.js");
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's own name, read from its build
    const { pluginName } = require(extractorFile) as { pluginName: string };
    expect(fs.readFileSync(extractorFile, "utf8")).toContain(
      "[`chunk ${chunk.name || chunk.id} [${pluginName}]`, 'Conflicting order. Following module has been added:'",
    );
    expect(`chunk styles [${pluginName}]\nConflicting order. Following module has been added:`).toMatch(
      CSS_ORDER_WARNING,
    );
  });

  it("the Partytown browser plugin, left out of the production bundle by src/buildtime/hooks/on-create-webpack-config.ts", () => {
    // Gatsby adds it to every site, and its only browser API does nothing outside `gatsby develop`.
    expect(gatsbyFile("dist/bootstrap/load-plugins/load-internal-plugins.js")).toContain(
      "`../../internal-plugins/partytown`",
    );
    const pluginFile = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");
    expect(pluginFile).toMatch(PARTYTOWN_BROWSER_PLUGIN);
    const plugin = fs.readFileSync(pluginFile, "utf8");
    const apis = new Set([...plugin.matchAll(/^exports\.(\w+) =/gm)].map((match) => match[1]));
    expect([...apis]).toEqual(["__esModule", "onInitialClientRender"]);
    expect(plugin).toMatch(
      /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/,
    );
    expect(fs.existsSync(PARTYTOWN_STAND_IN)).toBe(true);
  });

  it("the decodings of an address by Gatsby's loader and router, which src/shared/address.ts survives", () => {
    // The loader decodes the whole path once to find the page; the router decodes each segment it
    // matches once more (and the loader again for a client-only route).
    expect(gatsbyFile("cache-dir/find-path.js")).toContain("decodeURIComponent(newRawPathname)");
    // The router Gatsby bundles, found from Gatsby's own folder: npm may not hoist it (it does not
    // with React 19, whose version Gatsby's router does not list).
    const router = require.resolve("@gatsbyjs/reach-router", { paths: [path.dirname(require.resolve("gatsby"))] });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved above
    const { match } = require(router) as {
      match: (route: string, uri: string) => { params: Record<string, string> } | null;
    };
    for (const [address, id] of [
      ["/ensinos/100%25/", "100%"],
      ["/ensinos/%252E%252E/", "%2E%2E"],
      ["/ensinos/%C0%AE/", "%C0%AE"],
    ] as const) {
      const tamed = tamePath(address);
      const found = decodeURIComponent(decodeURIComponent(tamed));
      expect(match("/ensinos/:id", found)?.params.id).toBe(id);
    }
  });

  it("the files Gatsby leaves in public/, removed by src/buildtime/site-files.ts", () => {
    const gatsbySources = [
      "dist/utils/gatsby-webpack-stats-extractor.js",
      "dist/internal-plugins/partytown/gatsby-node.js",
    ]
      .map(gatsbyFile)
      .join("\n");
    for (const name of BUILD_LEFTOVERS) expect(gatsbySources).toContain(name);
  });

  it("Gatsby's own renderer of a page's body, which gatsby-ssr.tsx's replaceRenderer writes as it does but for one option", () => {
    // The API (replaceRenderer, replaceBodyHTMLString) is documented; what Gatsby does without it is not:
    // React's streaming renderer on the body, written once everything is ready, and a redirect of
    // @reach/router thrown while rendering ignored (the site renders none: src/buildtime/render-page.ts).
    const entry = gatsbyFile("cache-dir/static-entry.js");
    expect(entry).toMatch(/apiRunnerAsync\(`replaceRenderer`, \{\s*bodyComponent,\s*replaceBodyHTMLString,/);
    const own = /if \(!bodyHtml\) \{([\s\S]*?)\n {4}\}\n/.exec(entry)?.[1] ?? "";
    expect(own).toMatch(
      /renderToPipeableStream\(bodyComponent, \{\s*onAllReady\(\) \{\s*pipe\(writableStream\)\s*\},\s*onError\(error\) \{\s*writableStream\.destroy\(error\)\s*\},\s*\}\)/,
    );
    expect(own).toMatch(/if \(!isRedirect\(e\)\) throw e/);
  });

  it("the first page's onPreRouteUpdate without a previous location, which gatsby-browser.tsx tells from a route change", () => {
    // Gatsby's API documentation names `prevLocation` but not what it is on the first page.
    const navigation = gatsbyFile("cache-dir/navigation.js");
    expect(navigation).toMatch(/onPreRouteUpdate\(props\.location, null\)/);
    expect(navigation).toMatch(/onPreRouteUpdate\(nextProps\.location, this\.props\.location\)/);
  });

  it("the project's folder in the store's program state, which src/buildtime/gatsby-args.ts reads", () => {
    // The store is in every Node API's arguments, documented as internal; its `program` holds the folder
    // `gatsby build` and `gatsby develop` run in, set from their arguments.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own reducer, not exported for import
    const { programReducer } = require("gatsby/dist/redux/reducers/program") as {
      programReducer: (state: undefined, action: { type: string; payload: object }) => { directory: string };
    };
    const state = programReducer(undefined, { type: "SET_PROGRAM", payload: { directory: "/site" } });
    expect(projectDirectory({ getState: () => ({ program: state }) })).toBe("/site");
    expect(gatsbyFile("dist/services/initialize.js")).toMatch(/const siteDirectory = program\.directory;/);
  });

  it("Parcel's workers, none with PARCEL_WORKERS=0 (npm run build), so gatsby-config.ts and gatsby-node.ts compile in the build's own process", async () => {
    // Gatsby compiles the two files with Parcel and gives it no farm of its own making, so Parcel makes
    // one as its environment says; one worker process more, loading Parcel again, took the step from 8
    // to 20 s on two cores.
    expect(gatsbyFile("dist/utils/parcel/compile-gatsby-files.js")).not.toMatch(/workerFarm/);
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.build).toMatch(/\bPARCEL_WORKERS=0 gatsby build\b/);
    const before = process.env.PARCEL_WORKERS;
    process.env.PARCEL_WORKERS = "0";
    // The Parcel that Gatsby's compile loads, resolved from Gatsby's own folder.
    const gatsbysParcel = require.resolve("@parcel/core", {
      paths: [path.dirname(require.resolve("gatsby/package.json"))],
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Parcel's farm as Gatsby's compile makes it, not a public type
    const { createWorkerFarm } = require(gatsbysParcel) as {
      createWorkerFarm: () => { shouldUseRemoteWorkers: () => boolean; end: () => Promise<void> };
    };
    const farm = createWorkerFarm();
    try {
      expect(farm.shouldUseRemoteWorkers()).toBe(false);
    } finally {
      await farm.end();
      if (before === undefined) delete process.env.PARCEL_WORKERS;
      else process.env.PARCEL_WORKERS = before;
    }
  });
});
