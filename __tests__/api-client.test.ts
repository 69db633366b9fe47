/**
 * @jest-environment node
 */
import { apiPath, createApiClient } from "../src/browser/api-client";
import { fetchApiTeaching } from "../src/browser/api-teachings";
import { parseApiTeaching } from "../src/shared/api-teaching";

const jsonResponse = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "application/json" } });

function setup(response: Response | (() => Promise<Response>), token?: string) {
  const fetchImpl = jest.fn((_url: string, _init?: RequestInit) =>
    typeof response === "function" ? response() : Promise.resolve(response),
  );
  const store = new Map<string, string>(token ? [["auth_token", token]] : []);
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseUrl: "/api",
    timeoutMs: 1000,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    storage,
    onUnauthorized,
  });
  return { client, fetchImpl, store, onUnauthorized };
}

describe("API client (docs/behaviour.md: Calls)", () => {
  it("sends JSON content-type and accept headers to base + path", async () => {
    const { client, fetchImpl } = setup(jsonResponse('{"a":1}'));
    await expect(client.get("/ensinos/1")).resolves.toEqual({ ok: true, data: { a: 1 } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("/api/ensinos/1");
    expect(init?.method).toBe("GET");
    expect(init?.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
  });

  it("adds the bearer token from storage when present", async () => {
    const { client, fetchImpl } = setup(jsonResponse("{}"), "abc123");
    await client.get("/x");
    expect((fetchImpl.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe("Bearer abc123");
  });

  it("on 401 removes auth_token and goes to /login (docs/behaviour.md: Texts)", async () => {
    const { client, store, onUnauthorized } = setup(jsonResponse('{"erro":"x"}', 401), "abc123");
    await expect(client.get("/x")).resolves.toEqual({ ok: false, error: { kind: "unauthorized" } });
    expect(store.has("auth_token")).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("returns other statuses as typed http errors", async () => {
    const { client } = setup(jsonResponse("{}", 500));
    await expect(client.get("/x")).resolves.toEqual({ ok: false, error: { kind: "http", status: 500 } });
  });

  it("returns malformed JSON as a parse error and an empty body as null", async () => {
    await expect(setup(jsonResponse("{oops")).client.get("/x")).resolves.toMatchObject({
      ok: false,
      error: { kind: "parse" },
    });
    await expect(setup(jsonResponse("")).client.get("/x")).resolves.toEqual({ ok: true, data: null });
    await expect(setup(jsonResponse("null")).client.get("/x")).resolves.toEqual({ ok: true, data: null });
  });

  it("returns a network failure as a typed error", async () => {
    const { client } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(client.get("/x")).resolves.toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it("gives up after the timeout", async () => {
    jest.useFakeTimers();
    const { client, fetchImpl } = setup(() => new Promise<Response>(() => undefined));
    fetchImpl.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = client.get("/x");
    jest.advanceTimersByTime(1000);
    await expect(pending).resolves.toEqual({ ok: false, error: { kind: "timeout" } });
    jest.useRealTimers();
  });

  it("honours the caller's abort signal", async () => {
    const { client, fetchImpl } = setup(jsonResponse("{}"));
    fetchImpl.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const controller = new AbortController();
    const pending = client.get("/x", { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, error: { kind: "aborted" } });
    const already = new AbortController();
    already.abort();
    await expect(client.get("/x", { signal: already.signal })).resolves.toEqual({
      ok: false,
      error: { kind: "aborted" },
    });
  });

  it("encodes each path segment", () => {
    expect(apiPath("ensinos", "a/b?c#d")).toBe("/ensinos/a%2Fb%3Fc%23d");
    expect(apiPath("ensinos", "ação 1")).toBe("/ensinos/a%C3%A7%C3%A3o%201");
  });
});

describe("fetchEnsino", () => {
  const body = { titulo: "T", resumo: "R", imagem: "/i.jpg", conteudo: "<p>x</p>", created_at: "2025-01-15T12:00:00Z" };

  it("loads and encodes the id", async () => {
    const { client, fetchImpl } = setup(jsonResponse(JSON.stringify(body)));
    await expect(fetchApiTeaching("../1", {}, client)).resolves.toEqual({ status: "loaded", teaching: body });
    expect(fetchImpl.mock.calls[0][0]).toBe("/api/ensinos/..%2F1");
  });

  it("treats 404, null and a body without a title as no data", async () => {
    await expect(fetchApiTeaching("1", {}, setup(jsonResponse("{}", 404)).client)).resolves.toEqual({
      status: "not-found",
    });
    await expect(fetchApiTeaching("1", {}, setup(jsonResponse("null")).client)).resolves.toEqual({
      status: "not-found",
    });
    await expect(fetchApiTeaching("1", {}, setup(jsonResponse("[]")).client)).resolves.toEqual({ status: "not-found" });
  });

  it("treats a server error as a load error", async () => {
    await expect(fetchApiTeaching("1", {}, setup(jsonResponse("{}", 500)).client)).resolves.toEqual({
      status: "error",
      error: { kind: "http", status: 500 },
    });
  });

  it("keeps only the fields it reads and makes empty optional ones null", () => {
    expect(parseApiTeaching({ ...body, resumo: "", imagem: 7, extra: true })).toEqual({
      ...body,
      resumo: null,
      imagem: null,
    });
  });
});
