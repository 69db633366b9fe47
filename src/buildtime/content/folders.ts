import fs from "node:fs";
import path from "node:path";
import { checkFrontmatterLanguage } from "../../shared/content-kinds/frontmatter";
import { PAGE_KINDS, folderSetting, kindFolder, type PageKindName } from "../../shared/content-kinds";
import { TRANSLATIONS_FOLDER } from "../../shared/content-kinds/translation";

/** The source of the translations' folders (src/buildtime/translations/): every language's, every kind's. */
export const TRANSLATIONS_SOURCE = "traducoes" as const;

/** A folder of one kind's files, or of the translations. */
interface ContentFolder {
  kind: PageKindName | typeof TRANSLATIONS_SOURCE;
  dir: string;
}

/**
 * The folders of each page kind's files: its own, from the registry of kinds (and `<NAME>_DIR`), and
 * the kind's folder under `CONTENT_EXTRA_DIR` when that names one; then the translations' folder, and
 * the one under `CONTENT_EXTRA_DIR` (the examples of docs/exemplos/,
 * which the tests build beside the published content). gatsby-config.ts sources them, and the build
 * checks every file's frontmatter language before Gatsby's MDX plugin parses any (a language
 * gray-matter does not know would stop it with a message that names no file). A kind with no folder
 * of its own yet (no lesson written) has no files; a folder a setting names must exist, so that a
 * mistyped one stops the build rather than publish the site without its files.
 */
export function contentFolders(
  projectRoot: string,
  env: Record<string, string | undefined> = process.env,
): ContentFolder[] {
  const named = (setting: string) => {
    const value = env[setting];
    if (value === undefined) return;
    const dir = path.resolve(projectRoot, value);
    if (!fs.existsSync(dir)) throw new Error(`${setting} aponta para uma pasta que não existe: ${dir}`);
  };
  named("CONTENT_EXTRA_DIR");
  const extra = env.CONTENT_EXTRA_DIR;
  const translations = path.basename(TRANSLATIONS_FOLDER);
  const folders: ContentFolder[] = [
    ...PAGE_KINDS.flatMap((kind): ContentFolder[] => {
      named(folderSetting(kind));
      return [
        { kind: kind.name, dir: path.resolve(projectRoot, kindFolder(kind, env)) },
        ...(extra ? [{ kind: kind.name, dir: path.resolve(projectRoot, extra, kind.name) }] : []),
      ];
    }),
    { kind: TRANSLATIONS_SOURCE, dir: path.resolve(projectRoot, TRANSLATIONS_FOLDER) },
    ...(extra ? [{ kind: TRANSLATIONS_SOURCE, dir: path.resolve(projectRoot, extra, translations) }] : []),
  ];
  return folders.filter(({ dir }) => fs.existsSync(dir));
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
