import { CONTACT_FORM, fieldNames } from "../shared/forms";
import { ConfigError, readConfig } from "./config";
import { Store, StoreVersionError, type MessageRow, type Subscription } from "./store";
import { isBusy } from "./writes";

/**
 * `npm run mensagens` (or `node mensagens.mjs` on a server): what visitors sent, for the institute.
 *
 *   listar                the messages and the state of their delivery (default)
 *   inscricoes            the newsletter's requests and subscriptions
 *   exportar [inscricoes] the same as CSV, on the standard output
 *   limpar [--dias=N]     deletes what is older than the retention (CONTACT_RETENTION_DAYS, 180 days)
 */

function deliveryState(row: MessageRow): string {
  if (row.sentAt) return `entregue em ${row.sentAt}`;
  if (row.failedAt)
    return `falhou em ${row.failedAt}, recusada pelo servidor de e-mail após ${row.attempts} tentativa(s): ${row.lastError ?? ""}`;
  if (!row.attempts) return "aguardando envio (sem tentativas ainda)";
  return `não entregue após ${row.attempts} tentativa(s): ${row.lastError ?? ""}`;
}

/** Where a subscription stands; a way out taken stays on record, also after a new confirmation. */
function subscriptionState(row: Subscription): string {
  const left = row.leftAt ? `saiu em ${row.leftAt}` : null;
  if (row.confirmedAt && (!row.leftAt || row.leftAt < row.confirmedAt))
    return [`confirmada em ${row.confirmedAt}`, left && `(já ${left})`].filter(Boolean).join(" ");
  if (row.leftAt && row.requestedAt > row.leftAt) return `${left}; pediu de novo, aguardando confirmação`;
  return left ?? "aguardando confirmação";
}

/**
 * One CSV cell (RFC 4180), always quoted, with a formula made inert by a `'` before its first
 * character (`=`, `+`, `-`, `@`): at the start of the cell, and also after a `;`, a tab or a line
 * break, spaces between. A spreadsheet in a Portuguese locale splits rows on `;`, reading the commas
 * and quotes of a file written with `,` as text: `x;=1+1` would give it a cell `=1+1`, a formula.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const inert = text.replace(/(^|[;\t\r\n])(\s*)([=+\-@])/g, "$1$2'$3");
  return `"${inert.replace(/"/g, '""')}"`;
}

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text made safe to print to a terminal: every control character (C0, DEL, C1), the line and paragraph
 * separators and the bidirectional controls written as `\uXXXX` (a bare CR as `\r`), so that what a
 * visitor sent can neither move the cursor, clear the screen nor reorder what is shown. In a message,
 * line feeds and tabs are kept as they are.
 */
export function printable(text: string, { multiline = false } = {}): string {
  return text.replace(UNPRINTABLE, (char) => {
    if (multiline && (char === "\n" || char === "\t")) return char;
    if (char === "\r") return "\\r";
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

const csv = (rows: (string | number | null)[][]) => rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";

export function run(args: string[], out: (text: string) => void, env: NodeJS.ProcessEnv = process.env): number {
  const config = readConfig(env);
  // A command may wait for a lock, blocking: nothing else runs in its process.
  const store = new Store(config.storeDir, config.storeBusyMs);
  try {
    const [command = "listar", option] = args;
    if (command === "listar") {
      const rows = store.messages();
      out(`${rows.length} mensagem(ns) em ${config.storeDir}\n`);
      for (const row of rows) {
        out(
          `\n#${row.id}  ${row.receivedAt}  ${printable(row.nome)} <${printable(row.email)}>${row.whatsapp ? `  WhatsApp ${printable(row.whatsapp)}` : ""}\n`,
        );
        out(
          `Assunto: ${printable(row.assunto)}\n${printable(row.mensagem, { multiline: true })}\nEntrega: ${printable(deliveryState(row))}\n`,
        );
      }
      return 0;
    }
    if (command === "inscricoes") {
      const rows = store.subscriptions();
      out(`${store.counts().confirmedSubscribers} inscrição(ões) confirmada(s), ${rows.length} pedido(s) ao todo\n`);
      for (const row of rows) {
        const state = subscriptionState(row);
        out(`${printable(row.email)}  pedida em ${row.requestedAt}  ${state}\n`);
      }
      return 0;
    }
    if (command === "exportar") {
      if (option === "inscricoes") {
        const header = ["email", "pedida_em", "confirmada_em", "saiu_em", "consentimento"];
        out(
          csv([
            header,
            ...store.subscriptions().map((s) => [s.email, s.requestedAt, s.confirmedAt, s.leftAt, s.consent]),
          ]),
        );
      } else {
        // The form's fields between the store's own columns (src/shared/forms.ts).
        const fields = fieldNames(CONTACT_FORM);
        const header = ["id", "recebida_em", ...fields, "entregue_em", "tentativas", "ultimo_erro"];
        const rows = store
          .messages()
          .map((m) => [m.id, m.receivedAt, ...fields.map((name) => m[name]), m.sentAt, m.attempts, m.lastError]);
        out(csv([header, ...rows]));
      }
      return 0;
    }
    if (command === "limpar") {
      const days = option?.startsWith("--dias=") ? Number(option.slice("--dias=".length)) : config.retentionDays;
      if (!Number.isFinite(days) || days < 0) {
        out("Use --dias=N, com N um número de dias.\n");
        return 2;
      }
      const removed = store.purge(days);
      out(
        `Apagadas ${removed.messages} mensagem(ns) e ${removed.subscriptions} inscrição(ões) com mais de ${days} dias.\n`,
      );
      return 0;
    }
    out("Comandos: listar, inscricoes, exportar [inscricoes], limpar [--dias=N]\n");
    return 2;
  } finally {
    store.close();
  }
}

/**
 * What a command that failed says: in Portuguese, with what to do, and no stack trace (the person who
 * runs it looks after the site, not its code).
 */
export function failureText(error: unknown): string {
  if (isBusy(error))
    return "O armazenamento está ocupado por outro processo (o serviço gravando, uma cópia de segurança): tente de novo em instantes.";
  if (error instanceof ConfigError || error instanceof StoreVersionError) return error.message;
  return `Não foi possível concluir: ${error instanceof Error ? error.message : String(error)}`;
}

if (require.main === module) {
  try {
    process.exitCode = run(process.argv.slice(2), (text) => process.stdout.write(text));
  } catch (error) {
    process.stderr.write(`${failureText(error)}\n`);
    process.exitCode = 1;
  }
}
