import { formatFileSize } from "../file-size";
import { SITE } from "../site";
import { BOOK_FILE_FORMATS, MAX_BOOK_FILE_BYTES } from "./book";
import { documentFormat, type DocumentFormat } from "./file-bytes";

/**
 * What is wrong with a file visitors download, from its size and its first bytes
 * (DOCUMENT_SIGNATURE_BYTES): over MAX_BOOK_FILE_BYTES, or not one of the formats its field takes; and,
 * for a book's, not the kind its `formato` says. The build reads the file from the disk
 * (src/buildtime/content/files.ts) and the editor from the upload (src/admin/uploads.ts), and both say
 * it in these words, naming `file`, the field (`relatorios[1].arquivo`) and the `reference` it wrote.
 */
export function documentProblems(
  file: string,
  field: string,
  reference: string,
  size: number,
  head: Uint8Array,
  formats: readonly DocumentFormat[],
): string[] {
  if (size > MAX_BOOK_FILE_BYTES)
    return [
      `${file}: "${field}" tem ${size.toLocaleString(SITE.lang)} bytes; o limite é ${formatFileSize(MAX_BOOK_FILE_BYTES)} (${reference})`,
    ];
  const format = documentFormat(head);
  if (format && formats.includes(format)) return [];
  const wanted = formats.map((name) => `um ${name}`).join(" nem ");
  return [`${file}: "${field}" não é ${wanted}, pelo que o arquivo contém (${reference})`];
}

/** A book's file (`arquivo`): a PDF or an EPUB, of the kind its `formato` says. */
export function bookFileProblems(
  file: string,
  reference: string,
  size: number,
  head: Uint8Array,
  formato: string,
): string[] {
  const problems = documentProblems(file, "arquivo", reference, size, head, BOOK_FILE_FORMATS);
  const format = documentFormat(head);
  if (problems.length > 0 || !format) return problems;
  // A `formato` not yet written is the field's own problem, told by the frontmatter's check.
  return formato.trim() === "" || formato.toUpperCase().includes(format)
    ? []
    : [`${file}: "formato" diz "${formato}", mas o arquivo é um ${format} (${reference})`];
}
