/**
 * Whether a file's first bytes are a picture the build's image pipeline reads (sharp: JPEG, PNG,
 * WebP, AVIF), whatever its name says. The editor checks an uploaded file with it before saving, so a
 * renamed document never reaches the build as a "picture".
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
