import type { Node } from "gatsby";
import { PAGE_KINDS, type ContentKindDefinition } from "../shared/content-kinds";
import { AVAILABLE } from "../shared/catalogue";

/**
 * The rules between files of different kinds, which no file can keep alone: a lesson's course and a
 * chapter's book exist, an available course has lessons, an available book has its file or chapters.
 * The build checks them once every file is loaded, naming the file and the field.
 */

type ContentNode = Node & Record<string, unknown> & { sourceFile: string };

const byName = (name: string) => PAGE_KINDS.find((kind) => kind.name === name) as ContentKindDefinition | undefined;

/** Every number a reference names that no file of the other kind has. */
function danglingReferences(nodesOf: (type: string) => ContentNode[]): string[] {
  return PAGE_KINDS.flatMap((kind: ContentKindDefinition) =>
    kind.fields.flatMap((field) => {
      const target = field.type === "reference" ? byName(field.kind) : undefined;
      if (field.type !== "reference" || !kind.graphql || !target?.graphql) return [];
      const ids = new Set(nodesOf(target.graphql.typeName).map((node) => node.contentId));
      return nodesOf(kind.graphql.typeName)
        .filter((node) => !ids.has(node[field.name]))
        .map(
          (node) =>
            `${node.sourceFile}: "${field.name}" ${String(node[field.name])} não é o número de nenhum arquivo de ${target.label} (${target.folder}/)`,
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
