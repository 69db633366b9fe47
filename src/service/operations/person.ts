import type Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { isEmailAddress } from "../../shared/form-validation";
import type { ServiceConfig } from "../config";
import { printable } from "../helpers";
import { STORE_FILE, isBusy } from "../store/database";
import * as person from "../store/person";
import { Store } from "../store/store";
import { iso } from "../store/tables";
import { logEvent } from "./event";

/**
 * `dados <e-mail>` and `apagar <e-mail>` (LGPD, art. 18; docs/operations.md, "A person's data"): what the
 * store holds about one mailbox (store/person.ts), readable or as JSON; and all of it deleted, the bytes
 * too: the rows go with secure_delete on (store/database.ts), the store is rewritten whole (VACUUM: every
 * page written afresh, nothing of a freed one left), and its write-ahead log, which still holds the pages
 * as they were, is folded in and cut to nothing (a TRUNCATE checkpoint, which waits for the running
 * service's reads); then the files are searched for the address. What stays is a keyed hash of the
 * mailbox with the time (CONTACT_ERASURE_KEY), by which a copy restored later loses those rows again.
 */
type Out = (text: string) => void;

const KINDS: Record<person.PersonEmail["kind"], string> = {
  mensagem: "a mensagem, enviada ao instituto",
  confirmacao: "confirmação do pedido, enviada ao endereço",
  inscricao: "aviso da inscrição, enviado ao instituto",
  boletim: "boletim",
};

function emailState(email: person.PersonEmail): string {
  if (email.sentAt)
    return email.lastError ? `encerrado em ${email.sentAt} (${email.lastError})` : `entregue em ${email.sentAt}`;
  const error = email.lastError ? `: ${email.lastError}` : "";
  if (email.failedAt) return `falhou em ${email.failedAt}, recusado após ${email.attempts} tentativa(s)${error}`;
  return email.attempts ? `não entregue após ${email.attempts} tentativa(s)${error}` : "aguardando envio";
}

const emailLine = (email: person.PersonEmail) =>
  `${email.kind === "boletim" ? `boletim nº ${email.edition} (${email.titulo ?? ""})` : KINDS[email.kind]}, ` +
  `criado em ${email.createdAt}: ${emailState(email)}`;

function subscriptionLines(row: person.PersonSubscription): string[] {
  return [
    `  ${row.email}, pedida em ${row.requestedAt}`,
    `  Consentimento dado: ${row.consent}`,
    `  Confirmada em: ${row.confirmedAt ?? "não confirmada"}; saiu em: ${row.leftAt ?? "não saiu"}` +
      (row.bouncedAt ? `; recusada pelo servidor de e-mail em ${row.bouncedAt}` : ""),
    ...row.emails.map((email) => `  - ${emailLine(email)}`),
  ];
}

/** The person's data as the institute reads it to them: every row, terminal-safe. */
function readable(address: string, data: person.PersonData, erasedAt: string | null): string {
  const lines = [
    `Dados guardados sobre ${address} (a mesma caixa postal em qualquer grafia: ${data.mailbox}; maiúsculas, ` +
      "+etiqueta e, no Gmail, pontos não contam)",
    "",
    `Mensagens de contato: ${data.messages.length}`,
  ];
  for (const message of data.messages) {
    const whatsapp = message.whatsapp ? `  WhatsApp ${message.whatsapp}` : "";
    lines.push(`\n#${message.id}  recebida em ${message.receivedAt}  ${message.nome} <${message.email}>${whatsapp}`);
    lines.push(`Assunto: ${message.assunto}`, message.mensagem);
    lines.push(`Entrega: ${message.delivery ? emailState(message.delivery) : "nenhum e-mail"}`);
  }
  lines.push("", `Inscrições no boletim: ${data.subscriptions.length}`);
  for (const row of data.subscriptions) lines.push(...subscriptionLines(row));
  const editions = data.subscriptions.flatMap((row) => row.emails).filter((email) => email.kind === "boletim");
  lines.push("", `Boletins enviados: ${editions.filter((email) => email.sentAt && !email.lastError).length}`);
  lines.push("", `Cópias de teste de boletins: ${data.tests.length}`);
  for (const test of data.tests) lines.push(`  boletim nº ${test.numero} para ${test.email} em ${test.sentAt}`);
  lines.push("", `Pedidos de inscrição ainda não decididos: ${data.requests.length}`);
  for (const request of data.requests) lines.push(`  ${request.email} em ${request.receivedAt}: ${request.consent}`);
  if (erasedAt) lines.push("", `Os dados deste endereço já foram apagados uma vez, em ${erasedAt}.`);
  return `${printable(lines.join("\n"), { multiline: true })}\n`;
}

