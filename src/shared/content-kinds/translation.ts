import { REVIEWED_LANGUAGES, type ReviewedLanguage } from "../site";
import { BOOK_KIND } from "./book";
import { CHAPTER_KIND } from "./chapter";
import { COURSE_KIND } from "./course";
import type { ContentKindDefinition, Field, FieldProblem, FolderKindDefinition } from "./define";
import { LESSON_KIND } from "./lesson";
import { TEACHING_KIND } from "./teaching";

/**
 * A translation of a content file (docs/translation.md, "Reviewed translations"): a file of its own,
 * `content/traducoes/<code>/<the original's folder>/<the original's file name>`, holding only what a
 * reader reads as text (the fields the original's kind marks `translatable`) and what is its own: who
 * reviewed it (required), who translated it and when it was reviewed. Everything else comes from the
 * original, so the two never disagree. Derived from the original's kind, one per language of the site's
 * setting, for the build's checks and the editor's forms alike.
 */

/** The kinds whose files can be translated, in the order the editor lists them. */
export const TRANSLATABLE_KINDS = [TEACHING_KIND, COURSE_KIND, LESSON_KIND, BOOK_KIND, CHAPTER_KIND] as const;
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number];

/** Where the translations are, each language in a folder of its own, each kind's under its original's folder's name. */
export const TRANSLATIONS_FOLDER = "content/traducoes";

/** The field the editor picks the original with, which names the translation's file. */
export const ORIGINAL_FIELD = "original";

/** The GraphQL type of a translatable kind's translations (`TeachingTranslation`). */
export const translationTypeName = (kind: TranslatableKind) => `${kind.graphql.typeName}Translation`;

/** The fields a translation has of its own, beside the original's texts. */
const OWN_FIELDS = [
  {
    name: "revisado_por",
    label: "Revisado por",
    hint: "Quem revisou a tradução: uma pessoa que lê bem as duas línguas e conhece o vocabulário espírita. Obrigatório.",
    type: "text",
    required: true,
  },
  { name: "traduzido_por", label: "Traduzido por", hint: "Opcional: quem traduziu.", type: "text", required: false },
  {
    name: "revisado_em",
    label: "Revisado em",
    hint: "Opcional: o dia da revisão, que a página mostra. Revise de novo quando o original mudar.",
    type: "date",
    required: false,
  },
] as const satisfies readonly Field[];

/** The fields a translation has of its own, and their names, in the order a message lists them. */
export const TRANSLATION_OWN_FIELD_DEFINITIONS: readonly Field[] = OWN_FIELDS;
const TRANSLATION_OWN_FIELDS = OWN_FIELDS.map((field) => field.name);

/** The original's fields a translation holds: what a reader reads as text. */
const translatableFields = (kind: ContentKindDefinition): Field[] =>
  kind.fields.filter((field) => field.translatable === true);

/**
 * A field a translation may not hold: anything but the original's texts, its own fields and the original
 * it names, told with the fields it may hold.
 */
export function untranslatableFields(kind: ContentKindDefinition, data: Record<string, unknown>): FieldProblem[] {
  const texts = translatableFields(kind).map((field) => field.name);
  const allowed = new Set<string>([...texts, ...TRANSLATION_OWN_FIELDS, ORIGINAL_FIELD]);
  return Object.keys(data)
    .filter((name) => !allowed.has(name))
    .map((name) => ({
      field: name,
      message:
        `não se traduz: vem do original. Uma tradução tem só o que se lê como texto (${texts.join(", ")}) ` +
        `e os seus próprios campos (${TRANSLATION_OWN_FIELDS.join(", ")})`,
    }));
}

/** The translation of a kind's files into `code`, as a kind: its folder, its fields, the editor's form. */
export function translationKind(kind: TranslatableKind, code: ReviewedLanguage): FolderKindDefinition {
  const body = kind.fields.find((field) => field.type === "body");
  return {
    name: `traducoes-${code}-${kind.name}`,
    folder: `${TRANSLATIONS_FOLDER}/${code}/${kind.name}`,
    label: `Traduções (${code.toUpperCase()}): ${kind.label}`,
    labelSingular: `Tradução (${code.toUpperCase()}): ${kind.labelSingular}`,
    description: `${kind.labelSingular} traduzido(a) para ${code.toUpperCase()} e revisado(a) por uma pessoa. Escolha o original; o resto (datas, imagens, números) vem dele.`,
    extension: "mdx",
    fileName: { field: ORIGINAL_FIELD },
    titleField: kind.titleField,
    fields: [
      {
        name: ORIGINAL_FIELD,
        label: "Original",
        hint: `O arquivo em português que esta tradução traduz (da coleção ${kind.label}); a tradução leva o nome dele.`,
        type: "reference",
        required: false,
        kind: kind.name,
        by: "file",
      },
      ...translatableFields(kind),
      ...OWN_FIELDS,
      ...(body ? [{ ...body, label: `${body.label} (${code.toUpperCase()})` }] : []),
    ],
    unique: [],
    ...("check" in kind ? { check: kind.check } : {}),
  };
}

/** Every translation kind: each translatable kind in each language of the setting. */
export const TRANSLATION_KINDS: readonly FolderKindDefinition[] = REVIEWED_LANGUAGES.flatMap((code) =>
  TRANSLATABLE_KINDS.map((kind) => translationKind(kind, code)),
);
