/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Service } from "../src/service/server";
import { readConfig } from "../src/service/config";
import { buildApp } from "../src/service/app";
import { startQuietService } from "../e2e/support/processes";
import { contactSend } from "./fixtures/contact-send";
import { newsletterOf } from "./fixtures/store-helpers";
import { messages } from "../src/service/store/tables";

/**
 * Who may send, and what: the service refuses a send another site makes a visitor's browser post, a
 * fill time no page could have measured, an address it cannot read as its own, characters that hide
 * or reorder text, and more sends than the limit from one network; a form sent without JavaScript is
 * led back to the page it was on. No mail server: what is stored is what these tests look at.
 */
const SITE = "https://evolucao.example.org";
let scratch: string;
let service: Service;

async function start(extra: Record<string, string> = {}) {
  service = await startQuietService({
    SERVICE_PORT: "0",
    SITE_URL: SITE,
    CONTACT_STORE_DIR: path.join(scratch, "loja"),
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT: "off",
    ...extra,
  });
  return service;
}

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "remetentes-"));
});

afterEach(async () => {
  await service?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const CONTACT = contactSend({
  nome: "Conceição d'Ávila",
  email: "conceicao@example.org",
  assunto: "Horários",
  mensagem: "Olá! Gostaria de saber os horários.",
});
const NEWSLETTER = {
  "form-name": "newsletter",
  email: "ana@example.org",
  consentimento: "sim",
  site: "",
  tempo: "5000",
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}, json = true) {
  return fetch(`${service.url}/mensagens/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(json ? { Accept: "application/json" } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A request with its target exactly as written (fetch and URL would normalise it first). */
function raw(method: string, target: string, body = ""): Promise<{ status: number; text: string }> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("a send another site makes the browser post", () => {
  it("is refused (403) when the browser says it is cross-site, or names another origin; nothing is stored", async () => {
    await start();
    const refusals: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://blog.evolucao.example.org" },
      { Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of refusals) {
      const answer = await post(CONTACT, headers);
      expect([headers, answer.status]).toEqual([headers, 403]);
      expect(await answer.json()).toEqual({ erro: "origem" });
    }
    const page = await post(NEWSLETTER, { "Sec-Fetch-Site": "cross-site" }, false);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Este formulário só pode ser enviado pelas páginas do próprio site.");
    expect(messages(service.store.db)).toHaveLength(0);
    expect(newsletterOf(service.store).all()).toHaveLength(0);
  });

  it("is accepted from the site's own pages, at SITE_URL or at the address the request came to, and without either header", async () => {
    await start();
    const { host } = new URL(service.url);
    const accepted: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", Origin: `http://${host}` },
      { "Sec-Fetch-Site": "same-origin" },
      { Origin: SITE },
      { Origin: `http://${host}` },
      // The site on Netlify, its newsletter posted to the service's own address (docs/service.md, "On Netlify").
      { "Sec-Fetch-Site": "cross-site", Origin: SITE },
      {},
    ];
    for (const headers of accepted) {
      const answer = await post(CONTACT, headers);
      // Only the site's pages may read the answer (a site on Netlify reads it across origins).
      expect([headers, answer.status, answer.headers.get("access-control-allow-origin")]).toEqual([headers, 200, SITE]);
    }
    expect(messages(service.store.db)).toHaveLength(accepted.length);
  });

  it("is refused like a too-early one when its fill time could not have been measured by a page", async () => {
    await start();
    for (const tempo of ["-1", "-5000", "86400001", "999999999999", "1e400", "Infinity"]) {
      const answer = await post({ ...CONTACT, tempo });
      expect([tempo, answer.status]).toEqual([tempo, 422]);
      expect(await answer.json()).toEqual({ erro: "cedo" });
    }
    expect((await post({ ...CONTACT, tempo: "86400000" })).status).toBe(200);
    expect(messages(service.store.db)).toHaveLength(1);
  });
});

describe("the address of a request", () => {
  it("is refused (400) when it holds a backslash or is not in its normal form, before any form is read", async () => {
    await start();
    const body = new URLSearchParams(CONTACT).toString();
    for (const target of [
      "/oauth/..\\mensagens/",
      "/mensagens\\",
      "/oauth/../mensagens/",
      "/x/%2e%2e/mensagens/",
      "/mensagens/./",
    ]) {
      const answer = await raw("POST", target, body);
      expect([target, answer.status]).toEqual([target, 400]);
    }
    expect(messages(service.store.db)).toHaveLength(0);
    expect((await raw("POST", "/mensagens/", body)).status).toBe(200);
  });

  it("is refused (400) with the service's own page when an escape cannot be decoded", async () => {
    await start();
    for (const target of ["/mensagens/%C0%AE", "/oauth/%E0%A4%A"]) {
      const answer = await raw("GET", target);
      expect([target, answer.status]).toEqual([target, 400]);
      expect(answer.text).toContain("<h1>Endereço inválido.</h1>");
    }
  });
});

