import { RATING_SCALE, STATUS_OPTIONS } from "../catalogue";
import { DOCUMENT_RULE, PICTURE_RULE, idField, type ContentKindDefinition } from "./define";

/** The largest file visitors download that the site takes (a book, a year's accounts): what a phone still downloads. */
export const MAX_BOOK_FILE_BYTES = 25_000_000;

/** What a book's file is, by its bytes: what visitors read on any device. */
export const BOOK_FILE_FORMATS = ["PDF", "EPUB"] as const;

/**
 * The books (content/livros/*.mdx; pages /livros/ and /livros/<id>/). One "Em breve" is a card and
 * the spec's placeholder; one "Disponível" has its page, its file to download (content/livros/arquivos/)
 * or its chapters to read online (content/capitulos/), or both; the body is its presentation.
 */
export const BOOK_KIND = {
  name: "livros",
  folder: "content/livros",
  label: "Livros",
  labelSingular: "Livro",
  description:
    "Os livros da página Livros, na ordem dos seus números. Um livro Disponível tem a sua página, o arquivo para baixar e/ou capítulos (coleção Capítulos).",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    idField(
      "Um número inteiro que nenhum outro livro usa; a lista segue a ordem dos números e a página fica em /livros/<número>/.",
    ),
    { name: "titulo", label: "Título", type: "text", required: true, translatable: true },
    { name: "subtitulo", label: "Subtítulo", type: "text", required: true, translatable: true },
    { name: "descricao", label: "Descrição", type: "text", multiline: true, required: true, translatable: true },
    { name: "paginas", label: "Páginas", type: "integer", required: true, min: 1 },
    {
      name: "formato",
      label: "Formato",
      hint: "Por exemplo: PDF. Com um arquivo, diga o tipo dele (PDF ou EPUB).",
      type: "text",
      required: true,
    },
    {
      name: "status",
      label: "Situação",
      hint: "Em breve: o cartão e a página de aviso. Disponível: a página do livro, com o arquivo e/ou os capítulos.",
      type: "choice",
      required: true,
      options: STATUS_OPTIONS,
    },
    {
      name: "rating",
      label: "Estrelas",
      hint: `De 1 a ${RATING_SCALE}.`,
      type: "integer",
      required: true,
      min: 1,
      max: RATING_SCALE,
    },
    {
      name: "arquivo",
      label: "Arquivo",
      hint: `O livro em PDF ou EPUB, para baixar (até ${MAX_BOOK_FILE_BYTES / 1_000_000} MB).`,
      type: "document",
      required: false,
      folder: "content/livros/arquivos",
      reference: "arquivos",
      rules: [DOCUMENT_RULE],
      formats: BOOK_FILE_FORMATS,
    },
    {
      name: "capa",
      label: "Capa",
      hint: "Opcional: a capa do livro, em pé (800 × 1200 px ou mais), em JPG, PNG, WebP ou AVIF.",
      type: "image",
      required: false,
      folder: "content/livros/arquivos",
      reference: "arquivos",
      rules: [PICTURE_RULE],
    },
    {
      name: "body",
      label: "Apresentação",
      hint: "Opcional: o texto da página do livro, antes do sumário.",
      type: "body",
      required: false,
      format: "markdown",
    },
  ],
  unique: ["id"],
  graphql: { typeName: "Book" },
} as const satisfies ContentKindDefinition;
