import path from "node:path";
import { validateBody, validateFrontmatter } from "../../shared/content-kinds/validation";
import {
  ORIGINAL_FIELD,
  TRANSLATABLE_KINDS,
  translationKind,
  translationTypeName,
  untranslatableFields,
} from "../../shared/content-kinds/translation";
import { REVIEWED_LANGUAGES } from "../../shared/site";
import { isReviewedLanguage } from "../../shared/language-paths";
import { bodyFirstLine, renderMdxBody } from "../render-mdx";
import { readingMinutes } from "../reading-time";

/**
 * A translation's file as the build loads it (docs/translation.md, "Reviewed translations"), from its
 * place under content/traducoes/ (`<code>/<the original's folder>/<the original's file name>`): its
 * language one of the site's setting, its kind one that translates, its frontmatter only what a reader
 * reads (checked by the translation's kind, the original's texts and its own fields), its body a body
 * like any other (nothing in it runs), rendered once, with its subtitles and its own reading time.
 * Whether its original exists, and has a body where it has none, is checked once every file is loaded
 * (pages.ts).
 */

/** A translation's file, as Gatsby's nodes give it. */
export interface TranslationFile {
  /** The file's path under the translations' folder (`en/ensinamentos/lobo-bom-lobo-mau.mdx`). */
  relativePath: string;
  absolutePath: string;
  /** The path an editor reads in a message, relative to the project. */
  shownPath: string;
  frontmatter: unknown;
  /** The whole file, and its text after the frontmatter. */
  source: string;
  body: string;
}

type TranslationNode = { ok: true; type: string; fields: Record<string, unknown> } | { ok: false; errors: string[] };

const KIND_NAMES = TRANSLATABLE_KINDS.map((kind) => kind.name);

export async function translationNodeFields(file: TranslationFile): Promise<TranslationNode> {
  const { relativePath, shownPath } = file;
  const [code, folder, fileName, ...deeper] = relativePath.split("/");
  if (fileName === undefined || deeper.length > 0)
    return {
      ok: false,
      errors: [
        `${shownPath}: uma tradução fica em content/traducoes/<idioma>/<pasta do original>/<arquivo do original>`,
      ],
    };
  if (!isReviewedLanguage(code))
    return {
      ok: false,
      errors: [
        `${shownPath}: o idioma "${code}" não é um dos que o site publica (${REVIEWED_LANGUAGES.join(", ")}); ` +
          "para publicar outro, acrescente-o a REVIEWED_LANGUAGES (src/shared/site.ts) com o seu catálogo",
      ],
    };
  const kind = TRANSLATABLE_KINDS.find((candidate) => candidate.name === folder);
  if (!kind)
    return {
      ok: false,
      errors: [`${shownPath}: "${folder}" não é uma pasta que se traduz (${KIND_NAMES.join(", ")})`],
    };
  const originalName = path.basename(fileName, path.extname(fileName));
  const definition = translationKind(kind, code);
  const raw: Record<string, unknown> =
    typeof file.frontmatter === "object" && file.frontmatter !== null ? { ...file.frontmatter } : {};
  const extra = untranslatableFields(kind, raw).map((problem) => `${shownPath}: "${problem.field}" ${problem.message}`);
  const checked = validateFrontmatter(definition, file.frontmatter, shownPath);
  const named = raw[ORIGINAL_FIELD];
  const wrongOriginal =
    typeof named === "string" && named !== "" && named !== originalName
      ? [
          `${shownPath}: "${ORIGINAL_FIELD}" (${named}) não é o nome deste arquivo (${originalName}): ` +
            "uma tradução tem o nome do arquivo que traduz",
        ]
      : [];
  const bodyErrors = validateBody(definition, file.body, shownPath, raw);
  if (!checked.ok || extra.length > 0 || wrongOriginal.length > 0 || bodyErrors.length > 0)
    return { ok: false, errors: [...extra, ...(checked.ok ? [] : checked.errors), ...wrongOriginal, ...bodyErrors] };

  const rendered =
    file.body.trim() === ""
      ? { ok: true as const, html: null, headings: [] }
      : await renderMdxBody(file.body, shownPath, bodyFirstLine(file.source, file.body));
  if (!rendered.ok) return { ok: false, errors: [rendered.error] };
  // What the translation's kind checked, without the original it names (its file's name says it).
  const { [ORIGINAL_FIELD]: _named, ...texts } = checked.data as Record<string, unknown>;
  return {
    ok: true,
    type: translationTypeName(kind),
    fields: {
      ...texts,
      lang: code,
      originalName,
      bodyHtml: rendered.html,
      toc: rendered.headings,
      readingMinutes: rendered.html ? readingMinutes(rendered.html) : 1,
      sourceFile: shownPath,
    },
  };
}
