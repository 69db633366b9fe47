/**
 * Texts of a language's home (`/en/`, src/templates/language-home.tsx): what exists in that language,
 * by kind. Written for every language of the catalogue, Portuguese included, so that each catalogue has
 * the same keys; Portuguese has no such page (its home is the site's).
 */

export const LANGUAGE_HOME = {
  title: "Em português",
  intro: "Ensinamentos, cursos e livros do instituto traduzidos e revisados por uma pessoa.",
  /** The one line that says what is not translated, and how to read it anyway. */
  restOfSite:
    "O resto do site está em português: escolha o seu idioma no seletor “Idioma” para lê-lo pela tradução automática.",
  teachings: "Ensinamentos",
  courses: "Cursos",
  lessons: "Aulas",
  books: "Livros",
  chapters: "Capítulos",
  searchLabel: "Buscar em português",
  searchButton: "Buscar",
} as const;