describe("the characters of a send", () => {
  it("refuses C1 controls and bidirectional controls in names and subjects, and C1 controls in a message", async () => {
    await start();
    const cases: [Record<string, string>, string, string][] = [
      [{ nome: "Maria\u0085Bcc" }, "nome", "Nome: há caracteres que não podem ser enviados."],
      [{ nome: "Maria \u202egnp.exe" }, "nome", "Nome: há caracteres que não podem ser enviados."],
      [{ assunto: "Pedido \u2066urgente\u2069" }, "assunto", "Assunto: há caracteres que não podem ser enviados."],
      [{ assunto: "Olá\u200f" }, "assunto", "Assunto: há caracteres que não podem ser enviados."],
      [{ assunto: "Linha\u2028outra" }, "assunto", "Assunto: escreva em uma linha só."],
      [{ mensagem: "Texto \u009b31m vermelho" }, "mensagem", "Mensagem: há caracteres que não podem ser enviados."],
    ];
    for (const [change, field, message] of cases) {
      const answer = await post({ ...CONTACT, ...change });
      expect([change, answer.status]).toEqual([change, 400]);
      expect(await answer.json()).toEqual({ erro: "campos", campos: { [field]: message } });
    }
    expect(messages(service.store.db)).toHaveLength(0);
  });

  it("refuses a field of one line that holds an encoded word (RFC 2047), which mail programs would decode into what the rules refuse", async () => {
    await start();
    const encoded = (text: string) => `=?utf-8?b?${Buffer.from(text).toString("base64")}?=`;
    const refused = (label: string) => `${label}: há caracteres que não podem ser enviados.`;
    const cases: [Record<string, string>, string, string][] = [
      [{ assunto: "Fatura =?utf-8?q?=E2=80=AEfdp.exe?=" }, "assunto", refused("Assunto")],
      [{ nome: encoded("Maria\r\nBcc: alvo@example.org") }, "nome", refused("Nome")],
      [{ nome: `Maria ${encoded("\u001b[2J")}` }, "nome", refused("Nome")],
      [{ assunto: "=?ISO-8859-1?Q?Ol=E1?= =?UTF-8?B?8J+Zjw==?=" }, "assunto", refused("Assunto")],
      [{ whatsapp: "=?utf-8?q?=0A?=" }, "whatsapp", refused("WhatsApp")],
      [{ email: "=?utf-8?q?x?=@example.org" }, "email", refused("E-mail")],
    ];
    for (const [change, field, message] of cases) {
      const answer = await post({ ...CONTACT, ...change });
      expect([change, answer.status]).toEqual([change, 400]);
      expect(await answer.json()).toEqual({ erro: "campos", campos: { [field]: message } });
    }
    const newsletter = await post({ ...NEWSLETTER, email: "=?utf-8?q?ana?=@example.org" });
    expect(newsletter.status).toBe(400);
    expect(messages(service.store.db)).toHaveLength(0);
    expect(newsletterOf(service.store).all()).toHaveLength(0);
    // Text that only looks a little like one is kept as written.
    expect((await post({ ...CONTACT, assunto: "2 + 2 =? 4 (dúvida)", nome: "Ana =?" })).status).toBe(200);
  });

  it("keeps a message's line breaks as line feeds: a bare CR is never stored", async () => {
    await start();
    expect((await post({ ...CONTACT, mensagem: "um\rdois\r\ntrês\nquatro" })).status).toBe(200);
    expect(messages(service.store.db)[0].mensagem).toBe("um\ndois\ntrês\nquatro");
  });
});

