import fs from "node:fs";
import path from "node:path";
import { checkFrontmatterLanguage } from "../shared/content-kinds/frontmatter";
import { PAGE_KINDS, kindFolder, type PageKindName } from "../shared/content-kinds";

/**
 * The folder of each page kind's files, from the registry of kinds (and `<NAME>_DIR`): gatsby-config.ts
 * sources them, and the build checks every file's frontmatter language before Gatsby's MDX plugin
 * parses any (a language gray-matter does not know would stop it with a message that names no file).
 */
export function contentFolders(projectRoot: string): Record<PageKindName, string> {
  return Object.fromEntries(
    PAGE_KINDS.map((kind) => [kind.name, path.resolve(projectRoot, kindFolder(kind, process.env))]),
  ) as Record<PageKindName, string>;
}

function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

/** One line per file of the folders whose frontmatter names a language other than YAML. */
export function checkFrontmatterLanguages(folders: readonly string[], projectRoot: string): string[] {
  return folders.flatMap((dir) =>
    contentFiles(dir).flatMap((file) =>
      checkFrontmatterLanguage(fs.readFileSync(file, "utf8"), path.relative(projectRoot, file)),
    ),
  );
}
