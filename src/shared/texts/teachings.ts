/**
 * Texts of the teachings list, /ensinamentos/ and its further pages, filtered or not
 * (docs/behaviour.md: Texts).
 */

/** The count the list announces (a live region), and how many of them are on screen. */
export function teachingsFound(total: number, shown: number = total): string {
  const found = total === 1 ? "1 ensinamento encontrado." : `${total} ensinamentos encontrados.`;
  return shown < total ? `${found} Mostrando ${shown}.` : found;
}

/** docs/behaviour.md: Screens Teachings list with no result. */
export const noTeachingsFound = "Nenhum ensinamento encontrado.";

export const showMoreTeachings = "Mostrar mais ensinamentos";

/** While the archive's index is on its way. */
export const searchingAllTeachings = "Buscando em todos os ensinamentos...";

/** The archive's index could not be downloaded. */
export const allTeachingsUnavailable =
  "Não foi possível buscar em todos os ensinamentos. Verifique a sua conexão e tente novamente.";

/** The list's pages (src/components/Pagination.tsx). */
export const pagesLabel = "Páginas de ensinamentos";
export const previousPage = "Anterior";
export const nextPage = "Próxima";
export const pageLabel = (page: number) => `Página ${page}`;
