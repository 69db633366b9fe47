import { promises as fs } from "node:fs";
import path from "node:path";

/**
 * The embedded API's data: one folder per teaching under content/ensinos/<id>/, holding
 * ensino.json (titulo, resumo, imagem, created_at) and conteudo.html (the body, as HTML).
 */
export const ENSINO_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface StoredEnsino {
  id: string;
  titulo: string;
  resumo: string | null;
  imagem: string | null;
  conteudo: string;
  created_at: string;
}

export type LookupResult = { status: 200; body: StoredEnsino } | { status: 400 | 404; body: { erro: string } };

export function ensinosDirectory(): string {
  return process.env.ENSINOS_DIR ?? path.join(process.cwd(), "content", "ensinos");
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** Reads one teaching. The id pattern is checked first, so a path can never leave the folder. */
export async function findEnsino(id: string, directory: string = ensinosDirectory()): Promise<LookupResult> {
  if (!ENSINO_ID_PATTERN.test(id)) return { status: 400, body: { erro: "Identificador inválido" } };
  const folder = path.join(directory, id);
  let metaText: string;
  let conteudo: string;
  try {
    [metaText, conteudo] = await Promise.all([
      fs.readFile(path.join(folder, "ensino.json"), "utf8"),
      fs.readFile(path.join(folder, "conteudo.html"), "utf8"),
    ]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return { status: 404, body: { erro: "Ensino não encontrado" } };
    }
    throw error;
  }
  const meta = JSON.parse(metaText) as Record<string, unknown>;
  const titulo = text(meta.titulo);
  const createdAt = text(meta.created_at);
  if (!titulo || !createdAt) throw new Error(`content/ensinos/${id}/ensino.json: "titulo" e "created_at" são obrigatórios`);
  return {
    status: 200,
    body: { id, titulo, resumo: text(meta.resumo), imagem: text(meta.imagem), conteudo, created_at: createdAt },
  };
}
