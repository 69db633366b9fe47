import type Database from "better-sqlite3";
import { isEmailAddress } from "../../shared/form-validation";
import type { ServiceConfig } from "../config";
import { printable } from "../helpers";
import * as person from "../store/person";
import { Store } from "../store/store";
import { logEvent } from "./event";

/**
 * `dados <e-mail>` (LGPD, art. 18; docs/operations.md, "A person's data"): what the store holds about one
 * mailbox (store/person.ts), readable or as JSON; and what `apagar` (person-erasure.ts) reads the same way.
 */
export type Out = (text: string) => void;

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

export const counts = (data: person.PersonData) => {
  const emails = data.messages.filter((message) => message.delivery).length;
  return {
    rows: data.messages.length + data.subscriptions.length + data.tests.length + data.requests.length,
    emails: emails + data.subscriptions.reduce((sum, row) => sum + row.emails.length, 0),
  };
};

/** The person's rows, read in one transaction (one snapshot, while the service writes). */
export function read(store: Store, address: string) {
  return store.db.transaction(() => person.personData(store.db, address))();
}

export function addressOf(args: string[], out: Out, command: string): string | null {
  const address = args.find((arg) => !arg.startsWith("--")) ?? "";
  if (isEmailAddress(address)) return address;
  out(`Use: ${command} <e-mail>${command === "dados" ? " [--json]" : " [--sim]"}, com um e-mail válido.\n`);
  return null;
}

export const openStore = (config: ServiceConfig) =>
  new Store(config.storeDir, { waitMs: config.storeBusyMs, blocking: true });

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
