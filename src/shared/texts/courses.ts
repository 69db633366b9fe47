/**
 * Texts of the courses' pages: the list's card, a course's page and its lessons' (docs/routes.md,
 * "Courses and books"). What changes with the visitor's progress and answers.
 */

/** The course's link to its lessons: before any is done, and once the visitor has begun. */
export const startCourse = "Iniciar Curso";
export const continueCourse = "Continuar";
export const progress = (done: number, total: number) =>
  `${done} de ${total} ${total === 1 ? "aula concluída" : "aulas concluídas"}`;
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
