import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The docs match the tree: every path of the repository's own folders that a README, the behaviour
 * document or a tool's configuration names exists (a glob matches at least one file). Placeholders are
 * written in braces or as an upper-case X (`src/components/X.module.css`) and are not paths.
 */
const root = path.resolve(__dirname, "..");
const FOLDERS = ["src", "e2e", "scripts", "deploy", "docs", "static", "__tests__"];
const CONFIGS = [
  "CONTENT.md",
  "docs/behaviour.md",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "jest.config.js",
  "playwright.config.ts",
  "eslint.config.mjs",
  "tsconfig.json",
  "netlify.toml",
  "package.json",
  ".gitignore",
  ".prettierignore",
];
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const documents = [...new Set([...tracked.filter((file) => file.endsWith("README.md")), ...CONFIGS])];
const PATH = new RegExp(`(?<![\\w./-])(?:${FOLDERS.join("|")})/[\\w.*/\\[\\]-]*`, "g");

/** A named path: the file or folder itself, or a glob that some file of the tree matches. */
function exists(named: string): boolean {
  const clean = named
    .replace(/[.,:;)]+$/, "")
    .replace(/\]$/, (bracket) => (named.includes("[") ? bracket : ""))
    .replace(/\/+$/, "");
  if (!clean.includes("*")) return fs.existsSync(path.join(root, clean));
  const pattern = new RegExp(
    `^${clean
      .split(/(\*\*\/?|\*)/)
      .map((part) => (part.startsWith("**") ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.[\]]/g, "\\$&")))
      .join("")}`,
  );
  return tracked.some((file) => pattern.test(file));
}

const isPlaceholder = (named: string) => /\{|\bX\b|<|\.\.\./.test(named);

describe("The docs and the configurations name only paths that exist", () => {
  it("finds the documents to read", () => {
    expect(documents.length).toBeGreaterThan(CONFIGS.length);
  });

  it.each(documents)("%s", (document) => {
    const text = fs.readFileSync(path.join(root, document), "utf8");
    const named = [...text.matchAll(PATH)].map((match) => match[0]).filter((found) => !isPlaceholder(found));
    const missing = named.filter((found) => !exists(found));
    expect(missing).toEqual([]);
  });
});
