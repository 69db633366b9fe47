const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

/**
 * Names of the ESM-only packages installed (package.json "type": "module"), which jest, running
 * CommonJS, must compile: the MDX compiler and its unified dependencies, loaded by the build-time
 * renderer (src/buildtime/render-mdx.tsx). Read from node_modules so the list follows the lock file.
 */
function esmPackages(dir = path.join(__dirname, "node_modules"), names = new Set()) {
  if (!fs.existsSync(dir)) return names;
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@")) {
      for (const scoped of fs.readdirSync(path.join(dir, entry)))
        visit(path.join(dir, entry, scoped), `${entry}/${scoped}`);
    } else {
      visit(path.join(dir, entry), entry);
    }
  }
  function visit(packageDir, name) {
    try {
      if (JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")).type === "module") names.add(name);
    } catch {
      // Not a package (a loose file or a folder without package.json).
    }
    esmPackages(path.join(packageDir, "node_modules"), names);
  }
  return names;
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const compiled = ["gatsby", "gatsby-script", "gatsby-link", ...esmPackages()].map(escape).join("|");

// Set up as Gatsby's unit-testing guide describes: Babel with Gatsby's preset, TypeScript, a mock of
// the gatsby module (__mocks__/gatsby.tsx) and the loader shim.
const base = {
  testEnvironment: "jsdom",
  // With the waits' bound of jest.setup.ts: a test ends when its state comes, never on a clock a busy
  // machine can outlast.
  testTimeout: 30_000,
  testEnvironmentOptions: { url: "http://localhost/" },
  // The first pattern a file matches decides: the ESM packages not ignored below by esbuild (jest-esm.js).
  transform: {
    "/node_modules/.+\\.m?js$": "<rootDir>/jest-esm.js",
    "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.module\\.css$": "<rootDir>/__mocks__/css-module.js",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  modulePathIgnorePatterns: ["<rootDir>/.bench", "<rootDir>/.cms", "<rootDir>/.exemplos"],
  // Only the package after a path's last node_modules/ decides: an ESM package nested in another's
  // node_modules (light-my-request's cookie, under Fastify's inject) is compiled too.
  transformIgnorePatterns: [`node_modules/(?!.*node_modules/)(?!(${compiled})/)`],
  resolver: "<rootDir>/jest-resolver.js",
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

/**
 * Two projects: `unit`, the code on its own (`npm run test:unit`), and `built`, the pages as the builds
 * wrote them in public/ and .exemplos/public/ (`__tests__/built/`, run by `npm run check:site` once both
 * builds exist): what the HTML alone shows is checked there, without a browser (docs/testing.md).
 */
module.exports = {
  // One worker per core (the cores this process may use: `taskset -c 0` leaves one); in `npm test` the
  // built pages' check and the static checks share them (scripts/test.mjs).
  maxWorkers: os.availableParallelism(),
  // A global option: jest reads it here, not in a project's config (there the default 5 s applied).
  testTimeout: base.testTimeout,
  // How long a worker may take to exit once the run is over, before jest kills it and warns of a leak:
  // the default 500 ms was outlasted under the suite's load (the warning came with no open handle, and
  // never on a run alone), so that the warning is kept for what it means.
  workerGracefulExitTimeout: 10_000,
  projects: [
    { ...base, displayName: "unit", testMatch: ["<rootDir>/__tests__/*.test.[jt]s?(x)"] },
    { ...base, displayName: "built", testMatch: ["<rootDir>/__tests__/built/*.test.[jt]s?(x)"] },
  ],
};
