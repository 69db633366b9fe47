import type { ContentKindDefinition } from "../shared/content-kinds";
import { bookFileProblems } from "../shared/content-kinds/book-file";
import { DOCUMENT_SIGNATURE_BYTES, PICTURE_SIGNATURE_BYTES, pictureFormat } from "../shared/content-kinds/file-bytes";
import * as TEXTS from "../shared/texts/editor";
import type { ImmutableMap } from "./decap";

/** A file the editor uploaded with the entry, as Decap keeps it until the save. */
interface MediaFile {
  path: string;
  file?: Blob & { name?: string };
}

/** A blob's bytes, read with FileReader (every browser Decap supports has it). */
const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("leitura"));
    reader.readAsArrayBuffer(blob);
  });

/**
 * The files uploaded with an entry that the build would refuse, by what they hold rather than their
 * names: a picture that is not one (a document renamed ".jpg", say), which the build's image pipeline
 * would stop on, and a book's file that is not a PDF or an EPUB, is too large or is not what its
 * `formato` says, in the build's own words. Files already in the repository were checked when they
 * were uploaded.
 */
export async function uploadErrors(kind: ContentKindDefinition, entry: ImmutableMap, file: string): Promise<string[]> {
  const uploads = (entry.get("mediaFiles") as { toJS(): MediaFile[] } | undefined)?.toJS() ?? [];
  const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  const errors: string[] = [];
  for (const field of kind.fields) {
    const value = data[field.name];
    if ((field.type !== "image" && field.type !== "document") || typeof value !== "string" || value === "") continue;
    const name = value.split("/").pop() ?? value;
    const upload = uploads.find((media) => media.file && media.path.split("/").pop() === name);
    if (!upload?.file) continue;
    if (field.type === "image") {
      const head = await readBytes(upload.file.slice(0, PICTURE_SIGNATURE_BYTES));
      if (!pictureFormat(head)) errors.push(TEXTS.notAPicture(file, field.name, name));
    } else {
      const head = await readBytes(upload.file.slice(0, DOCUMENT_SIGNATURE_BYTES));
      const formato = typeof data.formato === "string" ? data.formato : "";
      errors.push(...bookFileProblems(file, value, upload.file.size, head, formato));
    }
  }
  return errors;
}
