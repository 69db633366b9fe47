import { apiClient, apiPath, type ApiClient, type ApiError, type RequestOptions } from "./api-client";

/** A teaching as the API returns it (SPEC §3 "Teaching from server"). */
export interface Ensino {
  titulo: string;
  resumo: string | null;
  imagem: string | null;
  /** HTML as the server sent it; useEnsino sanitizes it before it is shown. */
  conteudo: string;
  created_at: string;
}

export type EnsinoResult =
  { status: "loaded"; ensino: Ensino } | { status: "not-found" } | { status: "error"; error: ApiError };

const optionalText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/** Reads the fields the page uses; anything without a title is treated as no data. */
export function parseEnsino(raw: unknown): Ensino | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const titulo = optionalText(record.titulo);
  if (!titulo) return null;
  return {
    titulo,
    resumo: optionalText(record.resumo),
    imagem: optionalText(record.imagem),
    conteudo: typeof record.conteudo === "string" ? record.conteudo : "",
    created_at: typeof record.created_at === "string" ? record.created_at : "",
  };
}

/**
 * GET /ensinos/{id}. A 404 or an empty body is 'no data' ('Ensino não encontrado'); any other
 * failure is a load error ('Erro ao carregar ensino').
 */
export async function fetchEnsino(
  id: string,
  options: RequestOptions = {},
  client: ApiClient = apiClient,
): Promise<EnsinoResult> {
  const result = await client.get(apiPath("ensinos", id), options);
  if (!result.ok) {
    return result.error.kind === "http" && result.error.status === 404
      ? { status: "not-found" }
      : { status: "error", error: result.error };
  }
  const ensino = parseEnsino(result.data);
  return ensino ? { status: "loaded", ensino } : { status: "not-found" };
}
