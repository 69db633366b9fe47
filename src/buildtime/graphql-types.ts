import type { ContentKindDefinition, Field, FrontmatterField } from "../shared/content-kinds";
import { isFrontmatterField, isPageKindName, PAGE_KINDS } from "../shared/content-kinds";
import { NODE_WORK } from "./nodes";
import {
  translationTypeName,
  TRANSLATABLE_KINDS,
  TRANSLATION_OWN_FIELD_DEFINITIONS,
  type TranslatableKind,
} from "../shared/content-kinds/translation";

/**
 * The explicit GraphQL type of each page kind, derived from its fields (src/shared/content-kinds/).
 * `contentId` is the frontmatter `id` (a Gatsby node's own `id` is reserved); an optional field is
 * nullable, so the teachings filters can read `categoria` and `ano`, which the fixed teachings lack.
 */

function graphqlType(field: FrontmatterField): string {
  switch (field.type) {
    case "integer":
    case "reference":
      return "Int";
    case "date":
      return "Date";
    case "image":
    case "document":
      return "File";
    case "references":
      return field.by === "id" ? "[Int!]" : "[String!]";
    case "texts":
    case "dates":
      return "[String!]";
    case "numbers":
      return "[Float!]";
    case "boolean":
      return "Boolean";
    case "items":
      return `[${field.typeName}!]`;
    default:
      return "String";
  }
}

const DIRECTIVES: Partial<Record<FrontmatterField["type"], string>> = {
  date: " @dateformat",
  image: ' @link(by: "absolutePath")',
  document: ' @link(by: "absolutePath")',
};

/** One field's SDL line: `titulo: String!`, `data: Date! @dateformat`. */
export function graphqlField(field: FrontmatterField): string {
  const name = field.name === "id" ? "contentId" : field.name;
  return `${name}: ${graphqlType(field)}${field.required ? "!" : ""}${DIRECTIVES[field.type] ?? ""}`;
}

/** The node field a reference is resolved by: a file's `id` is its node's `contentId`; a slug or a file's name, its `slug`. */
const linkedBy = (field: Extract<FrontmatterField, { type: "reference" | "references" }>) =>
  field.type === "reference" || field.by === "id" ? "contentId" : "slug";

/**
 * The field that gives the files a reference names (`course: Course @link(by: "contentId", from: "curso")`),
 * derived from the reference's definition, whichever kinds or features the two files belong to.
 */
function linkSdl(field: FrontmatterField): string[] {
  if ((field.type !== "reference" && field.type !== "references") || !field.linkedAs) return [];
  const target = PAGE_KINDS.find((kind) => kind.name === field.kind);
  if (!target) throw new Error(`"${field.name}" names a kind with no GraphQL type: ${field.kind}`);
  const type = field.type === "references" ? `[${target.graphql.typeName}!]!` : target.graphql.typeName;
  const link = `@link(by: "${linkedBy(field)}", from: "${field.name}")`;
  return [`"""${field.linkedAs.doc}"""`, `${field.linkedAs.name}: ${type} ${link}`];
}

const SOURCE_FILE = '"""Path shown in build messages, relative to the project."""\nsourceFile: String!';
const FILE_NAME =
  '"""The file\'s name without its extension: what a translation of it is named after."""\nfileName: String!';

const isTranslatable = (kind: ContentKindDefinition): kind is TranslatableKind =>
  TRANSLATABLE_KINDS.some((translatable) => translatable.name === kind.name);

/** A translatable kind's field that gives its translations, every language's (content/translation-links.ts). */
const translationsSdl = (kind: TranslatableKind) => {
  const type = translationTypeName(kind);
  return `"""Its translations, reviewed by a person, by language."""\ntranslations: [${type}!]! @translationsOf(type: "${type}")`;
};

/**
 * The type of a kind's translations (docs/translation.md, "Reviewed translations"): the original's texts
 * in the language, the translation's own fields, the original it links to by its file's name, its body
 * rendered as every body is, and its page's address (the original's, under the language's prefix).
 */
const TRANSLATION_LANG =
  '"""The language, a code of the site\'s setting (src/shared/site.ts, REVIEWED_LANGUAGES)."""\nlang: String!';