describe("a body over the limit", () => {
  it("is answered 413, and its connection is closed at once rather than held until Node's timeout", async () => {
    await start();
    const { port } = new URL(service.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    const closed = new Promise<boolean>((resolve) => {
      socket.once("close", () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    socket.write(
      "POST /mensagens/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: 70000\r\n\r\n${"a".repeat(66_000)}`,
    );
    const wasClosed = await closed;
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(wasClosed).toBe(true);
  });
});

describe("a form sent without JavaScript", () => {
  const backLink = (html: string) => /<a href="([^"]*)">Voltar ao site<\/a>/.exec(html)?.[1];

  it("leads back to the list page the newsletter box was on, refused or received", async () => {
    await start();
    const { host } = new URL(service.url);
    for (const page of ["/ensinamentos/", "/ensinamentos/pagina/2/", "/ensinamentos/pagina/37/"]) {
      for (const referer of [`http://${host}${page}`, `${SITE}${page}`]) {
        const refused = await post({ ...NEWSLETTER, email: "sem-arroba" }, { Referer: referer }, false);
        expect(refused.status).toBe(400);
        expect(backLink(await refused.text())).toBe(page);
      }
    }
    const received = await post(NEWSLETTER, { Referer: `${SITE}/ensinamentos/pagina/3/` }, false);
    expect(received.status).toBe(200);
    expect(backLink(await received.text())).toBe("/ensinamentos/pagina/3/");
  });

  it("leads back to the site's own address when the service has an address of its own (a site on Netlify)", async () => {
    await start({ SERVICE_PUBLIC_URL: "https://servico.evolucao.example.org" });
    const referer = `${SITE}/ensinamentos/pagina/2/`;
    const refused = await post({ ...NEWSLETTER, email: "sem-arroba" }, { Referer: referer, Origin: SITE }, false);
    expect(backLink(await refused.text())).toBe(referer);
    const link = await fetch(`${service.url}/mensagens/confirmar/${"x".repeat(32)}`);
    expect(backLink(await link.text())).toBe(`${SITE}/ensinamentos/`);
    const unknown = await fetch(`${service.url}/mensagens/nada/`);
    expect([unknown.status, backLink(await unknown.text())]).toEqual([404, `${SITE}/`]);
  });

  it("never leads elsewhere: another site, a page the form is not on, or an odd path go to the form's own page", async () => {
    await start();
    const { host } = new URL(service.url);
    for (const referer of [
      "https://evil.example/ensinamentos/",
      `http://${host}/contato/`,
      `http://${host}//evil.example/`,
      `http://${host}/ensinamentos/pagina/2/../../../x`,
      `http://${host}/ensinamentos/pagina/dois/`,
      "nao-e-um-endereco",
    ]) {
      const refused = await post({ ...NEWSLETTER, email: "sem-arroba" }, { Referer: referer }, false);
      expect([referer, backLink(await refused.text())]).toEqual([referer, "/ensinamentos/"]);
    }
    const contact = await post({ ...CONTACT, nome: "" }, { Referer: `http://${host}/ensinamentos/` }, false);
    expect(backLink(await contact.text())).toBe("/contato/");
  });
});

describe("the limit of sends per sender", () => {
  it("counts an IPv6 network (/64) as one sender, and other networks and IPv4 addresses apart", async () => {
    await start({ CONTACT_RATE_LIMIT: "5/600", SERVICE_TRUST_PROXY: "1" });
    const statuses = [];
    for (let host = 1; host <= 7; host += 1)
      statuses.push((await post(CONTACT, { "X-Forwarded-For": `2001:db8:1:2::${host.toString(16)}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await post(CONTACT, { "X-Forwarded-For": "2001:db8:1:3::1" })).status).toBe(200);
    expect((await post(CONTACT, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(200);
    expect((await post(CONTACT, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
  });

  it("reads every written form of an address as the sender it is", async () => {
    await start({ CONTACT_RATE_LIMIT: "1/600", SERVICE_TRUST_PROXY: "1" });
    const same = [
      ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff"],
      ["2001:db8::1", "2001:db8:0:0:5:6:7:8"],
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["64:ff9b::203.0.113.9", "64:ff9b::1"],
    ];
    for (const [first, again] of same) {
      expect([first, (await post(CONTACT, { "X-Forwarded-For": first })).status]).toEqual([first, 200]);
      expect([again, (await post(CONTACT, { "X-Forwarded-For": again })).status]).toEqual([again, 429]);
    }
    expect((await post(CONTACT, { "X-Forwarded-For": "2001:db8:0:1::1" })).status).toBe(200);
  });

  it("remembers a bounded number of senders, each send costing the same however many came before", async () => {
    const SENDERS = 4000;
    const config = readConfig({
      SERVICE_PORT: "0",
      CONTACT_STORE_DIR: path.join(scratch, "limite"),
      CONTACT_RATE_LIMIT: "1/600",
      SERVICE_TRUST_PROXY: "1",
    });
    const app = await buildApp(config, { log: () => undefined, senders: SENDERS });
    // An unknown form: counted by the limit, stored nowhere.
    const send = (sender: number) =>
      app.inject({
        method: "POST",
        url: "/mensagens/",
        remoteAddress: "127.0.0.1",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-forwarded-for": `10.${sender >> 16}.${(sender >> 8) & 255}.${sender & 255}`,
        },
        payload: "form-name=outro",
      });
    try {
      expect((await send(0)).statusCode).toBe(400);
      expect((await send(0)).statusCode).toBe(429);
      const batch = async (from: number) => {
        const started = performance.now();
        for (let sender = from; sender < from + 1000; sender += 1) await send(sender);
        return performance.now() - started;
      };
      const first = await batch(1);
      for (let from = 1001; from <= SENDERS; from += 1000) await batch(from);
      const last = await batch(SENDERS + 1001);
      // The first sender was the least recently seen of more than the table holds: forgotten.
      expect((await send(0)).statusCode).toBe(400);
      expect([first, last, last < first * 3]).toEqual([first, last, true]);
    } finally {
      await app.close();
    }
  });
});
