import { COURSE_LEVELS } from "../catalogue";
import { idField, type ContentKindDefinition } from "./define";

/** The courses (content/cursos/*.mdx, frontmatter only; pages /cursos/ and /cursos/<id>/). */
export const COURSE_KIND = {
  name: "cursos",
  folder: "content/cursos",
  label: "Cursos",
  labelSingular: "Curso",
  description: "Os cursos da página Cursos, na ordem dos seus números.",
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
    { name: "titulo", label: "Título", type: "text", required: true },
    { name: "descricao", label: "Descrição", type: "text", multiline: true, required: true },
    { name: "duracao", label: "Duração", hint: "Por exemplo: 4 semanas.", type: "text", required: true },
    { name: "estudantes", label: "Estudantes", hint: "Por exemplo: 100+ estudantes.", type: "text", required: true },
    { name: "status", label: "Situação", hint: "Por exemplo: Em breve.", type: "text", required: true },
  ],
  unique: ["id"],
  graphql: { typeName: "Course" },
} as const satisfies ContentKindDefinition;
