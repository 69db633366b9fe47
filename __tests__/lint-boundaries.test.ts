/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { FEATURES } from "../src/buildtime/features";

/**
 * The boundaries between the folders of src/, as lint draws them (eslint.config.mjs, the folders' READMEs):
 * where the code runs decides what it may import, and a feature's file (src/buildtime/README.md, "A
 * feature's folder") may import what the build shares and src/shared/, never another feature's folder, the
 * hooks, the kind table or the list of features; however the import is written, since the rule reads the
 * file an import leads to, not the words it is written in.
 * ESLint's own Linter runs the project's rule on one import at a time, in a process of its own, which loads
 * the configuration as ESLint does (an ES module).
 */
const root = path.resolve(__dirname, "..");

const LINT = `
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import config, { FEATURE_FOLDERS } from "./eslint.config.mjs";
const boundaries = config.filter((block) => block.rules?.["import/no-restricted-paths"]);
const linter = new Linter({ configType: "flat", cwd: process.cwd() });
const cases = JSON.parse(process.argv[1]);
// Each case's messages: the rule's by its name, any other (a file no configuration matches) by its words.
const messages = cases.map(([file, source]) =>
  linter
    .verify(
      "import thing from " + JSON.stringify(source) + ";\\nexport default thing;\\n",
      [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, ...boundaries],
      { filename: path.join(process.cwd(), file) },
    )
    .map((message) => message.ruleId ?? message.message),
);
console.log(JSON.stringify({ features: FEATURE_FOLDERS, messages }));
`;

/** From a file `depth` folders below the project's, the way up above it and back down into its src/ by its name. */
const roundAbout = (depth: number) => `${"../".repeat(depth + 1)}${path.basename(root)}/src`;

const CASES: [file: string, source: string, refused: boolean][] = [
  ["src/buildtime/editions/node-work.ts", "../agenda/node-work", true],
  ["src/buildtime/editions/node-work.ts", "./../agenda/node-work", true],
  ["src/buildtime/editions/node-work.ts", "../../buildtime/agenda/node-work", true],
  ["src/buildtime/editions/node-work.ts", "../translations", true],
  ["src/buildtime/agenda/pages.ts", "../editions/queries", true],
  ["src/buildtime/agenda/pages.ts", "../hooks/create-pages", true],
  ["src/buildtime/agenda/pages.ts", "../nodes", true],
  ["src/buildtime/agenda/pages.ts", "../features", true],
  // Another feature's folder however its path is spelt.
  ["src/buildtime/editions/node-work.ts", ".././agenda/node-work", true],
  ["src/buildtime/editions/node-work.ts", "../content/../agenda/node-work", true],
  ["src/buildtime/editions/node-work.ts", `${roundAbout(3)}/buildtime/agenda/node-work`, true],
  ["src/buildtime/agenda/pages.ts", `${roundAbout(3)}/buildtime/features`, true],
  // What the build shares, the feature's own files and src/shared/'s folder of the same name: allowed.
  ["src/buildtime/editions/node-work.ts", "../../shared/agenda/listing", false],
  ["src/buildtime/editions/node-work.ts", "../content/rendered-body", false],
  ["src/buildtime/editions/node-work.ts", "./../content/rendered-body", false],
  ["src/buildtime/editions/node-work.ts", `${roundAbout(3)}/buildtime/editions/queries`, false],
  ["src/buildtime/editions/node-work.ts", "./queries", false],
  ["src/buildtime/agenda/pages.ts", "../feature", false],
  // The other folders of src/, by where their code runs: each refused import, then one allowed.
  ["src/shared/site.ts", "../browser/storage", true],
  ["src/shared/site.ts", `${roundAbout(2)}/buildtime/clock`, true],
  ["src/components/Header.tsx", "../buildtime/clock", true],
  ["src/components/Header.tsx", "../service/main", true],
  ["src/components/Header.tsx", "../shared/texts/catalogues", true],
  ["src/components/Header.tsx", `${roundAbout(2)}/shared/texts/catalogues/en`, true],
  ["gatsby-browser.tsx", "./src/buildtime/clock", true],
  ["src/wrappers.tsx", "./service/main", true],
  ["src/hooks/useLanguage.ts", "../components/Header", true],
  ["src/service/main.ts", "../browser/storage", true],
  ["src/admin/index.ts", "../hooks/useLanguage", true],
  ["src/buildtime/clock.ts", "../browser/storage", true],
  ["src/buildtime/clock.ts", "../hooks/useLanguage", true],
  ["src/components/Header.tsx", "../shared/texts/frame", false],
  ["src/hooks/useLanguage.ts", "../browser/language-state", false],
  ["src/service/main.ts", "../shared/site", false],
  ["src/buildtime/clock.ts", "../shared/site", false],
];

describe("the folders' boundaries in lint", () => {
  it("refuses an import of another feature's folder, the hooks or the kind table, or of a folder whose code runs elsewhere, however spelt, and allows the rest", () => {
    const output = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", LINT, JSON.stringify(CASES.map(([file, source]) => [file, source]))],
      { cwd: root, encoding: "utf8" },
    );
    const { features, messages } = JSON.parse(output) as { features: string[]; messages: string[][] };
    const RULE = "import/no-restricted-paths";
    // Every case linted by the rule, none passed for want of a configuration that lints its file.
    expect(messages.flat().filter((message) => message !== RULE)).toEqual([]);
    const refused = messages.map((ofCase) => ofCase.includes(RULE));
    // Every feature of the one list, none left out by the way its import is written there.
    expect(features).toEqual(["agenda", "donations", "editions", "translations"]);
    expect(features).toHaveLength(FEATURES.length);
    expect(CASES.map(([file, source], index) => [file, source, refused[index]])).toEqual(
      CASES.map(([file, source, expected]) => [file, source, expected]),
    );
  });
});
