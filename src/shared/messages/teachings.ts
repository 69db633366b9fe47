/**
 * Messages of the teachings list, /ensinamentos/ (SPEC §8).
 */

/** §2 Teachings list with no result. */
export const noTeachingsFound = "Nenhum ensinamento encontrado.";
