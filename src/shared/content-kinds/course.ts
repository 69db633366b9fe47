import { COURSE_LEVELS, STATUS_OPTIONS } from "../catalogue";
import { idField, type ContentKindDefinition } from "./define";

/**
 * The courses (content/cursos/*.mdx; pages /cursos/ and /cursos/<id>/). One "Em breve" is a card and
 * the spec's placeholder; one "Disponível" has its page, with its lessons (content/aulas/), and the
 * body is its presentation there.
 */
export const COURSE_KIND = {
  name: "cursos",
  folder: "content/cursos",
  label: "Cursos",
  labelSingular: "Curso",
  description:
    "Os cursos da página Cursos, na ordem dos seus números. Um curso Disponível tem a sua página e as suas aulas (coleção Aulas).",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    idField(
      "Um número inteiro que nenhum outro curso usa; a lista segue a ordem dos números e a página fica em /cursos/<número>/.",
    ),
    {
      name: "nivel",
      label: "Nível",
      hint: "Iniciante (selo verde), Intermediário (azul) ou Avançado (roxo).",
      type: "choice",
      required: true,
      options: COURSE_LEVELS,
    },
    { name: "titulo", label: "Título", type: "text", required: true, translatable: true },
    { name: "descricao", label: "Descrição", type: "text", multiline: true, required: true, translatable: true },
    {
      name: "duracao",
      label: "Duração",
      hint: "Por exemplo: 4 semanas.",
      type: "text",
      required: true,
      translatable: true,
    },
    {
      name: "estudantes",
      label: "Estudantes",
      hint: "Por exemplo: 100+ estudantes.",
      type: "text",
      required: true,
      translatable: true,
    },
    {
      name: "status",
      label: "Situação",
      hint: "Em breve: o cartão e a página de aviso. Disponível: a página do curso e as suas aulas, que precisam existir.",
      type: "choice",
      required: true,
      options: STATUS_OPTIONS,
    },
    {
      name: "body",
      label: "Apresentação",
      hint: "Opcional: o texto da página do curso, antes do programa.",
      type: "body",
      required: false,
      format: "markdown",
    },
  ],
  unique: ["id"],
  graphql: { typeName: "Course" },
} as const satisfies ContentKindDefinition;
