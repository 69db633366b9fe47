import { apiClient, apiPath, type ApiClient, type ApiError, type RequestOptions } from "./api-client";
import { parseApiTeaching, type ApiTeaching } from "../shared/api-teaching";

export type ApiTeachingResult =
  { status: "loaded"; teaching: ApiTeaching } | { status: "not-found" } | { status: "error"; error: ApiError };

/**
 * GET /ensinos/{id}. A 404 or an empty body is 'no data' ('Ensino não encontrado'); any other
 * failure is a load error ('Erro ao carregar ensino').
 */
export async function fetchApiTeaching(
  id: string,
  options: RequestOptions = {},
  client: ApiClient = apiClient,
): Promise<ApiTeachingResult> {
  const result = await client.get(apiPath("ensinos", id), options);
  if (!result.ok) {
    return result.error.kind === "http" && result.error.status === 404
      ? { status: "not-found" }
      : { status: "error", error: result.error };
  }
  const teaching = parseApiTeaching(result.data);
  return teaching ? { status: "loaded", teaching } : { status: "not-found" };
}