const emailJson = (email: person.PersonEmail) => ({
  tipo: email.kind,
  boletim: email.edition,
  titulo: email.titulo,
  criadoEm: email.createdAt,
  tentativas: email.attempts,
  entregueEm: email.sentAt,
  falhouEm: email.failedAt,
  ultimoErro: email.lastError,
});

/** The same, for a program or for the person to take elsewhere (portability). */
const asJson = (address: string, data: person.PersonData, erasedAt: string | null) => ({
  endereco: address,
  caixaPostal: data.mailbox,
  mensagens: data.messages.map(({ delivery, id, receivedAt, ...fields }) => ({
    id,
    recebidaEm: receivedAt,
    ...fields,
    entrega: delivery && emailJson(delivery),
  })),
  inscricoes: data.subscriptions.map((row) => ({
    id: row.id,
    email: row.email,
    pedidaEm: row.requestedAt,
    consentimento: row.consent,
    confirmadaEm: row.confirmedAt,
    saiuEm: row.leftAt,
    recusadaEm: row.bouncedAt,
    emails: row.emails.map(emailJson),
  })),
  copiasDeTeste: data.tests.map((test) => ({ boletim: test.numero, email: test.email, enviadaEm: test.sentAt })),
  pedidosEmEspera: data.requests.map((request) => ({
    email: request.email,
    consentimento: request.consent,
    recebidoEm: request.receivedAt,
  })),
  apagadoAntesEm: erasedAt,
});

const counts = (data: person.PersonData) => {
  const emails = data.messages.filter((message) => message.delivery).length;
  return {
    rows: data.messages.length + data.subscriptions.length + data.tests.length + data.requests.length,
    emails: emails + data.subscriptions.reduce((sum, row) => sum + row.emails.length, 0),
  };
};

/** The person's rows, read in one transaction (one snapshot, while the service writes). */
function read(store: Store, address: string) {
  return store.db.transaction(() => person.personData(store.db, address))();
}

function addressOf(args: string[], out: Out, command: string): string | null {
  const address = args.find((arg) => !arg.startsWith("--")) ?? "";
  if (isEmailAddress(address)) return address;
  out(`Use: ${command} <e-mail>${command === "dados" ? " [--json]" : " [--sim]"}, com um e-mail válido.\n`);
  return null;
}

const openStore = (config: ServiceConfig) => new Store(config.storeDir, { waitMs: config.storeBusyMs, blocking: true });

const erasedAtOf = (db: Database.Database, key: string | null, address: string) =>
  key === null
    ? null
    : ((db.prepare("SELECT erased_at FROM erasures WHERE hash = ?").pluck().get(person.erasureHash(key, address)) as
        string | undefined) ?? null);

export function showData(args: string[], out: Out, config: ServiceConfig): number {
  const address = addressOf(args, out, "dados");
  if (!address) return 2;
  const store = openStore(config);
  try {
    const data = read(store, address);
    const erasedAt = erasedAtOf(store.db, config.erasureKey, address);
    out(
      args.includes("--json")
        ? `${JSON.stringify(asJson(address, data, erasedAt), null, 2)}\n`
        : readable(address, data, erasedAt),
    );
    const { rows, emails } = counts(data);
    logEvent("dados de uma pessoa consultados", rows + emails, `com ${emails} e-mail(s)`);
    return 0;
  } finally {
    store.close();
  }
}

/** Asks on the terminal (or the standard input), and takes only "sim". */
async function confirmed(out: Out): Promise<boolean> {
  out('Digite "sim" para apagar: ');
  const lines = readline.createInterface({ input: process.stdin });
  try {
    for await (const line of lines) return line.trim().toLowerCase() === "sim";
    return false;
  } finally {
    lines.close();
  }
}

