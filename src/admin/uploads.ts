import { BOOK_KIND, type ContentKindDefinition, type Field } from "../shared/content-kinds";
import { bookFileProblems, documentProblems } from "../shared/content-kinds/book-file";
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

/** A picture or a document the entry names: its field, the field's path (`relatorios[2].arquivo`) and its value. */
interface Upload {
  field: Extract<Field, { type: "image" | "document" }>;
  path: string;
  value: string;
}

/** Every picture and document the entry names, in its own fields and in its lists' items. */
function uploadsOf(fields: readonly Field[], data: Record<string, unknown>, prefix = ""): Upload[] {
  return fields.flatMap((field): Upload[] => {
    const value = data[field.name];
    const path = `${prefix}${field.name}`;
    if (field.type === "items" && Array.isArray(value))
      return value.flatMap((item: unknown, index) =>
        typeof item === "object" && item !== null
          ? uploadsOf(field.fields, item as Record<string, unknown>, `${path}[${index + 1}].`)
          : [],
      );
    if ((field.type === "image" || field.type === "document") && typeof value === "string" && value !== "")
      return [{ field, path, value }];
    return [];
  });
}

/**
 * The files uploaded with an entry that the build would refuse, by what they hold rather than their
 * names: a picture that is not one (a document renamed ".jpg", say), which the build's image pipeline
 * would stop on, and a file to download that is too large or not of its field's formats (a book's that
 * is not a PDF or an EPUB or not what its `formato` says, a year's accounts that are not a PDF), in the
 * build's own words. Files already in the repository were checked when they were uploaded.
 */
export async function uploadErrors(kind: ContentKindDefinition, entry: ImmutableMap, file: string): Promise<string[]> {
  const uploads = (entry.get("mediaFiles") as { toJS(): MediaFile[] } | undefined)?.toJS() ?? [];
  const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  const errors: string[] = [];
  for (const { field, path, value } of uploadsOf(kind.fields, data)) {
    const name = value.split("/").pop() ?? value;
    const upload = uploads.find((media) => media.file && media.path.split("/").pop() === name);
    if (!upload?.file) continue;
    if (field.type === "image") {
      const head = await readBytes(upload.file.slice(0, PICTURE_SIGNATURE_BYTES));
      if (!pictureFormat(head)) errors.push(TEXTS.notAPicture(file, path, name));
      continue;
    }
    const head = await readBytes(upload.file.slice(0, DOCUMENT_SIGNATURE_BYTES));
    const formato = typeof data.formato === "string" ? data.formato : "";
    errors.push(
      ...(kind.name === BOOK_KIND.name
        ? bookFileProblems(file, value, upload.file.size, head, formato)
        : documentProblems(file, path, value, upload.file.size, head, field.formats)),
    );
  }
  return errors;
}
