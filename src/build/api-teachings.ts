import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ApiTeachingDocument } from "../shared/api-teaching";
import { MESSAGES } from "../shared/messages";

/**
 * The embedded API's teachings (README, "The teachings API"): one folder per teaching under
 * content/ensinos/<id>/ with ensino.json (titulo, resumo, imagem, created_at) and conteudo.html. The
 * build checks them like the rest of content/ and writes each as a JSON document at its API path,
 * public/api/ensinos/<id>, so any static host or CDN serves the API with the pages.
 */

/** Ids are folder names and URL segments: lower-case letters, digits and hyphens, at most 64. */
export const API_TEACHING_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Where the documents go inside public/, and the body every unknown id answers with (status 404). */
export const API_DIRECTORY = "api";
export const API_TEACHINGS_DIRECTORY = `${API_DIRECTORY}/ensinos`;
export const NOT_FOUND_DOCUMENT_PATH = `${API_DIRECTORY}/404.json`;
export const NOT_FOUND_DOCUMENT = { erro: MESSAGES.apiTeachingNotFound } as const;

export type { ApiTeachingDocument };

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "é obrigatório" : `deve ser ${what}`;

const optionalText = (what: string) =>
  z
    .string({ error: `deve ser ${what} ou null` })
    .trim()
    .min(1, { error: "não pode ficar vazio (use null para deixar sem)" })
    .nullable()
    .default(null);

const apiTeachingSchema = z.object({
  titulo: z
    .string({ error: required("um texto") })
    .trim()
    .min(1, { error: "não pode ficar vazio" }),
  resumo: optionalText("um texto"),
  imagem: optionalText("um endereço de imagem").refine(
    (value) => value === null || value.startsWith("/") || /^https:\/\//.test(value),
    { error: "deve começar com / (um arquivo de static/) ou com https://" },
  ),
  created_at: z
    .string({ error: required("uma data e hora ISO 8601, como 2025-01-15T12:00:00Z") })
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
      {
        error: "deve ser uma data e hora ISO 8601, como 2025-01-15T12:00:00Z",
      },
    ),
});

export type ApiTeachingLoad = { ok: true; teachings: ApiTeachingDocument[] } | { ok: false; errors: string[] };
export type ApiTeachingLookup =
  { status: "found"; teaching: ApiTeachingDocument } | { status: "missing" } | { status: "invalid"; errors: string[] };

/**
 * Reads and checks one teaching. `shownRoot` is what paths in messages are relative to (the project),
 * so an editor reads `content/ensinos/7/ensino.json: "titulo" é obrigatório`.
 */
export function readApiTeaching(directory: string, id: string, shownRoot: string): ApiTeachingLookup {
  if (!API_TEACHING_ID_PATTERN.test(id)) return { status: "missing" };
  const folder = path.join(directory, id);
  if (!fs.existsSync(folder)) return { status: "missing" };
  const shown = (file: string) => path.relative(shownRoot, path.join(folder, file));
  const errors: string[] = [];

  let meta: unknown;
  try {
    meta = JSON.parse(fs.readFileSync(path.join(folder, "ensino.json"), "utf8"));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "falta o arquivo"
        : `não é um JSON válido (${(error as Error).message})`;
    errors.push(`${shown("ensino.json")}: ${reason}`);
  }
  let conteudo = "";
  try {
    conteudo = fs.readFileSync(path.join(folder, "conteudo.html"), "utf8");
    if (conteudo.trim() === "") errors.push(`${shown("conteudo.html")}: não pode ficar vazio`);
  } catch {
    errors.push(`${shown("conteudo.html")}: falta o arquivo`);
  }

  if (meta !== undefined) {
    const result = apiTeachingSchema.safeParse(
      typeof meta === "object" && meta !== null && !Array.isArray(meta) ? meta : undefined,
    );
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? issue.path.join(".") : "ensino.json";
        errors.push(
          `${shown("ensino.json")}: "${field}" ${issue.path.length > 0 ? issue.message : "deve ser um objeto JSON"}`,
        );
      }
    } else if (errors.length === 0) {
      return { status: "found", teaching: { id, ...result.data, conteudo } };
    }
  }
  return { status: "invalid", errors };
}

/** Every teaching of the folder, or every problem found in it (a folder with a bad name included). */
export function loadApiTeachings(directory: string, shownRoot: string): ApiTeachingLoad {
  if (!fs.existsSync(directory)) return { ok: true, teachings: [] };
  const teachings: ApiTeachingDocument[] = [];
  const errors: string[] = [];
  const entries = fs.readdirSync(directory, { withFileTypes: true }).filter((entry) => !entry.name.startsWith("."));
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))) {
    const shown = path.relative(shownRoot, path.join(directory, entry.name));
    if (!entry.isDirectory()) {
      errors.push(`${shown}: cada ensino é uma pasta com ensino.json e conteudo.html`);
      continue;
    }
    if (!API_TEACHING_ID_PATTERN.test(entry.name)) {
      errors.push(
        `${shown}: o nome da pasta é o identificador e deve ter só letras minúsculas sem acento, números e hífens (até 64)`,
      );
      continue;
    }
    const lookup = readApiTeaching(directory, entry.name, shownRoot);
    if (lookup.status === "found") teachings.push(lookup.teaching);
    else if (lookup.status === "invalid") errors.push(...lookup.errors);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, teachings };
}

/** Writes public/api/ensinos/<id> (no extension: the address is the contract's) and the 404 body. */
export function writeApiTeachingDocuments(publicDir: string, teachings: readonly ApiTeachingDocument[]): void {
  const target = path.join(publicDir, API_TEACHINGS_DIRECTORY);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const teaching of teachings) fs.writeFileSync(path.join(target, teaching.id), JSON.stringify(teaching));
  fs.writeFileSync(path.join(publicDir, NOT_FOUND_DOCUMENT_PATH), JSON.stringify(NOT_FOUND_DOCUMENT));
}
