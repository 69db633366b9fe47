import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { findEnsino } from "../../server/ensinos-store";

/**
 * GET /api/ensinos/{id}: the embedded default API (README, "API de ensinos"). Answers JSON only;
 * errors carry a short Portuguese message and never a stack trace.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET") {
    res.setHeader("Allow", "GET");
    res.status(405).json({ erro: "Método não permitido" });
    return;
  }
  try {
    const result = await findEnsino(String(req.params.id ?? ""));
    res.status(result.status).json(result.body);
  } catch (error) {
    console.error("GET /api/ensinos falhou:", error);
    res.status(500).json({ erro: "Erro interno" });
  }
}
