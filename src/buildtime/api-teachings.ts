import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import { API_TEACHING_KIND, kindFolder } from "../shared/content-kinds";
import { validateBody, validateFrontmatter } from "../shared/content-kinds/validation";
import { checkFrontmatterLanguage } from "../shared/content-kinds/frontmatter";
import type { ApiTeachingDocument } from "../shared/api-teaching";
import * as TEXTS from "../shared/texts/api-teaching";

/**
 * The embedded API's teachings (docs/api.md): one file per teaching,
 * content/ensinos/<id>.html, whose frontmatter holds the contract's fields (titulo, resumo, imagem,
 * created_at) and whose body is `conteudo`, in HTML. The build checks them with the rules of their
 * kind (src/shared/content-kinds/api-teaching.ts), like the rest of content/, and writes each as a
 * JSON document at its API path, public/api/ensinos/<id>, so any static host or CDN serves the API
 * with the pages.
 */

/** Ids are file names and URL segments: lower-case letters, digits and hyphens, at most 64. */
const API_TEACHING_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Where the documents go inside public/, and the body every unknown id answers with (status 404). */
const API_DIRECTORY = "api";
export const API_TEACHINGS_DIRECTORY = `${API_DIRECTORY}/ensinos`;
export const NOT_FOUND_DOCUMENT_PATH = `${API_DIRECTORY}/404.json`;
export const NOT_FOUND_DOCUMENT = { erro: TEXTS.apiTeachingNotFound } as const;

export type { ApiTeachingDocument };

const EXTENSION = `.${API_TEACHING_KIND.extension}`;

export type ApiTeachingLoad = { ok: true; teachings: ApiTeachingDocument[] } | { ok: false; errors: string[] };
export type ApiTeachingLookup =
  { status: "found"; teaching: ApiTeachingDocument } | { status: "missing" } | { status: "invalid"; errors: string[] };

const refuseCode = (): object => {
  throw new Error("o cabeçalho precisa ser YAML");
};

/**
 * The frontmatter's YAML read without YAML's own dates, so `created_at` reaches the API exactly as
 * written (2025-01-15T12:00:00Z, not a Date turned back into 2025-01-15T12:00:00.000Z). Only YAML:
 * the engines gray-matter would run as code are replaced by one that refuses (the file's first line
 * is checked before, with a message that names it: src/shared/content-kinds/frontmatter.ts).
 */
const MATTER_OPTIONS = {
  language: "yaml",
  engines: {
    yaml: (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object,
    js: refuseCode,
    javascript: refuseCode,
    coffee: refuseCode,
    cson: refuseCode,
    json: refuseCode,
  },
};

/**
 * Reads and checks one teaching. `shownRoot` is what paths in messages are relative to (the project),
 * so an editor reads `content/ensinos/7.html: "titulo" é obrigatório`.
 */
export function readApiTeaching(directory: string, id: string, shownRoot: string): ApiTeachingLookup {
  if (!API_TEACHING_ID_PATTERN.test(id)) return { status: "missing" };
  const file = path.join(directory, `${id}${EXTENSION}`);
  if (!fs.existsSync(file)) return { status: "missing" };
  const shown = path.relative(shownRoot, file);

  const source = fs.readFileSync(file, "utf8");
  const notYaml = checkFrontmatterLanguage(source, shown);
  if (notYaml.length > 0) return { status: "invalid", errors: notYaml };
  let parsed: { data: unknown; content: string };
  try {
    parsed = matter(source, MATTER_OPTIONS);
  } catch (error) {
    return { status: "invalid", errors: [`${shown}: o cabeçalho não é um YAML válido (${(error as Error).message})`] };
  }
  const checked = validateFrontmatter(API_TEACHING_KIND, parsed.data, shown);
  const errors = [...(checked.ok ? [] : checked.errors), ...validateBody(API_TEACHING_KIND, parsed.content, shown)];
  if (!checked.ok || errors.length > 0) return { status: "invalid", errors };
  const { titulo, resumo, imagem, created_at } = checked.data;
  return {
    status: "found",
    teaching: {
      id,
      titulo,
      resumo: resumo ?? null,
      imagem: imagem ?? null,
      conteudo: parsed.content.trim(),
      created_at,
    },
  };
}

/** The embedded API's teachings (content/ensinos/), or ENSINOS_DIR for tests and the benchmark. */
export const apiTeachingsDirectory = (projectRoot: string) =>
  path.resolve(projectRoot, kindFolder(API_TEACHING_KIND, process.env));

/** Every teaching of the folder, or every problem found in it (a file with a bad name included). */
export function loadApiTeachings(directory: string, shownRoot: string): ApiTeachingLoad {
  if (!fs.existsSync(directory)) return { ok: true, teachings: [] };
  const teachings: ApiTeachingDocument[] = [];
  const errors: string[] = [];
  const entries = fs.readdirSync(directory, { withFileTypes: true }).filter((entry) => !entry.name.startsWith("."));
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))) {
    const shown = path.relative(shownRoot, path.join(directory, entry.name));
    if (!entry.isFile() || !entry.name.endsWith(EXTENSION)) {
      errors.push(`${shown}: cada ensino é um arquivo <id>${EXTENSION}, com o cabeçalho e o conteúdo em HTML`);
      continue;
    }
    const id = entry.name.slice(0, -EXTENSION.length);
    if (!API_TEACHING_ID_PATTERN.test(id)) {
      errors.push(
        `${shown}: o nome do arquivo é o identificador e deve ter só letras minúsculas sem acento, números e hífens (até 64)`,
      );
      continue;
    }
    const lookup = readApiTeaching(directory, id, shownRoot);
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