const ORIGINAL_NAME = '"""The original\'s file name, which the translation\'s file has too."""\noriginalName: String!';
const TRANSLATION_BODY = [
  '"""Its body rendered to HTML at build time (src/buildtime/render-mdx.tsx); null when it has none."""\nbodyHtml: String',
  '"""Minutes its body takes to read (src/buildtime/reading-time.ts)."""\nreadingMinutes: Int!',
];
const TRANSLATION_OWN = TRANSLATION_OWN_FIELD_DEFINITIONS.filter(isFrontmatterField).map(graphqlField);
const TRANSLATED_PATH =
  '"""Its page\'s address: the original\'s under the language\'s prefix (content/translation-links.ts)."""\npath: String!';

const indented = (lines: readonly string[]) => lines.flatMap((line) => line.split("\n")).map((line) => `  ${line}`);

/**
 * What every kind's translation has, whatever its kind: a node interface, which a query reads the
 * translations of every kind through (`allTranslation`) and a fragment names (`on Translation`).
 */
const TRANSLATION_INTERFACE = [
  '"""A reviewed translation of a content file, of any kind (docs/translation.md, "Reviewed translations")."""',
  "interface Translation implements Node @nodeInterface {",
  ...indented([
    "id: ID!",
    TRANSLATION_LANG,
    ORIGINAL_NAME,
    "titulo: String!",
    ...TRANSLATION_OWN,
    ...TRANSLATION_BODY,
    TRANSLATED_PATH,
    SOURCE_FILE,
  ]),
  "}",
].join("\n");

function translationTypeDefinition(kind: TranslatableKind): string {
  const texts = (kind.fields as readonly Field[]).filter(isFrontmatterField).filter((field) => field.translatable);
  const lines = [
    TRANSLATION_LANG,
    ORIGINAL_NAME,
    `"""The original it translates."""\noriginal: ${kind.graphql.typeName} @link(by: "fileName", from: "originalName")`,
    ...texts.map(graphqlField),
    ...TRANSLATION_OWN,
    ...TRANSLATION_BODY,
    '"""Its body\'s subtitles, in order."""\ntoc: [TeachingHeading!]!',
    `${TRANSLATED_PATH} @translatedPath`,
    SOURCE_FILE,
  ];
  return [`type ${translationTypeName(kind)} implements Node & Translation @dontInfer {`, ...indented(lines), "}"].join(
    "\n",
  );
}

/** The fields the build adds to a kind (src/buildtime/nodes/). */
export const derivedSdl = (kind: ContentKindDefinition): readonly string[] =>
  (isPageKindName(kind.name) ? NODE_WORK[kind.name]?.derivedSdl : undefined) ?? [];

/** The SDL of one kind's type. */
export function graphqlTypeDefinition(kind: ContentKindDefinition): string {
  if (!kind.graphql) return "";
  const fields = kind.fields.filter(isFrontmatterField);
  const translations = isTranslatable(kind) ? [translationsSdl(kind)] : [];
  const lines = [
    ...fields.map(graphqlField),
    ...fields.flatMap(linkSdl),
    ...derivedSdl(kind),
    ...translations,
    FILE_NAME,
    SOURCE_FILE,
  ];
  const body = lines.flatMap((line) => line.split("\n")).map((line) => `  ${line}`);
  return [`type ${kind.graphql.typeName} implements Node @dontInfer {`, ...body, "}"].join("\n");
}

/** The object type of one item of each list of items a kind has (a lesson's questions). */
const itemTypeDefinitions = (kind: ContentKindDefinition): string[] =>
  kind.fields.flatMap((field) =>
    field.type === "items"
      ? [[`type ${field.typeName} {`, ...field.fields.map((item) => `  ${graphqlField(item)}`), "}"].join("\n")]
      : [],
  );

/** Every page kind's type, the object types their fields use, and the translatable kinds' translations' types. */
export const CONTENT_TYPE_DEFINITIONS = [
  ...PAGE_KINDS.flatMap((kind: ContentKindDefinition) => [
    graphqlTypeDefinition(kind),
    ...itemTypeDefinitions(kind),
    ...((isPageKindName(kind.name) ? NODE_WORK[kind.name]?.types : undefined) ?? []),
  ]),
  TRANSLATION_INTERFACE,
  ...TRANSLATABLE_KINDS.map(translationTypeDefinition),
].join("\n\n");

/** The node type each content folder becomes. */
export const NODE_TYPES = Object.fromEntries(PAGE_KINDS.map((kind) => [kind.name, kind.graphql.typeName])) as Record<
  (typeof PAGE_KINDS)[number]["name"],
  string
>;
