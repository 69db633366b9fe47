/**
 * The teachings list's index: every teaching's card text and filter fields, in the list's order, in
 * one file the build writes (src/buildtime/teachings-list.ts) and the list downloads the first time a
 * visitor searches or filters an archive larger than one page (src/browser/teachings-index.ts).
 * Rows rather than objects: the field names would otherwise be repeated ten thousand times.
 */

import type { ListedTeaching } from "./teachings";

/** Bumped when the rows change shape, so that a page never reads an index it does not understand. */
export const TEACHINGS_INDEX_VERSION = 1;

/** What the build writes of each teaching: a listed teaching less its node id and long date. */
export type IndexSource = Omit<ListedTeaching, "id" | "longDate">;

/** One teaching as a filtered list shows and filters it (the card's image comes from its list page). */
export type IndexedTeaching = IndexSource & {
  /** The slug: unique, and what ties the row to its card on a list page. */
  id: string;
  /** Its place in the list, from 0: it is on list page floor(position / perPage) + 1. */
  position: number;
};

type Row = [
  slug: string,
  titulo: string,
  resumo: string,
  autor: string,
  tempoLeitura: number,
  publishedOn: string,
  categoria: string | null,
  ano: number | null,
];

interface TeachingsIndexFile {
  version: number;
  /** Cards per list page when it was built: row i is on page floor(i / perPage) + 1. */
  perPage: number;
  rows: Row[];
}

export function encodeTeachingsIndex(teachings: readonly IndexSource[], perPage: number): string {
  const file: TeachingsIndexFile = {
    version: TEACHINGS_INDEX_VERSION,
    perPage,
    rows: teachings.map((t) => [
      t.slug,
      t.titulo,
      t.resumo,
      t.autor,
      t.tempo_leitura,
      t.publishedOn,
      t.categoria ?? null,
      t.ano ?? null,
    ]),
  };
  return JSON.stringify(file);
}

export interface TeachingsIndex {
  perPage: number;
  teachings: IndexedTeaching[];
}

const isText = (value: unknown): value is string => typeof value === "string";
const isRow = (row: unknown): row is Row =>
  Array.isArray(row) &&
  row.length === 8 &&
  isText(row[0]) &&
  isText(row[1]) &&
  isText(row[2]) &&
  isText(row[3]) &&
  typeof row[4] === "number" &&
  isText(row[5]) &&
  (row[6] === null || isText(row[6])) &&
  (row[7] === null || typeof row[7] === "number");

/**
 * The index as the list reads it, or null when the file is not one this code understands (an older
 * or newer deploy, a proxy's error page): the list then says so rather than filtering wrong data.
 */
export function decodeTeachingsIndex(data: unknown): TeachingsIndex | null {
  if (typeof data !== "object" || data === null) return null;
  const { version, perPage, rows } = data as Partial<TeachingsIndexFile>;
  if (version !== TEACHINGS_INDEX_VERSION || typeof perPage !== "number" || perPage < 1 || !Array.isArray(rows))
    return null;
  if (!rows.every(isRow)) return null;
  return {
    perPage,
    teachings: rows.map(([slug, titulo, resumo, autor, tempoLeitura, publishedOn, categoria, ano], position) => ({
      id: slug,
      slug,
      titulo,
      resumo,
      autor,
      tempo_leitura: tempoLeitura,
      publishedOn,
      categoria,
      ano,
      position,
    })),
  };
}
