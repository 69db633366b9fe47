/**
 * The vocabulary every content kind is written in. A kind lists its fields once, each with its
 * Portuguese label, its hint and its rules; the build's validation (validation.ts), the GraphQL
 * type (src/buildtime/graphql-types.ts) and the editor's form (src/admin/cms-config.ts) are derived
 * from that list and nothing else.
 */

import type { DocumentFormat } from "./file-bytes";
import type { PatternRule } from "./rules";

export type { PatternRule };

interface FieldBase {
  /** The frontmatter key (the spec's name). */
  name: string;
  label: string;
  hint?: string;
  required: boolean;
  /**
   * What a reader reads as text (a title, a summary, a lesson's questions): what a translation of the
   * file holds, in its language; everything else comes from the original (docs/translation.md,
   * "Reviewed translations").
   */
  translatable?: boolean;
}

interface TextField extends FieldBase {
  type: "text";
  /** A paragraph rather than a line in the editor's form. */
  multiline?: boolean;
  rules?: readonly PatternRule[];
}

export interface IntegerField extends FieldBase {
  type: "integer";
  min: number;
  max?: number;
  /** What a wrong value is told when the default wording does not fit (a year is not "um número"). */
  messages?: { type: string; range: string };
}

/** A calendar day, YYYY-MM-DD. */
interface DateField extends FieldBase {
  type: "date";
}

/** A moment, ISO 8601 with its time zone. */
interface DateTimeField extends FieldBase {
  type: "dateTime";
}

/**
 * A day and a time as a clock of the institute shows them (`YYYY-MM-DDTHH:mm`, no zone): the zone is the
 * site's (src/shared/site.ts, INSTITUTE_TIME), said beside the field in the editor. A time that does not
 * exist there (a day the calendar has not, an hour the clocks skipped) is refused.
 */
interface WallTimeField extends FieldBase {
  type: "wallTime";
}

/** Yes or no; left out, no. */
interface BooleanField extends FieldBase {
  type: "boolean";
}

/** A list of calendar days, or of wall-clock times of the institute (an event's skipped days). */
export interface DateListField extends FieldBase {
  type: "dates";
  of: "date" | "wallTime";
  /** The label of one item in the editor's list ("Data"). */
  itemLabel: string;
}

interface ChoiceField extends FieldBase {
  type: "choice";
  options: readonly [string, ...string[]];
}

/**
 * A picture the editor uploads. `folder` is where the file lands, relative to the project;
 * `reference` is how the content file points to it (relative to the file, or a site address).
 */
interface ImageField extends FieldBase {
  type: "image";
  folder: string;
  reference: string;
  rules: readonly PatternRule[];
}

/**
 * A file the editor uploads for visitors to download (a book's PDF or EPUB, a year's accounts): `folder`
 * and `reference` as for a picture. The build and the editor check that it exists, its size and that its
 * first bytes are one of `formats` (src/shared/content-kinds/file-bytes.ts, document-file.ts).
 */
interface DocumentField extends FieldBase {
  type: "document";
  folder: string;
  reference: string;
  rules: readonly PatternRule[];
  formats: readonly [DocumentFormat, ...DocumentFormat[]];
}

/**
 * The field of the kind's GraphQL type that gives the files a reference names, resolved by the build
 * (src/buildtime/graphql-types.ts): its name (`course`) and what it is, for the schema's documentation.
 */
interface Linked {
  name: string;
  doc: string;
}

/**
 * The `id` of a file of another kind (a lesson's course), or its file's name (`by: "file"`: the original
 * a translation translates): the editor picks it from that kind's list.
 */
interface ReferenceField extends FieldBase {
  type: "reference";
  /** The other kind's name. */
  kind: string;
  by?: "id" | "file";
  linkedAs?: Linked;
}

/**
 * Files of another kind, by their `id` (a number), their `slug`, or their file's name (`file`: a kind
 * whose file's name is its address, the agenda's events), in the order the editor chose them (an
 * edition's teachings, courses, books and lectures): the editor picks them from that kind's list.
 */
export interface ReferenceListField extends FieldBase {
  type: "references";
  /** The other kind's name. */
  kind: string;
  /** The other kind's field the list holds, or `file` for its file's name (its node's `slug`). */
  by: "id" | "slug" | "file";
  /** Only files of the other kind whose `status` is 'Disponível' may be named (a course, a book). */
  availableOnly?: boolean;
  /** The GraphQL field that gives those files, in the editor's order (an empty list when it names none). */
  linkedAs?: Linked;
}

