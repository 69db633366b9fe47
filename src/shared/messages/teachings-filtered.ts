/**
 * Messages of a filtered teachings list (src/components/FilteredTeachings.tsx).
 */

/** docs/behaviour.md: Screens Teachings list with no result. */
export const noTeachingsFound = "Nenhum ensinamento encontrado.";

export { allTeachingsUnavailable } from "./teachings";

export const showMoreTeachings = "Mostrar mais ensinamentos";
