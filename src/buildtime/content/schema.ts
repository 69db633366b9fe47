import {
  PAGE_KINDS,
  isPageKindName,
  type ContentKindDefinition,
  type PageKind,
  type PageKindName,
} from "../../shared/content-kinds";
import {
  validateFrontmatter as validateKind,
  type Frontmatter,
  type ValidationResult,
} from "../../shared/content-kinds/validation";

/**
 * Validation of every content file's frontmatter, run by the build when the file is loaded, with the
 * rules of its kind (src/shared/content-kinds/, the registry every kind is named in). A problem stops
 * the build with one line per field, naming the file and the field, in Portuguese because editors read it.
 */

export type ContentKind = PageKindName;
export const isContentKind = isPageKindName;

/** Each page kind's checked frontmatter, by its name. */
export type FrontmatterByKind = { [K in PageKind as K["name"]]: Frontmatter<K> };

export const kindByName = <K extends ContentKind>(name: K): Extract<PageKind, { name: K }> =>
  PAGE_KINDS.find((kind) => kind.name === name) as Extract<PageKind, { name: K }>;

/** Checks one file's frontmatter. `file` is the path shown to the editor (relative to the project). */
export function validateFrontmatter<K extends ContentKind>(
  kind: K,
  frontmatter: unknown,
  file: string,
): ValidationResult<FrontmatterByKind[K]> {
  return validateKind(kindByName(kind) as ContentKindDefinition, frontmatter, file) as ValidationResult<
    FrontmatterByKind[K]
  >;
}

/** A teaching's image must exist beside the file; checked separately because it needs the disk. */
export function checkImageExists(file: string, imagem: string, exists: (relativePath: string) => boolean): string[] {
  return exists(imagem) ? [] : [`${file}: "imagem" aponta para um arquivo que não existe (${imagem})`];
}

/** Lines naming every file that repeats a value that must be unique (id, slug) within a kind. */
export function findDuplicates<T>(
  items: readonly T[],
  field: string,
  valueOf: (item: T) => string | number,
  fileOf: (item: T) => string,
): string[] {
  const byValue = new Map<string | number, string[]>();
  for (const item of items) {
    const value = valueOf(item);
    byValue.set(value, [...(byValue.get(value) ?? []), fileOf(item)]);
  }
  return [...byValue.entries()]
    .filter(([, files]) => files.length > 1)
    .flatMap(([value, files]) =>
      files.map(
        (file) =>
          `${file}: "${field}" ${JSON.stringify(value)} repete-se em ${files.filter((other) => other !== file).join(", ")}`,
      ),
    );
}
