/**
 * @jest-environment node
 */
import path from "node:path";
import handler from "../src/api/ensinos/[id]";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

function call(id: string, method = "GET") {
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    setHeader(name: string, value: string) {
      this.headers[name] = value;
      return this;
    },
  };
  const req = { method, params: { id } } as unknown as GatsbyFunctionRequest;
  return handler(req, res as unknown as GatsbyFunctionResponse).then(() => res);
}

describe("GET /api/ensinos/{id} (the embedded API)", () => {
  const original = process.env.ENSINOS_DIR;
  afterEach(() => {
    process.env.ENSINOS_DIR = original;
  });

  it("200 with the contract's fields for a teaching under content/ensinos", async () => {
    process.env.ENSINOS_DIR = path.resolve(__dirname, "../content/ensinos");
    const res = await call("1");
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      id: "1",
      titulo: expect.any(String),
      resumo: expect.any(String),
      imagem: "/imagens/ensinos/1.jpg",
      conteudo: expect.stringContaining("<p>"),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("404 in JSON for an unknown id", async () => {
    const res = await call("999");
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ erro: "Ensino não encontrado" });
  });

  it.each(["../package", "a/b", "ÁÉ", "x".repeat(80), ""])("400 in JSON for the malformed id %p", async (id) => {
    const res = await call(id);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ erro: "Identificador inválido" });
  });

  it("405 for other methods", async () => {
    const res = await call("1", "POST");
    expect(res.statusCode).toBe(405);
  });

  it("500 without a stack trace when a file is broken", async () => {
    process.env.ENSINOS_DIR = path.resolve(__dirname, "fixtures/ensinos-quebrados");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await call("1");
    error.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ erro: "Erro interno" });
  });
});
