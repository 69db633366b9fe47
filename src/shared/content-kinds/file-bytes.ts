/**
 * What a file is by its first bytes, whatever its name says: a picture the build's image pipeline
 * reads (sharp: JPEG, PNG, WebP, AVIF), or a book visitors download (PDF, EPUB). The build and the
 * editor check an uploaded file with it, so a renamed file never reaches the site as something else.
 */
export type PictureFormat = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How many of a file's first bytes pictureFormat needs. */
export const PICTURE_SIGNATURE_BYTES = 12;

export function pictureFormat(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (
    startsWith(bytes, ascii("ftyp"), 4) &&
    (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))
  )
    return "avif";
  return null;
}

export type DocumentFormat = "PDF" | "EPUB";

/**
 * How many of a file's first bytes documentFormat needs: an EPUB is a ZIP archive whose first entry
 * is named `mimetype` and holds, uncompressed, `application/epub+zip` (bytes 30 to 57).
 */
export const DOCUMENT_SIGNATURE_BYTES = 58;

const EPUB_ENTRY = ascii("mimetypeapplication/epub+zip");

export function documentFormat(bytes: Uint8Array): DocumentFormat | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "PDF";
  // A ZIP local file header whose entry is stored (method 0 at byte 8), named by 8 bytes (byte 26)
  // with no extra field (byte 28): its name and data follow at byte 30.
  const stored = startsWith(bytes, [0, 0], 8) && startsWith(bytes, [8, 0, 0, 0], 26);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && stored && startsWith(bytes, EPUB_ENTRY, 30)) return "EPUB";
  return null;
}
