// ESLint for the whole project (`npm run lint`, part of `npm test`, zero warnings allowed):
// typescript-eslint with type information, React and its hooks, jsx-a11y, named PascalCase GraphQL
// operations in the page queries, the boundary between the build's features by the files imports lead to
// (eslint-plugin-import), and Prettier's formatting left to Prettier. An import cycle in src/,
// types included, is madge's to refuse, and an export nothing imports knip's (package.json, "lint").
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import graphql from "@graphql-eslint/eslint-plugin";
import prettier from "eslint-config-prettier";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The folders of src/ whose code runs in the browser (the editor's, src/admin/, has rules of its own). */
const SITE_BROWSER_FOLDERS = ["browser", "components", "hooks", "pages", "templates"];

/** The site's code that runs in the browser. */
const SITE_BROWSER_CODE = [...SITE_BROWSER_FOLDERS.map((folder) => `src/${folder}/**`), "gatsby-browser.tsx"];

/**
 * The build's features (src/buildtime/README.md, "A feature's folder"): the folders the one list of
 * features imports (src/buildtime/features.ts). Each may import what the build shares, never another
 * feature's folder, nor the hooks and the kind table, which import it.
 */
export const FEATURE_FOLDERS = [
  ...fs
    .readFileSync(path.join(import.meta.dirname, "src/buildtime/features.ts"), "utf8")
    .matchAll(/^import \{ \w+ \} from "\.\/([\w-]+)";$/gm),
].map(([, folder]) => folder);

/** Folders and files of src/, as the zones below name them. */
const inSrc = (...names) => names.map((name) => `./src/${name}`);

/** Each feature's folder, and what it may not import: another feature's folder, the hooks, the kind table, the list. */
const featureZones = FEATURE_FOLDERS.flatMap((feature) => [
  {
    target: inSrc(`buildtime/${feature}`),
    from: inSrc(...FEATURE_FOLDERS.filter((other) => other !== feature).map((other) => `buildtime/${other}`)),
    message:
      "A feature never imports another feature's folder: what two features share goes in src/buildtime/ or src/shared/.",
  },
  {
    target: inSrc(`buildtime/${feature}`),
    from: inSrc("buildtime/hooks", "buildtime/nodes", "buildtime/features.ts"),
    message: "The hooks and the kind table import the features, never the reverse (src/buildtime/README.md).",
  },
]);

/** The site's code that runs in the browser, as a zone's files, with the wrapper of every page. */
const SITE_BROWSER_FILES = [...inSrc(...SITE_BROWSER_FOLDERS, "wrappers.tsx"), "./gatsby-browser.tsx"];

/**
 * Where the code runs decides what it may import: the folders say it (the README.md of each folder of
 * src/), and so do the build's features. Each zone names its files (`target`) and what they may not
 * import (`from`), read by the file an import leads to (eslint-plugin-import resolves it as Node does,
 * with TypeScript's extensions), however its path is spelt: `.././agenda`, or a climb above the
 * project's folder and back down by its name.
 */
const FOLDER_ZONES = [
  {
    target: inSrc("shared"),
    from: inSrc("buildtime", "browser", "components", "hooks", "service"),
    message: "src/shared runs anywhere: it imports only src/shared.",
  },
  {
    target: SITE_BROWSER_FILES,
    from: inSrc("buildtime"),
    message: "src/buildtime runs in Node at build time; the browser never loads it.",
  },
  {
    target: SITE_BROWSER_FILES,
    from: inSrc("service"),
    message: "src/service is a server of its own; the site talks to it over HTTP.",
  },
  {
    target: SITE_BROWSER_FILES,
    from: inSrc("shared/texts/catalogues"),
    message:
      "A language's texts reach its pages in their context (src/shared/page-language.ts); a bundle that imported them would carry every language to every page.",
  },
  {
    target: inSrc("hooks"),
    from: inSrc("components", "pages", "templates"),
    message: "A hook holds state and what it loads; what shows it is the component's, which passes it in.",
  },
  {
    target: inSrc("service"),
    from: inSrc("buildtime", "browser", "components", "hooks", "admin", "pages"),
    message: "src/service is a server of its own: it imports only src/shared (and its packages).",
  },
  {
    target: inSrc("admin"),
    from: inSrc("buildtime", "browser", "hooks", "service"),
    message:
      "src/admin runs in Decap's page with Decap's React: it uses src/shared and presentational components only.",
  },
  {
    target: inSrc("buildtime"),
    from: inSrc("browser", "hooks", "service"),
    message: "src/browser and src/hooks need a browser, src/service is a server; the build runs in Node.",
  },
  ...featureZones,
];

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".bench/",
      ".exemplos/",
      ".cms/",
      ".mensagens/",
      ".mensagens-e2e/",
      ".mensagens-e2e-exemplos/",
      "dist/",
      ".netlify/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
    ],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "detect" } },
  },
  { files: ["**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["src/**/*.tsx", "gatsby-*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    rules: {
      // Unused arguments are named with a leading underscore when a signature requires them.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Types come from TypeScript; prop-types would repeat them.
      "react/prop-types": "off",
    },
  },
  // Where the code runs decides what it may import: the folders say it (FOLDER_ZONES above).
  {
    files: ["src/**", "gatsby-browser.tsx"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] } } },
    rules: { "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: FOLDER_ZONES }] },
  },
  // Where the code runs decides its globals.
  {
    files: [...SITE_BROWSER_CODE, "src/admin/**", "__mocks__/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      "gatsby-*.ts",
      "gatsby-ssr.tsx",
      "src/buildtime/**",
      "src/service/**",
      "scripts/**",
      "e2e/**",
      "*.config.*",
      "*.js",
      "*.mjs",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["__tests__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    // `await act(async () => { ... })` is React's way to flush what the callback scheduled.
    rules: { "@typescript-eslint/require-await": "off" },
  },
  // Jest's configuration files are CommonJS, as Jest loads them.
  {
    files: ["jest.config.js", "jest-preprocess.js", "jest-esm.js", "jest-resolver.js", "loadershim.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Plain JavaScript (configuration files, scripts) is linted without type information.
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
  // The GraphQL of page queries and gatsby-node: every operation named, in PascalCase.
  { files: ["src/**/*.tsx", "gatsby-node.ts"], processor: graphql.processor },
  {
    files: ["**/*.graphql"],
    languageOptions: { parser: graphql.parser },
    plugins: { "@graphql-eslint": graphql },
    rules: {
      "@graphql-eslint/no-anonymous-operations": "error",
      "@graphql-eslint/naming-convention": ["error", { OperationDefinition: { style: "PascalCase" } }],
      "@graphql-eslint/no-duplicate-fields": "error",
    },
  },
  prettier,
);
