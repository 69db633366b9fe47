import type { ContentKindDefinition, FrontmatterField } from "../shared/content-kinds";
import { isFrontmatterField, isPageKindName, PAGE_KINDS } from "../shared/content-kinds";
import { NODE_WORK } from "./nodes";

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

/** The fields the build adds to a kind (src/buildtime/nodes/). */
export const derivedSdl = (kind: ContentKindDefinition): readonly string[] =>
  (isPageKindName(kind.name) ? NODE_WORK[kind.name]?.derivedSdl : undefined) ?? [];

/** The SDL of one kind's type. */
export function graphqlTypeDefinition(kind: ContentKindDefinition): string {
  if (!kind.graphql) return "";
  const fields = kind.fields.filter(isFrontmatterField);
  const lines = [...fields.map(graphqlField), ...fields.flatMap(linkSdl), ...derivedSdl(kind), SOURCE_FILE];
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

/** Every page kind's type, and the object types their fields use, for createSchemaCustomization. */
export const CONTENT_TYPE_DEFINITIONS = PAGE_KINDS.flatMap((kind: ContentKindDefinition) => [
  graphqlTypeDefinition(kind),
  ...itemTypeDefinitions(kind),
  ...((isPageKindName(kind.name) ? NODE_WORK[kind.name]?.types : undefined) ?? []),
]).join("\n\n");

/** The node type each content folder becomes. */
export const NODE_TYPES = Object.fromEntries(PAGE_KINDS.map((kind) => [kind.name, kind.graphql.typeName])) as Record<
  (typeof PAGE_KINDS)[number]["name"],
  string
>;
