import fs from "node:fs";
import path from "node:path";
import { bookFileProblems, documentProblems } from "../../shared/content-kinds/book-file";
import {
  DOCUMENT_SIGNATURE_BYTES,
  PICTURE_SIGNATURE_BYTES,
  pictureFormat,
  type DocumentFormat,
} from "../../shared/content-kinds/file-bytes";

/**
 * The files a content file names beside it (a book's file and cover, a year's accounts), found on the
 * disk and checked by their bytes: a name can say anything, the bytes say what visitors would get.
 */

/** The first `count` bytes of a file. */
function firstBytes(file: string, count: number): Uint8Array {
  const handle = fs.openSync(file, "r");
  try {
    const bytes = new Uint8Array(count);
    fs.readSync(handle, bytes, 0, count, 0);
    return bytes;
  } finally {
    fs.closeSync(handle);
  }
}

/** The absolute path of a file a content file names relatively (`./arquivos/livro.pdf`). */
export const besideContent = (contentFile: string, reference: string) =>
  path.resolve(path.dirname(contentFile), reference);

/** What is wrong with the file `field` names (none when it exists). */
function missingFile(shownPath: string, field: string, reference: string, absolute: string): string[] {
  return fs.existsSync(absolute) && fs.statSync(absolute).isFile()
    ? []
    : [`${shownPath}: "${field}" aponta para um arquivo que não existe (${reference})`];
}

/**
 * A file visitors download (a year's accounts, `relatorios[1].arquivo`): there, at most
 * MAX_BOOK_FILE_BYTES, and one of `formats` by its first bytes.
 */
export function checkDocumentFile(
  shownPath: string,
  field: string,
  reference: string,
  absolute: string,
  formats: readonly DocumentFormat[],
): string[] {
  const missing = missingFile(shownPath, field, reference, absolute);
  if (missing.length > 0) return missing;
  const { size } = fs.statSync(absolute);
  return documentProblems(shownPath, field, reference, size, firstBytes(absolute, DOCUMENT_SIGNATURE_BYTES), formats);
}

/**
 * A book's file: there, at most MAX_BOOK_FILE_BYTES, a PDF or an EPUB by its first bytes, and of the
 * kind its `formato` says.
 */
export function checkBookFile(shownPath: string, reference: string, absolute: string, formato: string): string[] {
  const missing = missingFile(shownPath, "arquivo", reference, absolute);
  if (missing.length > 0) return missing;
  const { size } = fs.statSync(absolute);
  return bookFileProblems(shownPath, reference, size, firstBytes(absolute, DOCUMENT_SIGNATURE_BYTES), formato);
}

/** A book's cover: there, and a picture by its first bytes. */
export function checkCover(shownPath: string, reference: string, absolute: string): string[] {
  const missing = missingFile(shownPath, "capa", reference, absolute);
  if (missing.length > 0) return missing;
  return pictureFormat(firstBytes(absolute, PICTURE_SIGNATURE_BYTES))
    ? []
    : [`${shownPath}: "capa" não é uma imagem JPG, PNG, WebP ou AVIF, pelo que o arquivo contém (${reference})`];
}
