/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { csvCell, run } from "../src/service/cli";
import { newsletterQueue, queueRequest } from "../src/service/store/newsletter";
import { killed, serviceLog, serviceProcess, settled, watched, type ServiceLog } from "./fixtures/service-process";
import { startSmtp, type SmtpStandIn } from "../e2e/support/smtp";
import { newsletterOf, openStore, owed, storeMessage } from "./fixtures/store-helpers";
import { holdLock } from "./fixtures/store-lock";

/**
 * The newsletter where the site's service runs: double opt-in (a single-use link by e-mail; only
 * confirmed addresses count, once each), the institute told of each one, a way out in every e-mail;
 * and `npm run mensagens`, the institute's view of the store. The service runs in this process, sent its
 * requests by Fastify's `inject`; its log says when a request is decided, and its lane when none of its
 * e-mails waits.
 */
let scratch: string;
let smtp: SmtpStandIn;
let service: Service;
let log: ServiceLog;

const env = () => ({
  SERVICE_PORT: "0",
  SITE_URL: "https://evolucao.example.org",
  CONTACT_STORE_DIR: path.join(scratch, "loja"),
  // The stand-in offers no STARTTLS: named as a local relay would be.
  CONTACT_SMTP_URL: `${smtp.url}?tls=off`,
  CONTACT_TO: "instituto@example.org",
  CONTACT_FROM: "site@example.org",
  CONTACT_MIN_FILL_MS: "0",
  CONTACT_RATE_LIMIT: "off",
});

async function start(extra: Record<string, string> = {}) {
  log = serviceLog();
  service = await startService(readConfig({ ...env(), ...extra }), { log: log.line });
}

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-"));
  smtp = await startSmtp();
  await start();
});

