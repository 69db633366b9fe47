/**
 * The part of the courses' texts (courses.ts) that a course's card shows, on /cursos/ and wherever a
 * card is (an edition's page): the list's pages carry these alone, not the course's and lessons' pages'.
 */
export const COURSE_CARD = {
  /** The course's link to its lessons: before any is done, and once the visitor has begun. */
  startCourse: "Iniciar Curso",
  continueCourse: "Continuar",
  /** The level's badge, by the level a course's file names (src/shared/catalogue.ts, COURSE_LEVELS). */
  levels: { Iniciante: "Iniciante", Intermediário: "Intermediário", Avançado: "Avançado" },
} as const;
