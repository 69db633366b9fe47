import { RATING_SCALE } from "../catalogue";
import { idField, type ContentKindDefinition } from "./define";

/** The books (content/livros/*.mdx, frontmatter only; pages /livros/ and /livros/<id>/). */
export const BOOK_KIND = {
  name: "livros",
  folder: "content/livros",
  label: "Livros",
  labelSingular: "Livro",
  description: "Os livros da página Livros, na ordem dos seus números.",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    idField(
      "Um número inteiro que nenhum outro livro usa; a lista segue a ordem dos números e a página fica em /livros/<número>/.",
    ),
    { name: "titulo", label: "Título", type: "text", required: true },
    { name: "subtitulo", label: "Subtítulo", type: "text", required: true },
    { name: "descricao", label: "Descrição", type: "text", multiline: true, required: true },
    { name: "paginas", label: "Páginas", type: "integer", required: true, min: 1 },
    { name: "formato", label: "Formato", hint: "Por exemplo: PDF.", type: "text", required: true },
    { name: "status", label: "Situação", hint: "Por exemplo: Em breve.", type: "text", required: true },
    {
      name: "rating",
      label: "Estrelas",
      hint: `De 1 a ${RATING_SCALE}.`,
      type: "integer",
      required: true,
      min: 1,
      max: RATING_SCALE,
    },
  ],
  unique: ["id"],
  graphql: { typeName: "Book" },
} as const satisfies ContentKindDefinition;
