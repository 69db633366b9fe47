import type { Node } from "gatsby";
import { PAGE_KINDS, isFileKind, kindPlace, type ContentKindDefinition } from "../../shared/content-kinds";
import { AVAILABLE } from "../../shared/catalogue";
import { findDuplicates } from "./schema";

/**
 * The rules between files, which no file can keep alone: the values a kind says are unique (an id, a
 * lesson's order within its course, an edition's number), a lesson's course and a chapter's book
 * exist, an edition's items exist and its courses and books are available, an available course has
 * lessons, an available book has its file or chapters. The build checks them once every
 * file is loaded, naming the file and the field.
 */

type ContentNode = Node & Record<string, unknown> & { sourceFile: string };

/** A frontmatter field as its kind's node has it (the `id` is `contentId`). */
const nodeField = (node: ContentNode, field: string) => node[field === "id" ? "contentId" : field] as string | number;

/**
 * Every file that repeats a value its kind says is unique (src/shared/content-kinds/, `unique`), in
 * the whole kind or within the files that share another field's value (the lessons of one course); and
 * a kind of one file found twice (content/ and the examples' folder), each naming the other.
 */
export function uniquenessProblems(nodesOf: (type: string) => Node[]): string[] {
  return PAGE_KINDS.flatMap((kind: ContentKindDefinition) => {
    if (!kind.graphql) return [];
    const nodes = nodesOf(kind.graphql.typeName) as ContentNode[];
    if (isFileKind(kind))
      return nodes.length < 2
        ? []
        : nodes.map(
            (node) =>
              `${node.sourceFile}: ${kind.label} é um arquivo só, e há outro em ${nodes
                .filter((other) => other !== node)
                .map((other) => other.sourceFile)
                .join(", ")}`,
          );
    return kind.unique.flatMap((rule) => {
      const { field, within } = typeof rule === "string" ? { field: rule, within: null } : rule;
      const groups = new Map<string | number, ContentNode[]>();
      for (const node of nodes) {
        const group = within ? nodeField(node, within) : "";
        groups.set(group, [...(groups.get(group) ?? []), node]);
      }
      return [...groups.values()].flatMap((members) =>
        findDuplicates(
          members,
          field,
          (node) => nodeField(node, field),
          (node) => node.sourceFile,
        ),
      );
    });
  });
}

const byName = (name: string) => PAGE_KINDS.find((kind) => kind.name === name) as ContentKindDefinition | undefined;

/** The values one reference field of a file names: its one number, or its list (of numbers or slugs). */
const namedBy = (node: ContentNode, field: string): unknown[] => {
  const value = node[field];
  if (Array.isArray(value)) return value as unknown[];
  return value === undefined || value === null ? [] : [value];
};

/**
 * Every number or slug a reference names that no file of the other kind has, and every one that names
 * a file that is not available where the field wants only available ones (an edition's courses).
 */
function danglingReferences(nodesOf: (type: string) => ContentNode[]): string[] {
  return PAGE_KINDS.flatMap((kind: ContentKindDefinition) =>
    kind.fields.flatMap((field) => {
      if (field.type !== "reference" && field.type !== "references") return [];
      const target = byName(field.kind);
      if (!kind.graphql || !target?.graphql) return [];
      const by = field.type === "references" && field.by !== "id" ? "slug" : "contentId";
      const targets = new Map(nodesOf(target.graphql.typeName).map((node) => [node[by], node]));
      const what =
        field.type === "references" && field.by === "file"
          ? "o nome"
          : by === "slug"
            ? "o endereço (slug)"
            : "o número";
      return nodesOf(kind.graphql.typeName).flatMap((node) =>
        namedBy(node, field.name).flatMap((value) => {
          const found = targets.get(value);
          const shown = `${node.sourceFile}: "${field.name}" ${by === "slug" ? JSON.stringify(value) : String(value)}`;
          if (!found) return [`${shown} não é ${what} de nenhum arquivo de ${target.label} (${kindPlace(target)})`];
          if (field.type === "references" && field.availableOnly && found.status !== AVAILABLE)
            return [`${shown} é "${String(found.titulo)}" (${found.sourceFile}), que não está ${AVAILABLE}`];
          return [];
        }),
      );
    }),
  );
}

/** The available courses without a lesson, and the available books with neither a file nor a chapter. */
function availableWithoutContent(nodesOf: (type: string) => ContentNode[]): string[] {
  const lessonsOf = new Set(nodesOf("Lesson").map((lesson) => lesson.curso));
  const chaptersOf = new Set(nodesOf("Chapter").map((chapter) => chapter.livro));
  const available = (type: string) => nodesOf(type).filter((node) => node.status === AVAILABLE);
  return [
    ...available("Course")
      .filter((course) => !lessonsOf.has(course.contentId))
      .map(
        (course) => `${course.sourceFile}: "status" é ${AVAILABLE}, mas o curso não tem nenhuma aula (content/aulas/)`,
      ),
    ...available("Book")
      .filter((book) => !book.arquivo && !chaptersOf.has(book.contentId))
      .map(
        (book) =>
          `${book.sourceFile}: "status" é ${AVAILABLE}, mas o livro não tem "arquivo" nem capítulos (content/capitulos/)`,
      ),
  ];
}

export function relationProblems(nodesOf: (type: string) => Node[]): string[] {
  const typed = nodesOf as (type: string) => ContentNode[];
  return [...danglingReferences(typed), ...availableWithoutContent(typed)];
}
