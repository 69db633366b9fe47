import type { ContentKindDefinition } from "../shared/content-kinds";
import { PICTURE_SIGNATURE_BYTES, pictureFormat } from "../shared/content-kinds/file-bytes";
import * as MESSAGES from "../shared/messages/editor";
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
 * The pictures uploaded with an entry that are not pictures the build reads (a document renamed
 * ".jpg", say): the build's image pipeline would stop on them, so the save is refused now, naming
 * the field. Pictures already in the repository were checked when they were uploaded.
 */
export async function pictureErrors(kind: ContentKindDefinition, entry: ImmutableMap, file: string): Promise<string[]> {
  const uploads = (entry.get("mediaFiles") as { toJS(): MediaFile[] } | undefined)?.toJS() ?? [];
  const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  const errors: string[] = [];
  for (const field of kind.fields) {
    const value = data[field.name];
    if (field.type !== "image" || typeof value !== "string" || value === "") continue;
    const name = value.split("/").pop() ?? value;
    const upload = uploads.find((media) => media.file && media.path.split("/").pop() === name);
    if (!upload?.file) continue;
    const head = await readBytes(upload.file.slice(0, PICTURE_SIGNATURE_BYTES));
    if (!pictureFormat(head)) errors.push(MESSAGES.notAPicture(file, field.name, name));
  }
  return errors;
}
