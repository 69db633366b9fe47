import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The docs match the tree. Every path of the repository's own folders that a Markdown document (the
 * README, docs/, CONTENT.md, the folders' READMEs), a tool's configuration, a file of deploy/ or .ci/,
 * or a comment of the code names exists (a glob matches at least one file); every section a text cites
 * (`README, "Folder map"`, `docs/deploying.md, "nginx"`, `docs/behaviour.md: States`) is a heading of
 * that document; every relative link of a document reaches a file, and its #anchor a heading; and the
 * README's folder map lists what exists, with a README.md in each folder of src/ it lists; and each
 * of those READMEs names every file of its folder.
 * Placeholders are written in braces or as an X (`src/components/X.module.css`) and are not paths.
 */
const root = path.resolve(__dirname, "..");
const FOLDERS = ["src", "e2e", "scripts", "deploy", "docs", "static", "__tests__", "__mocks__"];
const CONFIGS = [
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
const markdown = tracked.filter((file) => file.endsWith(".md") && !file.startsWith("content/"));
const code = tracked.filter((file) =>
  /^(?:(?:src|scripts|e2e|__tests__|__mocks__)\/.*\.(?:tsx?|[cm]?js|css)|gatsby-[\w-]+\.tsx?)$/.test(file),
);
const deployment = tracked.filter((file) => file.startsWith("deploy/") || file.startsWith(".ci/"));

const PATH = new RegExp(`(?<![\\w./-])(?:${FOLDERS.join("|")})/[\\w.*/\\[\\]-]*`, "g");
/** A document cited with a section: quoted after it, or, after a colon, the words that begin a heading. */
const CITATION = /(?<![\w./-])(README|CONTENT\.md|docs\/[\w-]+\.md)(?:,?\s+(["'])([^"'\n]+)\2|:\s+([A-Z][\w ]*))/g;
const LINK = /!?\[[^\]]*\]\(([^)\s]+)\)/g;

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * The comments of a script or a stylesheet: what a reader takes for documentation. A `//` or `/*` is a
 * comment unless the innermost node of the parsed file around it is a string, a template, a regular
 * expression or JSX text.
 */
function comments(file: string, text: string): string {
  if (file.endsWith(".css")) return (text.match(/\/\*[\s\S]*?\*\//g) ?? []).join("\n");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const opening = /\/[/*]/g;
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const at = match.index;
    let node: ts.Node = source;
    for (let inner: ts.Node | undefined = source; inner;) {
      node = inner;
      inner = ts.forEachChild(node, (child) => (child.getStart(source) <= at && at < child.end ? child : undefined));
    }
    if (LITERALS.has(node.kind) && node.getStart(source) <= at) continue;
    const end = match[0] === "//" ? text.indexOf("\n", at) : text.indexOf("*/", at) + 2;
    const stop = end < at + 2 ? text.length : end;
    found.push(text.slice(at, stop));
    opening.lastIndex = stop;
  }
  return found.join("\n");
}

/** A file the build or a tool writes (`src/gatsby-types.d.ts`): git ignores it, and a fresh checkout lacks it. */
function isGenerated(file: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "--quiet", file], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** A named path: the file or folder itself, or a glob that some file of the tree matches. */
function exists(named: string): boolean {
  const clean = named
    .replace(/[.,:;)]+$/, "")
    .replace(/\]$/, (bracket) => (named.includes("[") ? bracket : ""))
    .replace(/\/+$/, "");
  if (!clean.includes("*")) return fs.existsSync(path.join(root, clean)) || isGenerated(clean);
  const pattern = new RegExp(
    `^${clean
      .split(/(\*\*\/?|\*)/)
      .map((part) => (part.startsWith("**") ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.[\]]/g, "\\$&")))
      .join("")}`,
  );
  return tracked.some((file) => pattern.test(file));
}

const isPlaceholder = (named: string) => /\{|\b[Xx]\b|<|\.\.\./.test(named);

/** The headings of a Markdown document, without their markup, outside code blocks. */
function headings(text: string): string[] {
  let fenced = false;
  return text.split("\n").flatMap((line) => {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line);
    return heading ? [heading[1].replace(/[`*_]/g, "")] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    headings(text).map((heading) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-");
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count ? `${slug}-${count}` : slug;
    }),
  );
}

const documentFile = (cited: string) => (cited === "README" ? "README.md" : cited);

/** What is wrong in one text of `file`: paths that are not there, sections and links that lead nowhere. */
function problems(file: string, text: string, isMarkdown = file.endsWith(".md")): string[] {
  const found: string[] = [];
  for (const [named] of text.matchAll(PATH))
    if (!isPlaceholder(named) && !exists(named)) found.push(`${file}: ${named} does not exist`);
  for (const [whole, cited, , quoted, words] of text.matchAll(CITATION)) {
    const target = documentFile(cited);
    if (!fs.existsSync(path.join(root, target))) {
      found.push(`${file}: ${whole} cites a document that does not exist`);
      continue;
    }
    const sections = headings(read(target));
    const resolves = quoted
      ? sections.some((heading) => heading === quoted || heading.startsWith(`${quoted} `))
      : sections.some((heading) => words === heading || words.startsWith(`${heading} `));
    if (!resolves) found.push(`${file}: ${whole.replace(/\s+/g, " ")} is not a section of ${target}`);
  }
  if (!isMarkdown) return found;
  let fenced = false;
  const prose = text
    .split("\n")
    .filter((line) => {
      if (line.startsWith("```")) fenced = !fenced;
      return !fenced;
    })
    .join("\n");
  for (const [, link] of prose.matchAll(LINK)) {
    if (/^[a-z]+:/.test(link)) continue;
    const [target, anchor] = link.split("#");
    const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
    if (!fs.existsSync(path.join(root, targetFile))) {
      found.push(`${file}: link ${link} leads to no file`);
    } else if (anchor !== undefined && !anchors(targetFile === file ? text : read(targetFile)).has(anchor)) {
      found.push(`${file}: link ${link} leads to no heading of ${targetFile}`);
    }
  }
  return found;
}

/** The README's folder map: each entry with its full path, from the indentation of the block. */
function folderMap(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith("Folder map"));
  const block = /```\n([\s\S]*?)```/.exec(section ?? "")?.[1] ?? "";
  const parents: string[] = [];
  return block.split("\n").flatMap((line) => {
    const entry = /^( {0,8})(\S+)/.exec(line);
    if (!entry) return [];
    const depth = entry[1].length / 2;
    parents.length = depth;
    const full = parents.join("") + entry[2];
    if (entry[2].endsWith("/")) parents[depth] = entry[2];
    return [full];
  });
}

/** The folders of src/ with a README.md. */
const readmeFolders = markdown
  .filter((file) => /^src\/.+\/README\.md$/.test(file))
  .map((file) => path.posix.dirname(file));

/**
 * The files a folder's README answers for, by their path from the folder: its own, and those of its
 * subfolders that have no README of their own (`cursos/[id].tsx` in src/pages/).
 */
function filesOf(folder: string): string[] {
  const answering = (file: string) => {
    for (let dir = path.posix.dirname(file); dir !== "." && dir !== "src"; dir = path.posix.dirname(dir))
      if (readmeFolders.includes(dir)) return dir;
    return null;
  };
  return tracked
    .filter((file) => file.startsWith(`${folder}/`) && !file.endsWith("/README.md") && answering(file) === folder)
    .map((file) => file.slice(folder.length + 1));
}

/**
 * The files `readme` leaves unnamed: each must be written there by its name (its path from the folder),
 * or be the `X.module.css` of a component it names, when it says that each `X.tsx` has one.
 */
function unnamedFiles(readme: string, files: readonly string[]): string[] {
  const named = (file: string) =>
    new RegExp(`(?<![\\w./-])${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(readme);
  return files.filter((file) => {
    if (named(file)) return false;
    const component = /^(.+)\.module\.css$/.exec(file)?.[1];
    return !(component && readme.includes("`X.module.css`") && named(`${component}.tsx`));
  });
}

describe("The docs, the configurations and the code's comments name only what exists", () => {
  it("finds the texts to read", () => {
    expect(markdown).toEqual(expect.arrayContaining(["README.md", "CONTENT.md", "docs/behaviour.md"]));
    expect(code.length).toBeGreaterThan(100);
    expect(deployment).toEqual(expect.arrayContaining(["deploy/nginx/site.conf", ".ci/run"]));
  });

  it("reports a stale path, a section that is not there and a link that leads nowhere", () => {
    const stale = [
      'served by e2e/support/nginx.mjs (README, "Messages"), see docs/behaviour.md: Nothing here;',
      "[the map](../README.md#folder-map) and [a missing part](service.md#no-such-part)",
    ].join("\n");
    expect(problems("docs/example.md", stale)).toEqual([
      "docs/example.md: e2e/support/nginx.mjs does not exist",
      'docs/example.md: README, "Messages" is not a section of README.md',
      "docs/example.md: docs/behaviour.md: Nothing here is not a section of docs/behaviour.md",
      "docs/example.md: link service.md#no-such-part leads to no heading of docs/service.md",
    ]);
  });

  it("the Markdown documents", () => {
    expect(markdown.flatMap((file) => problems(file, read(file)))).toEqual([]);
  });

  it("the configurations", () => {
    expect(CONFIGS.flatMap((file) => problems(file, read(file)))).toEqual([]);
  });

  it("deploy/ and .ci/", () => {
    expect(deployment.flatMap((file) => problems(file, read(file)))).toEqual([]);
  });

  it("the comments of the code (src/, scripts/, e2e/, __tests__/, __mocks__/, gatsby-*)", () => {
    expect(code.flatMap((file) => problems(file, comments(file, read(file)), false))).toEqual([]);
  });

  it("the folder map lists what exists, and a README.md in each folder of src/ it lists", () => {
    const entries = folderMap(read("README.md"));
    expect(entries).toEqual(expect.arrayContaining(["src/", "src/shared/content-kinds/", "scripts/bench/"]));
    const missing = entries.filter((entry) => !fs.existsSync(path.join(root, entry.replace(/<.*$/, ""))));
    const withoutReadme = entries.filter(
      (entry) => /^src\/.+\/$/.test(entry) && !fs.existsSync(path.join(root, entry, "README.md")),
    );
    const unlisted = markdown
      .filter((file) => /^src\/.+\/README\.md$/.test(file))
      .map((file) => file.replace(/README\.md$/, ""))
      .filter((folder) => !entries.includes(folder));
    expect({ missing, withoutReadme, unlisted }).toEqual({ missing: [], withoutReadme: [], unlisted: [] });
  });

  it("reports a file a folder's README leaves unnamed", () => {
    const readme = "`a.ts` and `cursos/[id].tsx`; each `X.tsx` has its `X.module.css`: `Card.tsx`. Not b.tsx.";
    const files = ["a.ts", "cursos/[id].tsx", "Card.tsx", "Card.module.css", "Gold.module.css", "b.ts", "a.tsx"];
    expect(unnamedFiles(readme, files)).toEqual(["Gold.module.css", "b.ts", "a.tsx"]);
  });

  it("each folder's README names every file of the folder", () => {
    expect(readmeFolders).toEqual(
      expect.arrayContaining(["src/components", "src/buildtime/nodes", "src/pages", "src/service/store"]),
    );
    expect(filesOf("src/pages")).toEqual(expect.arrayContaining(["404.tsx", "cursos/[id].tsx"]));
    const unnamed = Object.fromEntries(
      readmeFolders.flatMap((folder) => {
        const missing = unnamedFiles(read(`${folder}/README.md`), filesOf(folder));
        return missing.length > 0 ? [[folder, missing]] : [];
      }),
    );
    expect(unnamed).toEqual({});
  });
});
