import type { ContentKindDefinition, FieldProblem } from "./define";
import { YOUTUBE_RULE } from "./youtube";

/** A question's options: at least a choice, at most what a phone's screen shows without scrolling. */
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 6;

/** Each question's answer is, letter by letter, one of its options. */
function answersAmongOptions(data: Record<string, unknown>): FieldProblem[] {
  const questions = Array.isArray(data.perguntas) ? (data.perguntas as Record<string, unknown>[]) : [];
  return questions.flatMap((question, index) => {
    const options = Array.isArray(question.opcoes) ? question.opcoes : [];
    return typeof question.resposta === "string" && !options.includes(question.resposta)
      ? [{ field: `perguntas[${index + 1}].resposta`, message: "deve ser, letra por letra, uma das opções" }]
      : [];
  });
}

/**
 * The lessons of the courses (content/aulas/*.mdx; pages /cursos/<curso>/aulas/<ordem>/): a course's
 * lessons in the order of `ordem`, grouped by `modulo` in its syllabus, each with an optional video
 * and an optional self-assessment. The body is the lesson.
 */
export const LESSON_KIND = {
  name: "aulas",
  folder: "content/aulas",
  label: "Aulas",
  labelSingular: "Aula",
  description: "As aulas dos cursos. Cada aula pertence a um curso e tem a sua ordem nele.",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    {
      name: "curso",
      label: "Curso",
      hint: "O curso desta aula.",
      type: "reference",
      required: true,
      kind: "cursos",
      linkedAs: { name: "course", doc: "The lesson's course." },
    },
    {
      name: "ordem",
      label: "Ordem",
      hint: "A posição da aula no curso: 1 para a primeira. Duas aulas do mesmo curso não podem ter a mesma ordem.",
      type: "integer",
      required: true,
      min: 1,
    },
    { name: "titulo", label: "Título", type: "text", required: true, translatable: true },
    {
      name: "resumo",
      label: "Resumo",
      hint: "Uma ou duas frases sobre a aula.",
      type: "text",
      multiline: true,
      required: true,
      translatable: true,
    },
    {
      name: "duracao",
      label: "Duração",
      hint: "Por exemplo: 20 min.",
      type: "text",
      required: true,
      translatable: true,
    },
    {
      name: "modulo",
      label: "Módulo",
      hint: "Opcional, como “Módulo 1: Fundamentos”. O programa do curso agrupa as aulas do mesmo módulo.",
      type: "text",
      required: false,
      translatable: true,
    },
    {
      name: "video",
      label: "Vídeo",
      hint: "Opcional: o endereço do vídeo no YouTube. Ele só é carregado quando o visitante pede para assistir.",
      type: "text",
      required: false,
      rules: [YOUTUBE_RULE],
    },
    {
      name: "perguntas",
      // The editor's list counts its items by this label ("2 perguntas"), so it names one of them.
      label: "Perguntas",
      hint: "Opcional: a autoavaliação da aula, perguntas de múltipla escolha. Nenhuma resposta é enviada; o visitante vê na hora se acertou.",
      type: "items",
      required: false,
      itemLabel: "Pergunta",
      typeName: "LessonQuestion",
      translatable: true,
      fields: [
        { name: "pergunta", label: "Pergunta", type: "text", required: true },
        {
          name: "opcoes",
          label: "Opções",
          hint: `De ${MIN_OPTIONS} a ${MAX_OPTIONS} opções.`,
          type: "texts",
          required: true,
          itemLabel: "Opção",
          min: MIN_OPTIONS,
          max: MAX_OPTIONS,
        },
        {
          name: "resposta",
          label: "Resposta certa",
          hint: "Copie aqui, letra por letra, a opção certa.",
          type: "text",
          required: true,
        },
        {
          name: "explicacao",
          label: "Explicação",
          hint: "Opcional: mostrada depois da resposta, certa ou não.",
          type: "text",
          multiline: true,
          required: false,
        },
      ],
    },
    { name: "body", label: "Texto", hint: "O texto da aula.", type: "body", required: true, format: "markdown" },
  ],
  unique: [{ field: "ordem", within: "curso" }],
  graphql: { typeName: "Lesson" },
  check: answersAmongOptions,
} as const satisfies ContentKindDefinition;
