import type { ContentKindDefinition, PatternRule } from "./define";

/** Where the API's pictures are kept (static/, so the site serves them at /imagens/ensinos/). */
const API_IMAGE_RULE: PatternRule = {
  pattern: /^(\/|https:\/\/)/,
  message: "deve começar com / (um arquivo de static/) ou com https://",
};

/**
 * The embedded API's teachings (content/ensinos/<id>.html, served as /api/ensinos/<id>, shown at
 * /ensinos/<id>/): the frontmatter carries the contract's fields, the body is `conteudo`, in HTML.
 * The file's name is the id. The pages never query them, so they have no GraphQL type.
 */
export const API_TEACHING_KIND = {
  name: "ensinos",
  folder: "content/ensinos",
  label: "Ensinos da API",
  labelSingular: "Ensino da API",
  description: "Os ensinos que a página /ensinos/<id>/ busca na API do site. O id é o nome do arquivo.",
  extension: "html",
  fileName: "title",
  titleField: "titulo",
  fields: [
    { name: "titulo", label: "Título", type: "text", required: true },
    { name: "resumo", label: "Resumo", type: "text", multiline: true, required: false },
    {
      name: "imagem",
      label: "Imagem",
      hint: "Guardada em static/imagens/ensinos/ e indicada a partir da raiz do site.",
      type: "image",
      required: false,
      folder: "static/imagens/ensinos",
      reference: "/imagens/ensinos",
      rules: [API_IMAGE_RULE],
    },
    {
      name: "created_at",
      label: "Publicado em",
      hint: "Data e hora, com o fuso (ISO 8601, como 2025-01-15T12:00:00Z).",
      type: "dateTime",
      required: true,
    },
    {
      name: "body",
      label: "Conteúdo (HTML)",
      hint: "Em HTML: <h2>, <p>, <blockquote>, <ul>/<li>, <strong>, <em>. Scripts, estilos e atributos como onclick são removidos antes da exibição.",
      type: "body",
      required: true,
      format: "html",
    },
  ],
  // The file's name is the id, so two files cannot share one.
  unique: [],
} as const satisfies ContentKindDefinition;
