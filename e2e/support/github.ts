// A stand-in for GitHub's two OAuth endpoints, in the test's process on 127.0.0.1: the authorization
// page (which here approves at once and sends the browser back with a code, or denies) and the code's
// exchange for a token, which checks the client's id, secret and code as GitHub does.
import http from "node:http";
import type { AddressInfo } from "node:net";

export const GITHUB_CLIENT = { id: "cliente-teste", secret: "segredo-teste" };
export const GITHUB_TOKEN = "gho_tokenDeTeste123";
const CODE = "codigo-de-teste";

export interface GithubStandIn {
  url: string;
  /** "approve" (default), "deny" (the person cancels), "fail" (the exchange answers an error). */
  mode: "approve" | "deny" | "fail";
  /** What the exchange received, for a test to check the secret went server to server. */
  exchanges: Record<string, string>[];
  close(): Promise<void>;
}

/** `host`: the name its address uses (the browser tests reach only `localhost`); it listens on 127.0.0.1. */
export async function startGithub({ host = "127.0.0.1" }: { host?: string } = {}): Promise<GithubStandIn> {
  const standIn: GithubStandIn = { url: "", mode: "approve", exchanges: [], close: () => Promise.resolve() };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://github.local");
    if (url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (standIn.mode === "deny") back.searchParams.set("error", "access_denied");
      else back.searchParams.set("code", CODE);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const fields = JSON.parse(body || "{}") as Record<string, string>;
        standIn.exchanges.push(fields);
        const valid =
          fields.client_id === GITHUB_CLIENT.id &&
          fields.client_secret === GITHUB_CLIENT.secret &&
          fields.code === CODE;
        res.writeHead(standIn.mode === "fail" ? 500 : 200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            valid && standIn.mode !== "fail"
              ? { access_token: GITHUB_TOKEN, token_type: "bearer", scope: "repo" }
              : { error: "bad_verification_code" },
          ),
        );
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  standIn.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
