/**
 * Messages of the teachings list, /ensinamentos/ and its further pages (docs/behaviour.md: Messages). Those of a filtered
 * list are in teachings-filtered.ts, which comes with the filtered list's code.
 */

/** The count the list announces (a live region), and how many of them are on screen. */
export function teachingsFound(total: number, shown: number = total): string {
  const found = total === 1 ? "1 ensinamento encontrado." : `${total} ensinamentos encontrados.`;
  return shown < total ? `${found} Mostrando ${shown}.` : found;
}

/** While the filtered list's code, or the archive's index, is on its way. */
export const searchingAllTeachings = "Buscando em todos os ensinamentos...";

/** The filtered list's code, or the archive's index, could not be downloaded. */
export const allTeachingsUnavailable =
  "Não foi possível buscar em todos os ensinamentos. Verifique a sua conexão e tente novamente.";

/** The list's pages (src/components/Pagination.tsx). */
export const pagesLabel = "Páginas de ensinamentos";
export const previousPage = "Anterior";
export const nextPage = "Próxima";
export const pageLabel = (page: number) => `Página ${page}`;
