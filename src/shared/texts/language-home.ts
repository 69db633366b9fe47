/**
 * Texts of a language's home (`/en/`, src/templates/language-home.tsx): what exists in that language,
 * by kind. Written for every language of the catalogue, Portuguese included, so that each catalogue has
 * the same keys; Portuguese has no such page (its home is the site's).
 */

export const title = "Em português";
export const intro = "Ensinamentos, cursos e livros do instituto traduzidos e revisados por uma pessoa.";
/** The one line that says what is not translated, and how to read it anyway. */
export const restOfSite =
  "O resto do site está em português: escolha o seu idioma no seletor “Idioma” para lê-lo pela tradução automática.";
export const teachings = "Ensinamentos";
export const courses = "Cursos";
export const lessons = "Aulas";
export const books = "Livros";
export const chapters = "Capítulos";
export const searchLabel = "Buscar em português";
export const searchButton = "Buscar";
