import type { Plural } from "./format";

/**
 * Texts of the courses' pages: the list's card, a course's page and its lessons' (docs/routes.md,
 * "Courses and books"), around what the course's files say. The Portuguese ones; a course published in
 * another language gets that language's (catalogue.ts).
 */

/** The course's link to its lessons: before any is done, and once the visitor has begun. */
export const startCourse = "Iniciar Curso";
export const continueCourse = "Continuar";
/** How many of the course's lessons are done, by the number of its lessons. */
export const progress: Plural = {
  one: "{done} de {total} aula concluída",
  other: "{done} de {total} aulas concluídas",
};
/** The title of the progress on a course's page, and what it says once every lesson is done. */
export const progressTitle = "Seu progresso";
export const courseDone = "Curso concluído";
export const restart = "Recomeçar";
/** On a lesson: the toggle, and the mark of a lesson done in the syllabus. */
export const markDone = "Marcar como concluída";
export const doneMark = "concluída";
/** The self-assessment's answer to a choice. */
export const rightAnswer = "Resposta correta.";
export const wrongAnswer = "Resposta incorreta.";
/** Without JavaScript, what the page cannot do. */
export const needsJavaScript =
  "O progresso e as respostas da autoavaliação precisam de JavaScript; o texto e o vídeo podem ser lidos e vistos sem ele.";

/** A course's page. */
export const backToCourses = "Voltar aos Cursos";
export const syllabus = "Programa do curso";
export const syllabusLesson = "Aula {place}: {title}";
export const duration = "Duração";
export const lessons = "Aulas";
export const students = "Estudantes";
/** The level's badge, by the level a course's file names (src/shared/catalogue.ts, COURSE_LEVELS). */
export const levels = { Iniciante: "Iniciante", Intermediário: "Intermediário", Avançado: "Avançado" } as const;

/** A lesson's page. */
export const backToCourse = "Voltar ao curso {course}";
export const backToAnyCourse = "Voltar ao curso";
export const lessonPlace = "Aula {position} de {count} · {duration}";
export const selfAssessment = "Autoavaliação";
export const finishCourse = "Concluir curso";
export const lessonNeighbours = "Aula anterior e próxima";
export const previousLesson = "Aula anterior";
export const nextLesson = "Próxima aula";
/** The video's button, what names its player, and its link without JavaScript. */
export const watchVideo = "Assistir ao vídeo";
export const lessonVideo = "Vídeo da aula: {title}";
export const onYouTube = "{action} no YouTube";