/** A list of short texts (a question's options), between `min` and `max` of them. */
export interface TextListField extends FieldBase {
  type: "texts";
  /** The label of one text in the editor's list ("Opção"). */
  itemLabel: string;
  min: number;
  max: number;
}

/**
 * A list of numbers (the Pix page's suggested amounts, in reais): each written as a number, or as the
 * text of one ("19.90"), which some editors' lists store; what else a number must be is the kind's `check`.
 */
interface NumberListField extends FieldBase {
  type: "numbers";
  /** The label of one number in the editor's list ("Valor"). */
  itemLabel: string;
}

/** A list of items that each have the same fields (a lesson's questions, a year's accounts). */
export interface ItemListField extends FieldBase {
  type: "items";
  /** The label of one item in the editor's list ("Pergunta"). */
  itemLabel: string;
  fields: readonly (TextField | TextListField | IntegerField | DocumentField)[];
  /** The GraphQL object type of one item. */
  typeName: string;
}

/** The text after the frontmatter: MDX for the site's teachings, HTML for the API's. */
export interface BodyField extends FieldBase {
  type: "body";
  format: "markdown" | "html";
  /**
   * For a body that is not required: the lists that stand in for it. A file whose body and lists are
   * all empty is refused (an edition with neither text nor items).
   */
  requiredWithout?: readonly string[];
}

export type Field =
  | TextField
  | IntegerField
  | DateField
  | DateTimeField
  | WallTimeField
  | BooleanField
  | DateListField
  | ChoiceField
  | ImageField
  | DocumentField
  | ReferenceField
  | ReferenceListField
  | TextListField
  | NumberListField
  | ItemListField
  | BodyField;

/** The fields that live in the frontmatter (every one but the body). */
export type FrontmatterField = Exclude<Field, BodyField>;

interface KindBase {
  /** The kind's name: its folder under content/ (or its file's name), and its collection's name in the editor. */
  name: string;
  /** Plural and singular, as the editor's menu shows them. */
  label: string;
  labelSingular: string;
  description: string;
  /** The content files' extension (what follows the last dot). */
  extension: "mdx" | "html";
  fields: readonly Field[];
  /** The GraphQL type the build turns each file into; none for a kind the pages never query. */
  graphql?: { typeName: string };
  /**
   * The rules that read several fields of one file (a question's answer among its options): what
   * breaks one, as the field's path and the rest of the sentence. The build and the editor run them.
   */
  check?: (data: Record<string, unknown>) => readonly FieldProblem[];
}

/** A kind of many files, each an entry, in a folder of its own (the teachings, the books...). */
export interface FolderKindDefinition extends KindBase {
  /** Its files' folder, relative to the project (`content/<name>`; `<NAME>_DIR` moves it for a build). */
  folder: string;
  /** How the editor names a new file: a frontmatter field, or the title made into a slug. */
  fileName: { field: string } | "title";
  /** The field the editor's list shows for each entry. */
  titleField: string;
  /**
   * The frontmatter fields no two files of the kind may share (the build names both files), or
   * share within the same value of another field (two lessons of one course, `within: "curso"`).
   */
  unique: readonly (string | { field: string; within: string })[];
}

/**
 * A kind of one file at a path of its own (the Pix page's settings, content/apoie.mdx): one entry the
 * editor opens from its menu and can neither add to nor delete. No file, no entry: what the file makes
 * is not built.
 */
export interface FileKindDefinition extends KindBase {
  /** The file, relative to the project; in a folder of examples (CONTENT_EXTRA_DIR), its name there. */
  file: string;
}

export type ContentKindDefinition = FolderKindDefinition | FileKindDefinition;

export const isFileKind = <K extends ContentKindDefinition>(kind: K): kind is Extract<K, FileKindDefinition> =>
  "file" in kind;

/** Where a kind's files are, as a message names it: its folder (`content/livros/`) or its one file. */
export const kindPlace = (kind: ContentKindDefinition) => (isFileKind(kind) ? kind.file : `${kind.folder}/`);

/** A rule broken by one file: the field (`perguntas[2].resposta`) and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

export const isFrontmatterField = (field: Field): field is FrontmatterField => field.type !== "body";

/**
 * The number a kind's files are told apart by: a positive integer that no other file of the kind
 * uses (the build checks that). `hint` says what else it decides (the order, the address).
 */
export const idField = <H extends string>(hint: H) =>
  ({ name: "id", label: "Número", hint, type: "integer", required: true, min: 1 }) as const;

/** The patterns fields share (src/shared/content-kinds/rules.ts). */
export { DOCUMENT_RULE, PDF_RULE, PICTURE_RULE, SINGLE_LINE_RULE, SLUG_RULE } from "./rules";
