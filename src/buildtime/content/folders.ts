import fs from "node:fs";
import path from "node:path";
import { checkFrontmatterLanguage } from "../../shared/content-kinds/frontmatter";
import {
  PAGE_KINDS,
  folderSetting,
  isFileKind,
  kindFolder,
  type ContentKindDefinition,
  type Field,
  type PageKind,
  type PageKindName,
} from "../../shared/content-kinds";
import { TRANSLATIONS_FOLDER } from "../../shared/content-kinds/translation";

/** The source of the translations' folders (src/buildtime/translations/): every language's, every kind's. */
export const TRANSLATIONS_SOURCE = "traducoes" as const;

/**
 * A source of the build's files (gatsby-config.ts): a kind's folder or its one file (`content`), named by
 * the kind, which src/buildtime/hooks/on-create-node.ts reads to know a file's kind; or a folder a kind of
 * one file uploads into (a year's accounts, content/relatorios/), named apart, so that its files are
 * known to Gatsby (a link's address) and none is ever taken for content.
 */
interface ContentSource {
  name: string;
  path: string;
  /** The kind of the files it holds, or the translations' (of every kind); none for a folder of uploads. */
  kind: PageKindName | typeof TRANSLATIONS_SOURCE | null;
}

/** The folders a kind's files and pictures are uploaded into, its lists' items included. */
const uploadFolders = (kind: ContentKindDefinition): string[] =>
  kind.fields
    .flatMap((field): readonly Field[] => (field.type === "items" ? field.fields : [field]))
    .flatMap((field) => (field.type === "document" || field.type === "image" ? [field.folder] : []));

/**
 * The sources of each page kind's files: its own folder, from the registry of kinds (and `<NAME>_DIR`),
 * or its one file and the folders it uploads into; and the same under `CONTENT_EXTRA_DIR` when that
 * names one (the examples of docs/exemplos/, which the tests build beside the published content: a
 * kind's folder by its name there, a kind of one file by the file's name). gatsby-config.ts sources
 * them, and the build checks every file's frontmatter language before Gatsby's MDX plugin parses any (a
 * language gray-matter does not know would stop it with a message that names no file). A kind with no
 * files yet (no lesson written, no content/apoie.mdx) has no source; a folder a setting names must
 * exist, so that a mistyped one stops the build rather than publish the site without its files. Then the
 * translations' folder (content/traducoes/, and `traducoes/` under `CONTENT_EXTRA_DIR`), one source for
 * every language and kind (src/buildtime/translations/).
 */
export function contentFolders(
  projectRoot: string,
  env: Record<string, string | undefined> = process.env,
): ContentSource[] {
  const named = (setting: string) => {
    const value = env[setting];
    if (value === undefined) return;
    const dir = path.resolve(projectRoot, value);
    if (!fs.existsSync(dir)) throw new Error(`${setting} aponta para uma pasta que não existe: ${dir}`);
  };
  named("CONTENT_EXTRA_DIR");
  const extra = env.CONTENT_EXTRA_DIR ? path.resolve(projectRoot, env.CONTENT_EXTRA_DIR) : null;
  const kinds = PAGE_KINDS.flatMap((kind: PageKind & ContentKindDefinition): ContentSource[] => {
    if (!isFileKind(kind)) {
      named(folderSetting(kind));
      const folders = [path.resolve(projectRoot, kindFolder(kind, env)), ...(extra ? [path.join(extra, kind.name)] : [])];
      return folders.map((folder) => ({ name: kind.name, path: folder, kind: kind.name }));
    }
    // The file's own folder, in the project and among the examples: its uploads' folders lie beside it.
    const homes = [path.resolve(projectRoot, path.dirname(kind.file)), ...(extra ? [extra] : [])];
    return homes.flatMap((home) => [
      { name: kind.name, path: path.join(home, path.basename(kind.file)), kind: kind.name },
      ...uploadFolders(kind).map((folder) => ({
        name: `${kind.name}-arquivos`,
        path: path.join(home, path.relative(path.dirname(kind.file), folder)),
        kind: null,
      })),
    ]);
  });
  const translations = [TRANSLATIONS_FOLDER, ...(extra ? [path.join(extra, path.basename(TRANSLATIONS_FOLDER))] : [])].map(
    (folder): ContentSource => ({
      name: TRANSLATIONS_SOURCE,
      path: path.resolve(projectRoot, folder),
      kind: TRANSLATIONS_SOURCE,
    }),
  );
  return [...kinds, ...translations].filter((source) => fs.existsSync(source.path));
}

/** The MDX files of a folder and its subfolders, or the one file a kind of one file is. */
function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return dir.endsWith(".mdx") ? [dir] : [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

/** One line per file of the folders (or per file named) whose frontmatter names a language other than YAML. */
export function checkFrontmatterLanguages(folders: readonly string[], projectRoot: string): string[] {
  return folders.flatMap((dir) =>
    contentFiles(dir).flatMap((file) =>
      checkFrontmatterLanguage(fs.readFileSync(file, "utf8"), path.relative(projectRoot, file)),
    ),
  );
}
