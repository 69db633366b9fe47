import type { ContentKindDefinition } from "./define";

/**
 * The chapters of the books read online (content/capitulos/*.mdx; pages
 * /livros/<livro>/capitulos/<ordem>/), in the order of `ordem`. The body is the chapter's text.
 */
export const CHAPTER_KIND = {
  name: "capitulos",
  folder: "content/capitulos",
  label: "Capítulos",
  labelSingular: "Capítulo",
  description: "Os capítulos dos livros que se leem no site. Cada capítulo pertence a um livro e tem a sua ordem nele.",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    {
      name: "livro",
      label: "Livro",
      hint: "O livro deste capítulo.",
      type: "reference",
      required: true,
      kind: "livros",
      linkedAs: { name: "book", doc: "The chapter's book." },
    },
    {
      name: "ordem",
      label: "Ordem",
      hint: "A posição do capítulo no livro: 1 para o primeiro. Dois capítulos do mesmo livro não podem ter a mesma ordem.",
      type: "integer",
      required: true,
      min: 1,
    },
    { name: "titulo", label: "Título", type: "text", required: true, translatable: true },
    { name: "body", label: "Texto", hint: "O texto do capítulo.", type: "body", required: true, format: "markdown" },
  ],
  unique: [{ field: "ordem", within: "livro" }],
  graphql: { typeName: "Chapter" },
} as const satisfies ContentKindDefinition;