/** How many times `addresses` (case aside, each a whole address) are found in the store's files as bytes. */
function foundInFiles(dir: string, addresses: string[]): number {
  const edge = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]/;
  let found = 0;
  for (const suffix of ["", "-wal", "-shm"]) {
    const file = path.join(dir, STORE_FILE + suffix);
    if (!fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file).toString("latin1").toLowerCase();
    for (const address of new Set(addresses.map((item) => Buffer.from(item.toLowerCase()).toString("latin1")))) {
      for (let at = bytes.indexOf(address); at >= 0; at = bytes.indexOf(address, at + 1))
        if (!edge.test(bytes[at - 1] ?? "") && !/[a-z0-9-]/.test(bytes[at + address.length] ?? "")) found += 1;
    }
  }
  return found;
}

/**
 * The store rewritten whole, and its write-ahead log emptied once no reader needs it; false when another
 * process's lock or reads kept it from that past the busy wait.
 */
function rewrite(db: Database.Database): boolean {
  try {
    db.exec("VACUUM");
    for (let attempt = 0; attempt < 3; attempt += 1)
      if ((db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[])[0].busy === 0) return true;
  } catch (error) {
    if (!isBusy(error)) throw error;
  }
  return false;
}

export async function eraseData(args: string[], out: Out, config: ServiceConfig): Promise<number> {
  const address = addressOf(args, out, "apagar");
  if (!address) return 2;
  const key = config.erasureKey;
  if (!key) {
    out(
      "apagar guarda um código do endereço apagado, feito com a chave CONTACT_ERASURE_KEY, para que uma cópia " +
        "restaurada não traga os dados de volta: defina-a (openssl rand -hex 32) nas configurações do serviço.\n",
    );
    return 1;
  }
  const store = openStore(config);
  try {
    const data = read(store, address);
    const { emails } = counts(data);
    out(
      `Serão apagados os dados de ${printable(address)} (caixa postal ${printable(data.mailbox)}): ` +
        `${data.messages.length} mensagem(ns), ${data.subscriptions.length} inscrição(ões), ${emails} e-mail(s) ` +
        `enviados ou na fila, ${data.tests.length} cópia(s) de teste, ${data.requests.length} pedido(s) em espera. ` +
        `Fica só um código do endereço, com a data do apagamento.\n`,
    );
    if (!args.includes("--sim") && !(await confirmed(out))) {
      out("Nada foi apagado.\n");
      return 1;
    }
    const erased = store.batch(() => {
      const deleted = person.erasePerson(store.db, address);
      person.recordErasure(store.db, person.erasureHash(key, address), iso(store.now()));
      return deleted;
    });
    const total = person.rowCount(erased);
    logEvent(
      "dados de uma pessoa apagados",
      total,
      `${erased.messages} mensagem(ns), ${erased.subscriptions} inscrição(ões)`,
    );
    if (!rewrite(store.db)) {
      out(
        `Apagadas ${total} linha(s), mas o armazenamento, ocupado por outro processo, não pôde ser reescrito nem o ` +
          `seu registro de escrita (-wal) esvaziado agora: rode de novo, em instantes, apagar ${printable(address)} --sim.\n`,
      );
      return 1;
    }
    const spellings = [address, data.mailbox, ...data.messages.map((row) => row.email)];
    spellings.push(...data.subscriptions.map((row) => row.email), ...data.requests.map((row) => row.email));
    const left = foundInFiles(config.storeDir, [...spellings, ...data.tests.map((row) => row.email)]);
    out(
      `Apagadas ${total} linha(s): ${erased.messages} mensagem(ns), ${erased.subscriptions} inscrição(ões), ` +
        `${erased.emails} e-mail(s). O armazenamento foi reescrito e o seu registro de escrita esvaziado: ` +
        (left === 0
          ? "o endereço não aparece mais nos seus arquivos.\n"
          : `o endereço ainda aparece ${left} vez(es) nos arquivos, em dados de outras pessoas (uma mensagem que o cita, por exemplo), que apagar não muda.\n`) +
        `Cópias de segurança anteriores ainda guardam estes dados até serem substituídas (as últimas ${config.backupKeep}); ` +
        "uma delas, se restaurada, os perde de novo. Os e-mails já enviados ao instituto estão na caixa de correio dele.\n",
    );
    return 0;
  } finally {
    store.close();
  }
}