afterEach(async () => {
  await service.close();
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

const subscribe = (email: string, consent = "sim", headers: Record<string, string> = {}) =>
  service.app.inject({
    method: "POST",
    url: "/mensagens/",
    headers: { ...FORM, accept: "application/json", ...headers },
    payload: new URLSearchParams({
      "form-name": "newsletter",
      email,
      consentimento: consent,
      site: "",
      tempo: "4000",
    }).toString(),
  });

/** A link of an e-mail, opened (GET) or acted on (POST, a one-click unsubscribe's body if `oneClick`). */
const open = (link: string, method: "GET" | "POST" = "GET", oneClick = false) =>
  service.app.inject({
    method,
    url: link,
    ...(oneClick ? { headers: FORM, payload: "List-Unsubscribe=One-Click" } : {}),
  });

/** The service started again on the same store with other settings. */
async function restart(extra: Record<string, string>) {
  await service.close();
  await start(extra);
}

/** Resolves once `count` requests sent since `from` (a length of the log) are decided, and none of their e-mails waits. */
async function decided(count: number, from = 0) {
  await log.count(/pedido de inscrição decidido/, count, from);
  await settled(service);
}

/** Subscribes `email` and confirms it, by the confirmation e-mail's link; resolves with that e-mail. */
async function subscribed(email: string) {
  const before = smtp.received.length;
  await subscribe(email);
  const mails = await smtp.waitFor(before + 1);
  const mail = mails[before];
  expect((await open(linkIn(mail.text ?? "", "confirmar"), "POST")).statusCode).toBe(200);
  await smtp.waitFor(before + 2);
  return mail;
}

/** The path of a link of the e-mail, on the service (the e-mail names the public site). */
const linkIn = (text: string, kind: "confirmar" | "sair") => {
  const match = new RegExp(`https://evolucao\\.example\\.org(/mensagens/${kind}/[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1];
};

const confirmed = () => newsletterOf(service.store).confirmed();

describe("a newsletter request", () => {
  it("needs the consent, and sends a confirmation with a single-use link and the way out", async () => {
    expect((await subscribe("ana@example.org", "")).statusCode).toBe(400);
    expect((await subscribe("ana@example.org")).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toMatchObject({ value: [{ address: "ana@example.org" }] });
    expect(mail.subject).toBe("Confirme a sua inscrição na newsletter do Instituto Evolução para Todos");
    const leave = linkIn(mail.text ?? "", "sair");
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\s+/g, " ");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <https://evolucao.example.org${leave}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(confirmed()).toBe(0);
  });

  it("is confirmed by the button of the link's page, once; the institute is told; a mail scanner opening the link confirms nothing", async () => {
    await subscribe("ana@example.org");
    const [mail] = await smtp.waitFor(1);
    const confirm = linkIn(mail.text ?? "", "confirmar");

    const opened = await open(confirm);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<form method="post"><button type="submit">Confirmar inscrição</button>');
    expect(confirmed()).toBe(0);

    const done = await open(confirm, "POST");
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Inscrição confirmada.");
    expect(confirmed()).toBe(1);
    const [, notice] = await smtp.waitFor(2);
    expect(notice.to).toMatchObject({ value: [{ address: "instituto@example.org" }] });
    expect(notice.text).toContain("ana@example.org confirmou a inscrição");

    const again = await open(confirm, "POST");
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("já foi usado");
  });

  it("counts each address once, and does not send a second confirmation within minutes", async () => {
    await subscribe("ana@example.org");
    await subscribe("ANA@example.org");
    await decided(2);
    expect(smtp.received).toHaveLength(1);
    await open(linkIn(smtp.received[0].text ?? "", "confirmar"), "POST");
    const from = log.text.length;
    await subscribe("ana@example.org");
    await decided(1, from);
    // The notice to the institute, and nothing more to the visitor, who is already subscribed.
    expect(smtp.received).toHaveLength(2);
    expect(newsletterOf(service.store).all()).toHaveLength(1);
    expect(confirmed()).toBe(1);
  });

  it("ends by the way out of the e-mail (one click, RFC 8058), and a wrong link changes nothing", async () => {
    await subscribe("ana@example.org");
    const [mail] = await smtp.waitFor(1);
    await open(linkIn(mail.text ?? "", "confirmar"), "POST");
    expect((await open(`/mensagens/sair/${"x".repeat(30)}`, "POST")).statusCode).toBe(404);
    expect(confirmed()).toBe(1);
    const left = await open(linkIn(mail.text ?? "", "sair"), "POST", true);
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain("não recebe mais a newsletter");
    expect(confirmed()).toBe(0);
  });
});

describe("while another process holds the store's lock", () => {
  it("answers a request and a link's button 503 with Retry-After, and the link acts once the store takes writes", async () => {
    await restart({ CONTACT_STORE_BUSY_MS: "50" });
    await subscribe("ana@example.org");
    const [mail] = await smtp.waitFor(1);
    const confirm = linkIn(mail.text ?? "", "confirmar");
    const lock = await holdLock(path.join(scratch, "loja", "mensagens.sqlite"));
    const request = await subscribe("bruno@example.org");
    expect([request.statusCode, request.headers["retry-after"]]).toEqual([503, "60"]);
    expect(request.json()).toEqual({ erro: "armazenamento" });
    const button = await open(confirm, "POST");
    expect([button.statusCode, button.headers["retry-after"]]).toEqual([503, "60"]);
    expect(button.body).toContain("Não foi possível concluir agora. Tente novamente em alguns minutos.");
    expect(log.text).toMatch(/não foi possível gravar o link confirmar: /);
    await lock.release();
    expect((await open(confirm, "POST")).statusCode).toBe(200);
    expect(confirmed()).toBe(1);
  });
});

describe("one mailbox, however its address is written", () => {
  it("gets one confirmation for 20 requests of vitima+N@ from 4 clients behind nginx, each answered the same", async () => {
    await restart({ SERVICE_TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "5/600" });
    const answers = new Set<string>();
    for (let i = 1; i <= 20; i += 1) {
      const email = `vitima+${i}@${i % 2 === 0 ? "Example.ORG" : "example.org"}`;
      const answer = await subscribe(email, "sim", { "x-forwarded-for": `198.51.100.${i % 4}` });
      answers.add(`${answer.statusCode} ${answer.body}`);
    }
    expect([...answers]).toEqual(['200 {"ok":true}']);
    await decided(20);
    expect(smtp.received).toHaveLength(1);
  });

  it("stops a spread attack: no more confirmations an hour than CONTACT_CONFIRMATIONS_PER_HOUR, each visitor answered the same", async () => {
    await restart({ CONTACT_CONFIRMATIONS_PER_HOUR: "3" });
    const answers = new Set<string>();
    for (let i = 1; i <= 6; i += 1) {
      const answer = await subscribe(`pessoa${i}@example.org`);
      answers.add(`${answer.statusCode} ${answer.body}`);
    }
    expect([...answers]).toEqual(['200 {"ok":true}']);
    await decided(6);
    expect(smtp.received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ""))).toEqual([
      "pessoa1@example.org",
      "pessoa2@example.org",
      "pessoa3@example.org",
    ]);
  });
});

describe("leaving the newsletter", () => {
  it("sticks: a request right after the one-click way out sends nothing, and the opt-out is kept", async () => {
    const mail = await subscribed("ana@example.org");
    const left = await open(linkIn(mail.text ?? "", "sair"), "POST", true);
    expect(left.statusCode).toBe(200);
    const from = log.text.length;
    expect((await subscribe("ana@example.org")).statusCode).toBe(200);
    await decided(1, from);
    // The confirmation and the notice to the institute; nothing after the way out.
    expect(smtp.received).toHaveLength(2);
    const [kept] = newsletterOf(service.store).all();
    expect([kept.email, typeof kept.leftAt]).toEqual(["ana@example.org", "string"]);
    expect(confirmed()).toBe(0);
  });

  it("a request 10 minutes after leaving sends one confirmation, whose confirmation alone subscribes again; the opt-out stays on record", () => {
    let now = Date.parse("2026-03-01T12:00:00Z");
    const store = openStore(path.join(scratch, "outra-loja"), () => now);
    const newsletter = newsletterOf(store);
    const minutes = (count: number) => (now += count * 60 * 1000);
    try {
      const first = newsletter.request("bia@example.org", "Aceito");
      if (first.outcome !== "new") throw new Error(first.outcome);
      newsletter.confirm(first.confirmToken);
      const [confirmation] = owed(store).filter((item) => item.kind === "confirmacao");
      const { leaveToken } = JSON.parse(confirmation.secret ?? "") as { leaveToken: string };
      minutes(30);
      const leftAt = newsletter.leave(leaveToken)?.leftAt;
      expect(leftAt).toEqual(expect.any(String));
      minutes(2);
      expect(newsletter.request("bia@example.org", "Aceito").outcome).toBe("recently-asked");
      expect(newsletter.all()[0].leftAt).toBe(leftAt);
      minutes(9);
      const again = newsletter.request("bia@example.org", "Aceito");
      expect(again.outcome).toBe("new");
      expect(newsletter.request("bia@example.org", "Aceito").outcome).toBe("recently-asked");
      expect(owed(store).filter((item) => item.kind === "confirmacao")).toHaveLength(2);
      expect(newsletter.confirmed()).toBe(0);
      if (again.outcome !== "new") throw new Error(again.outcome);
      minutes(1);
      expect(newsletter.confirm(again.confirmToken)).not.toBeNull();
      expect(newsletter.confirmed()).toBe(1);
      expect(newsletter.all()[0].leftAt).toBe(leftAt);
    } finally {
      store.close();
    }
  });
});

describe("the queue of requests at a stop", () => {
  it("decides nothing new once halted, and its stop waits for the decision in course", async () => {
    const store = openStore(path.join(scratch, "fila"));
    const told = serviceLog();
    const queue = newsletterQueue(store, 30, () => undefined, told.line);
    // The decision's write waits until the test lets it go.
    const [write, begun] = [store.write.bind(store), watched()];
    let release = () => undefined as void;
    const writes = jest
      .spyOn(store, "write")
      .mockImplementation(
        (work) => new Promise((resolve) => ((release = () => resolve(write(work))), begun.changed())),
      );
    try {
      store.batch(() => queueRequest(store.db, store.now(), "ana@example.org", "Aceito"));
      queue.kick();
      await begun.until(() => writes.mock.calls.length === 1);
      queue.halt();
      queue.kick();
      const stopped = queue.stop(Date.now() + 60_000);
      release();
      await stopped;
      expect(told.text).toBe("pedido de inscrição decidido: new\n");
      store.batch(() => queueRequest(store.db, store.now(), "bruno@example.org", "Aceito"));
      queue.kick();
      expect(writes.mock.calls).toHaveLength(1);
    } finally {
      jest.restoreAllMocks();
      store.close();
    }
  });
});

describe("the time a request takes", () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  /** A newsletter request through a kept-alive connection, timed from its first byte to its answer's last. */
  function timedRequest(agent: http.Agent, url: string, fields: Record<string, string>): Promise<number> {
    const body = new URLSearchParams({ "form-name": "newsletter", site: "", tempo: "4000", ...fields }).toString();
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        `${url}/mensagens/`,
        {
          method: "POST",
          agent,
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve(performance.now() - started));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  it("does not tell whether an address is subscribed: a new address and a subscribed one are answered in the same time", async () => {
    const dir = path.join(scratch, "outra-loja");
    const store = openStore(dir);
    const newsletter = newsletterOf(store);
    try {
      const request = newsletter.request("ana@example.org", "Aceito");
      if (request.outcome !== "new") throw new Error(request.outcome);
      newsletter.confirm(request.confirmToken);
    } finally {
      store.close();
    }
    // The service in a process of its own, as a visitor meets it: what it does after an answer is not
    // counted in this process's time. No mail server: only the answers are timed.
    const { child, url, log: told } = await serviceProcess({ ...env(), CONTACT_STORE_DIR: dir, CONTACT_SMTP_URL: "" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Three requests in turn, each after the service has done what the one before leads to (its
      // decision, one synced commit): a new address, the subscribed one, and one refused before the
      // store (no consent), whose time is the rest of the work. The answer's own write costs what the
      // subscribed one takes more than the refused one. Each turn in another order, so that a busy
      // moment of the machine weighs on all three alike.
      const kinds = {
        novo: (i: number) => ({ email: `novo${i}@example.org`, consentimento: "sim" }),
        inscrito: () => ({ email: "ana@example.org", consentimento: "sim" }),
        recusado: () => ({ email: "ana@example.org", consentimento: "" }),
      };
      const names = Object.keys(kinds) as (keyof typeof kinds)[];
      const newVsSubscribed: number[] = [];
      const write: number[] = [];
      let decisions = 0;
      for (let i = 0; i < 100; i += 1) {
        const times = {} as Record<keyof typeof kinds, number>;
        for (let turn = 0; turn < names.length; turn += 1) {
          const name = names[(i + turn) % names.length];
          times[name] = await timedRequest(agent, url, kinds[name](i));
          // What it leads to is done (its log says the request is decided) before the next is sent.
          if (name !== "recusado") await told.count(/pedido de inscrição decidido/, (decisions += 1));
        }
        newVsSubscribed.push(times.novo - times.inscrito);
        write.push(times.inscrito - times.recusado);
      }
      const difference = median(newVsSubscribed);
      const writeMs = median(write);
      // Before, only a new address waited for a synced commit: it took that commit longer, and the
      // subscribed one no longer than a refused one.
      expect([difference, writeMs, Math.abs(difference) < writeMs / 2]).toEqual([difference, writeMs, true]);
    } finally {
      agent.destroy();
      await killed(child);
    }
  });
});

describe("npm run mensagens", () => {
  const output = async (args: string[]) => {
    let text = "";
    const code = await run(args, (chunk) => (text += chunk), env());
    return { code, text };
  };

  it("lists the messages with their delivery, exports CSV a spreadsheet cannot run, and deletes past the retention", async () => {
    const post = (fields: Record<string, string>) =>
      service.app.inject({
        method: "POST",
        url: "/mensagens/",
        headers: { ...FORM, accept: "application/json" },
        payload: new URLSearchParams({
          "form-name": "contato",
          site: "",
          tempo: "4000",
          whatsapp: "",
          ...fields,
        }).toString(),
      });
    await post({ nome: "Maria", email: "maria@example.org", assunto: "Cursos", mensagem: 'Quando, "afinal"?' });
    await post({ nome: '=HYPERLINK("http://x")', email: "x@example.org", assunto: "Teste", mensagem: "Oi" });
    await settled(service);

    const listed = await output(["listar"]);
    expect(listed.code).toBe(0);
    expect(listed.text).toContain("2 mensagem(ns)");
    expect(listed.text).toContain("#1");
    expect(listed.text).toMatch(/Entrega: entregue em \d{4}-/);

    const exported = await output(["exportar"]);
    const lines = exported.text.split("\r\n");
    expect(lines[0]).toBe(
      '"id","recebida_em","nome","email","whatsapp","assunto","mensagem","entregue_em","tentativas","ultimo_erro"',
    );
    expect(lines[1]).toContain('"Maria","maria@example.org","","Cursos","Quando, ""afinal""?"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe(`"'+1"`);

    // A message received 200 days ago, written with the store's own clock set back.
    const old = openStore(path.join(scratch, "loja"), () => Date.now() - 200 * 24 * 3600 * 1000);
    storeMessage(old, { nome: "Antiga", email: "a@example.org", whatsapp: "", assunto: "Antiga", mensagem: "..." });
    old.close();
    expect((await output(["limpar"])).text).toBe("Apagadas 1 mensagem(ns) e 0 inscrição(ões) com mais de 180 dias.\n");
    expect((await output(["listar"])).text).toContain("2 mensagem(ns)");
    expect((await output(["limpar", "--dias=0"])).text).toContain("Apagadas 2 mensagem(ns)");
    expect((await output(["desconhecido"])).code).toBe(2);
  });

  /** The store as an earlier version, which checked less, may have left it: written straight to it. */
  const storeDirectly = (fields: {
    nome: string;
    email: string;
    whatsapp: string;
    assunto: string;
    mensagem: string;
  }) => {
    const store = openStore(path.join(scratch, "loja"));
    try {
      storeMessage(store, fields);
    } finally {
      store.close();
    }
  };

  it("lists every control character escaped: nothing it prints can move the cursor, clear the terminal or reorder text", async () => {
    storeDirectly({
      nome: "Eva\u001b[2J",
      email: "eva@example.org",
      whatsapp: "\u0085",
      assunto: "Fatura \u202etxt.exe\u200f",
      mensagem: "um\rdois\u009b31m\ntrês\u2066\u0007",
    });
    const listed = (await output(["listar"])).text;
    // eslint-disable-next-line no-control-regex
    expect(listed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    for (const escaped of ["\\u001b[2J", "\\u0085", "\\u202etxt.exe\\u200f", "um\\rdois\\u009b31m\ntrês\\u2066\\u0007"])
      expect(listed).toContain(escaped);
  });

  it("exports CSV whose every cell is text to a spreadsheet in any locale, Portuguese ones (split on ;) included", async () => {
    const dangerous = ["x;=1+1", "a\t=2", "linha\n@SUM(A1)", "-3", "+55 11", "fim; +cmd|' /C calc'!A0", '"aspas";=1'];
    for (const text of dangerous)
      storeDirectly({ nome: text, email: "x@example.org", whatsapp: "", assunto: text, mensagem: text });
    const exported = (await output(["exportar"])).text;

    // Read as RFC 4180 (comma, quotes): every cell quoted, the text kept, a formula's first character made inert.
    const rows = parseCsv(exported, ",", true);
    expect(rows[0]).toHaveLength(10);
    expect(rows.slice(1).map((row) => row[2])).toEqual(dangerous.map(inert));
    expect(
      exported
        .split("\r\n")
        .filter(Boolean)
        .every((line) => /^"([^"]|"")*"(,"([^"]|"")*")*$/.test(line)),
    ).toBe(true);
    // Read as a Portuguese spreadsheet does (semicolon), and with no regard for quotes at all: no cell
    // begins with a formula.
    for (const cells of [parseCsv(exported, ";", true).flat(), exported.split(/[;\t\r\n]/)]) {
      const starts = cells.map((cell) => cell.replace(/^[\s"]+/, "")[0]).filter(Boolean);
      expect(starts.filter((first) => "=+-@".includes(first))).toEqual([]);
    }
  });
});

/** What the export makes of a value: a formula's first character, at the start or after ; tab or a line break, kept as text. */
const inert = (text: string) => text.replace(/(^|[;\t\r\n])(\s*)([=+\-@])/g, "$1$2'$3");

/**
 * A spreadsheet's reading of CSV: cells split on `separator`, rows on line breaks; with `quotes`, a cell
 * that begins with a quote runs to its closing quote ("" inside is one quote), and what follows it up
 * to the next separator is added as it is (what Excel does with a quoted cell in another locale).
 */
function parseCsv(text: string, separator: string, quotes: boolean): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  let atStart = true;
  while (i < text.length) {
    const char = text[i];
    if (quotes && atStart && char === '"') {
      i += 1;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else cell += text[i++];
      }
      atStart = false;
      continue;
    }
    if (char === separator) {
      row.push(cell);
      cell = "";
      atStart = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      atStart = true;
    } else {
      cell += char;
      atStart = false;
    }
    i += 1;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
