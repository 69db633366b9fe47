import type { Plural } from "./plural";
import { COURSE_CARD } from "./course-card";
import { VIDEO } from "./video";

/**
 * Texts of the courses' pages: the list's card, a course's page and its lessons' (docs/routes.md,
 * "Courses and books"), around what the course's files say. The Portuguese ones; a course published in
 * another language gets that language's (catalogue.ts).
 */

export const COURSES = {
  /** The card's (course-card.ts): the link to the lessons and the level's badge. */
  ...COURSE_CARD,
  /** How many of the course's lessons are done, by the number of its lessons. */
  progress: {
    one: "{done} de {total} aula concluída",
    other: "{done} de {total} aulas concluídas",
  } satisfies Plural,
  /** The title of the progress on a course's page, and what it says once every lesson is done. */
  progressTitle: "Seu progresso",
  courseDone: "Curso concluído",
  restart: "Recomeçar",
  /** On a lesson: the toggle, and the mark of a lesson done in the syllabus. */
  markDone: "Marcar como concluída",
  doneMark: "concluída",
  /** The self-assessment's answer to a choice. */
  rightAnswer: "Resposta correta.",
  wrongAnswer: "Resposta incorreta.",
  /** Without JavaScript, what the page cannot do. */
  needsJavaScript:
    "O progresso e as respostas da autoavaliação precisam de JavaScript; o texto e o vídeo podem ser lidos e vistos sem ele.",

  /** A course's page. */
  backToCourses: "Voltar aos Cursos",
  syllabus: "Programa do curso",
  syllabusLesson: "Aula {place}: {title}",
  duration: "Duração",
  lessons: "Aulas",
  students: "Estudantes",

  /** A lesson's page. */
  backToCourse: "Voltar ao curso {course}",
  backToAnyCourse: "Voltar ao curso",
  lessonPlace: "Aula {position} de {count} · {duration}",
  selfAssessment: "Autoavaliação",
  finishCourse: "Concluir curso",
  lessonNeighbours: "Aula anterior e próxima",
  previousLesson: "Aula anterior",
  nextLesson: "Próxima aula",
  /** The video's facade's (video.ts). */
  ...VIDEO,
} as const;
