import { formatFileSize } from "../file-size";
import { SITE } from "../site";
import { MAX_BOOK_FILE_BYTES } from "./book";
import { documentFormat } from "./file-bytes";

/**
 * What is wrong with a book's file, from its size and its first bytes (DOCUMENT_SIGNATURE_BYTES):
 * over MAX_BOOK_FILE_BYTES, neither a PDF nor an EPUB, or not the kind its `formato` says. The build
 * reads the file from the disk (src/buildtime/content/files.ts) and the editor from the upload
 * (src/admin/uploads.ts), and both say it in these words, naming `file` and the `reference` it wrote.
 */
export function bookFileProblems(
  file: string,
  reference: string,
  size: number,
  head: Uint8Array,
  formato: string,
): string[] {
  if (size > MAX_BOOK_FILE_BYTES)
    return [
      `${file}: "arquivo" tem ${size.toLocaleString(SITE.lang)} bytes; o limite é ${formatFileSize(MAX_BOOK_FILE_BYTES)} (${reference})`,
    ];
  const format = documentFormat(head);
  if (!format) return [`${file}: "arquivo" não é um PDF nem um EPUB, pelo que o arquivo contém (${reference})`];
  // A `formato` not yet written is the field's own problem, told by the frontmatter's check.
  return formato.trim() === "" || formato.toUpperCase().includes(format)
    ? []
    : [`${file}: "formato" diz "${formato}", mas o arquivo é um ${format} (${reference})`];
}
