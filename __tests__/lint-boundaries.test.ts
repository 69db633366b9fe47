/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { FEATURES } from "../src/buildtime/features";

/**
 * The boundary between the build's features, as lint draws it (eslint.config.mjs, src/buildtime/README.md,
 * "A feature's folder"): a feature's file may import what the build shares and src/shared/, never another
 * feature's folder, the hooks, the kind table or the list of features, however the import is written: the
 * rule reads the file an import leads to, not the words it is written in.
 * ESLint's own Linter runs the project's rules of src/buildtime/ on one import at a time, in a process of
 * its own, which loads the configuration as ESLint does (an ES module).
 */
const root = path.resolve(__dirname, "..");

const LINT = `
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import config, { FEATURE_FOLDERS } from "./eslint.config.mjs";
const boundaries = config.filter(
  (block) => block.rules?.["import/no-restricted-paths"],
);
const linter = new Linter({ configType: "flat", cwd: process.cwd() });
const cases = JSON.parse(process.argv[1]);
const refused = cases.map(([file, source]) =>
  linter
    .verify(
      "import thing from " + JSON.stringify(source) + ";\\nexport default thing;\\n",
      [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, ...boundaries],
      { filename: path.join(process.cwd(), file) },
    )
    .some((message) => message.ruleId === "import/no-restricted-paths"),
);
console.log(JSON.stringify({ features: FEATURE_FOLDERS, refused }));
`;

/** From a feature's file, the way up above the project's folder and back down into it by the folder's name. */
const roundAbout = `../../../../${path.basename(root)}/src/buildtime`;

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
  ["src/buildtime/editions/node-work.ts", `${roundAbout}/agenda/node-work`, true],
  ["src/buildtime/agenda/pages.ts", `${roundAbout}/features`, true],
  // What the build shares, the feature's own files and src/shared/'s folder of the same name: allowed.
  ["src/buildtime/editions/node-work.ts", "../../shared/agenda/listing", false],
  ["src/buildtime/editions/node-work.ts", "../content/rendered-body", false],
  ["src/buildtime/editions/node-work.ts", "./../content/rendered-body", false],
  ["src/buildtime/editions/node-work.ts", `${roundAbout}/editions/queries`, false],
  ["src/buildtime/editions/node-work.ts", "./queries", false],
  ["src/buildtime/agenda/pages.ts", "../feature", false],
];

describe("the features' boundary in lint", () => {
  it("refuses an import of another feature's folder, the hooks or the kind table, however spelt, and allows what the build shares", () => {
    const output = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", LINT, JSON.stringify(CASES.map(([file, source]) => [file, source]))],
      { cwd: root, encoding: "utf8" },
    );
    const { features, refused } = JSON.parse(output) as { features: string[]; refused: boolean[] };
    // Every feature of the one list, none left out by the way its import is written there.
    expect(features).toEqual(["agenda", "donations", "editions", "translations"]);
    expect(features).toHaveLength(FEATURES.length);
    expect(CASES.map(([file, source], index) => [file, source, refused[index]])).toEqual(
      CASES.map(([file, source, expected]) => [file, source, expected]),
    );
  });
});
