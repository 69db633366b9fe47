/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { Store } from "../src/service/store";
import { csvCell, run } from "../src/service/cli";
import { startSmtp, type SmtpStandIn } from "../e2e/support/smtp";

/**
 * The newsletter where the site's service runs: double opt-in (a single-use link by e-mail; only
 * confirmed addresses count, once each), the institute told of each one, a way out in every e-mail;
 * and `npm run mensagens`, the institute's view of the store.
 */
let scratch: string;
let smtp: SmtpStandIn;
let service: Service;

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

beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-"));
  smtp = await startSmtp();
  service = await startService(readConfig(env()), { log: () => undefined });
});

afterEach(async () => {
  await service.close();
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const subscribe = (email: string, consent = "sim") =>
  fetch(`${service.url}/mensagens/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ "form-name": "newsletter", email, consentimento: consent, site: "", tempo: "4000" }),
  });

/** The path of a link of the e-mail, on the service (the e-mail names the public site). */
const linkIn = (text: string, kind: "confirmar" | "sair") => {
  const match = new RegExp(`https://evolucao\\.example\\.org(/mensagens/${kind}/[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return `${service.url}${match[1]}`;
};

describe("a newsletter request", () => {
  it("needs the consent, and sends a confirmation with a single-use link and the way out", async () => {
    expect((await subscribe("ana@example.org", "")).status).toBe(400);
    expect((await subscribe("ana@example.org")).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toMatchObject({ value: [{ address: "ana@example.org" }] });
    expect(mail.subject).toBe("Confirme a sua inscrição na newsletter do Instituto Evolução para Todos");
    const leave = linkIn(mail.text ?? "", "sair");
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\s+/g, " ");
    expect(header("list-unsubscribe")).toBe(
      `List-Unsubscribe: <${leave.replace(service.url, "https://evolucao.example.org")}>`,
    );
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(service.store.counts().confirmedSubscribers).toBe(0);
  });

  it("is confirmed by the button of the link's page, once; the institute is told; a mail scanner opening the link confirms nothing", async () => {
    await subscribe("ana@example.org");
    const [mail] = await smtp.waitFor(1);
    const confirm = linkIn(mail.text ?? "", "confirmar");

    const opened = await fetch(confirm);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<form method="post"><button type="submit">Confirmar inscrição</button>');
    expect(service.store.counts().confirmedSubscribers).toBe(0);

    const confirmed = await fetch(confirm, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Inscrição confirmada.");
    expect(service.store.counts().confirmedSubscribers).toBe(1);
    const [, notice] = await smtp.waitFor(2);
    expect(notice.to).toMatchObject({ value: [{ address: "instituto@example.org" }] });
    expect(notice.text).toContain("ana@example.org confirmou a inscrição");

    const again = await fetch(confirm, { method: "POST" });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("já foi usado");
  });

  it("counts each address once, and does not send a second confirmation within minutes", async () => {
    await subscribe("ana@example.org");
    await subscribe("ANA@example.org");
    const [mail] = await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    await fetch(linkIn(mail.text ?? "", "confirmar"), { method: "POST" });
    await subscribe("ana@example.org");
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The notice to the institute, and nothing more to the visitor, who is already subscribed.
    expect(smtp.received).toHaveLength(2);
    expect(service.store.subscriptions()).toHaveLength(1);
    expect(service.store.counts().confirmedSubscribers).toBe(1);
  });

  it("ends by the way out of the e-mail (one click, RFC 8058), and a wrong link changes nothing", async () => {
    await subscribe("ana@example.org");
    const [mail] = await smtp.waitFor(1);
    await fetch(linkIn(mail.text ?? "", "confirmar"), { method: "POST" });
    const leave = linkIn(mail.text ?? "", "sair");
    expect((await fetch(`${service.url}/mensagens/sair/${"x".repeat(30)}`, { method: "POST" })).status).toBe(404);
    expect(service.store.counts().confirmedSubscribers).toBe(1);
    const left = await fetch(leave, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    expect(await left.text()).toContain("não recebe mais a newsletter");
    expect(service.store.counts().confirmedSubscribers).toBe(0);
  });
});

describe("npm run mensagens", () => {
  const output = (args: string[]) => {
    let text = "";
    const code = run(args, (chunk) => (text += chunk), env());
    return { code, text };
  };

  it("lists the messages with their delivery, exports CSV a spreadsheet cannot run, and deletes past the retention", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${service.url}/mensagens/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({ "form-name": "contato", site: "", tempo: "4000", whatsapp: "", ...fields }),
      });
    await post({ nome: "Maria", email: "maria@example.org", assunto: "Cursos", mensagem: 'Quando, "afinal"?' });
    await post({ nome: '=HYPERLINK("http://x")', email: "x@example.org", assunto: "Teste", mensagem: "Oi" });
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const listed = output(["listar"]);
    expect(listed.code).toBe(0);
    expect(listed.text).toContain("2 mensagem(ns)");
    expect(listed.text).toContain("#1");
    expect(listed.text).toMatch(/Entrega: entregue em \d{4}-/);

    const exported = output(["exportar"]);
    const lines = exported.text.split("\r\n");
    expect(lines[0]).toBe(
      '"id","recebida_em","nome","email","whatsapp","assunto","mensagem","entregue_em","tentativas","ultimo_erro"',
    );
    expect(lines[1]).toContain('"Maria","maria@example.org","","Cursos","Quando, ""afinal""?"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe(`"'+1"`);

    // A message received 200 days ago, written with the store's own clock set back.
    const old = new Store(path.join(scratch, "loja"), 1000, () => Date.now() - 200 * 24 * 3600 * 1000);
    old.addMessage({ nome: "Antiga", email: "a@example.org", whatsapp: "", assunto: "Antiga", mensagem: "..." });
    old.close();
    expect(output(["limpar"]).text).toBe("Apagadas 1 mensagem(ns) e 0 inscrição(ões) com mais de 180 dias.\n");
    expect(output(["listar"]).text).toContain("2 mensagem(ns)");
    expect(output(["limpar", "--dias=0"]).text).toContain("Apagadas 2 mensagem(ns)");
    expect(output(["desconhecido"]).code).toBe(2);
  });

  /** The store as an earlier version, which checked less, may have left it: written straight to it. */
  const storeDirectly = (fields: {
    nome: string;
    email: string;
    whatsapp: string;
    assunto: string;
    mensagem: string;
  }) => {
    const store = new Store(path.join(scratch, "loja"), 1000);
    try {
      store.addMessage(fields);
    } finally {
      store.close();
    }
  };

  it("lists every control character escaped: nothing it prints can move the cursor, clear the terminal or reorder text", () => {
    storeDirectly({
      nome: "Eva\u001b[2J",
      email: "eva@example.org",
      whatsapp: "\u0085",
      assunto: "Fatura \u202etxt.exe\u200f",
      mensagem: "um\rdois\u009b31m\ntrês\u2066\u0007",
    });
    const listed = output(["listar"]).text;
    // eslint-disable-next-line no-control-regex
    expect(listed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    for (const escaped of ["\\u001b[2J", "\\u0085", "\\u202etxt.exe\\u200f", "um\\rdois\\u009b31m\ntrês\\u2066\\u0007"])
      expect(listed).toContain(escaped);
  });

  it("exports CSV whose every cell is text to a spreadsheet in any locale, Portuguese ones (split on ;) included", () => {
    const dangerous = ["x;=1+1", "a\t=2", "linha\n@SUM(A1)", "-3", "+55 11", "fim; +cmd|' /C calc'!A0", '"aspas";=1'];
    for (const text of dangerous)
      storeDirectly({ nome: text, email: "x@example.org", whatsapp: "", assunto: text, mensagem: text });
    const exported = output(["exportar"]).text;

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
