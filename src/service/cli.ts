import { CONTACT_FORM, fieldNames } from "../shared/forms";
import { ConfigError, readConfig } from "./config";
import { EDITION_COMMANDS, runEditions } from "./editions-cli";
import { printable, reasonOf } from "./helpers";
import { OPERATIONS, OPERATION_COMMANDS } from "./operations/commands";
import { StoreVersionError, isBusy } from "./store/database";
import { Store } from "./store/store";
import { messages, purge, type MessageRow, type Subscription } from "./store/tables";
import { confirmedCount, subscriptions } from "./store/newsletter";

/** `npm run mensagens` (`node mensagens.cjs` on a server): what visitors sent, for the institute (docs/service.md). */

function deliveryState(row: MessageRow): string {
  if (row.sentAt) return `entregue em ${row.sentAt}`;
  if (row.failedAt)
    return `falhou em ${row.failedAt}, recusada pelo servidor de e-mail após ${row.attempts} tentativa(s): ${row.lastError ?? ""}`;
  if (!row.attempts) return "aguardando envio (sem tentativas ainda)";
  return `não entregue após ${row.attempts} tentativa(s): ${row.lastError ?? ""}`;
}

/** A way out taken stays on record, also after a new confirmation. */
function subscriptionState(row: Subscription): string {
  if (row.bouncedAt) return `recusada pelo servidor de e-mail em ${row.bouncedAt}: não recebe mais os boletins`;
  const left = row.leftAt ? `saiu em ${row.leftAt}` : null;
  if (row.confirmedAt && (!row.leftAt || row.leftAt < row.confirmedAt))
    return [`confirmada em ${row.confirmedAt}`, left && `(já ${left})`].filter(Boolean).join(" ");
  if (row.leftAt && row.requestedAt > row.leftAt) return `${left}; pediu de novo, aguardando confirmação`;
  return left ?? "aguardando confirmação";
}

/**
 * One CSV cell, quoted, a formula made inert by a `'` before its `=`, `+`, `-` or `@`: at the start, and
 * after `;`, a tab or a line break, as a Portuguese spreadsheet splits on `;` (`x;=1+1` is a formula there).
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const inert = text.replace(/(^|[;\t\r\n])(\s*)([=+\-@])/g, "$1$2'$3");
  return `"${inert.replace(/"/g, '""')}"`;
}

const csv = (rows: (string | number | null)[][]) => rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";

export async function run(args: string[], out: (text: string) => void, env = process.env): Promise<number> {
  const config = readConfig(env);
  const operation = OPERATIONS.get(args[0] ?? "");
  if (operation) return operation(args.slice(1), out, config);
  const store = new Store(config.storeDir, { waitMs: config.storeBusyMs, blocking: true });
  try {
    if (args[0] === "boletins" || args[0] === "boletim") return await runEditions(args, out, config, store);
    const [command = "listar", option] = args;
    if (command === "listar") {
      const rows = messages(store.db);
      out(`${rows.length} mensagem(ns) em ${config.storeDir}\n`);
      for (const row of rows) {
        const whatsapp = row.whatsapp ? `  WhatsApp ${printable(row.whatsapp)}` : "";
        out(`\n#${row.id}  ${row.receivedAt}  ${printable(row.nome)} <${printable(row.email)}>${whatsapp}\n`);
        out(`Assunto: ${printable(row.assunto)}\n${printable(row.mensagem, { multiline: true })}\n`);
        out(`Entrega: ${printable(deliveryState(row))}\n`);
      }
      return 0;
    }
    if (command === "inscricoes") {
      const rows = subscriptions(store.db);
      out(`${confirmedCount(store.db)} inscrição(ões) confirmada(s), ${rows.length} pedido(s) ao todo\n`);
      for (const row of rows) out(`${printable(row.email)}  pedida em ${row.requestedAt}  ${subscriptionState(row)}\n`);
      return 0;
    }
    if (command === "exportar" && option === "inscricoes") {
      const rows = subscriptions(store.db).map((s) => [s.email, s.requestedAt, s.confirmedAt, s.leftAt, s.consent]);
      out(csv([["email", "pedida_em", "confirmada_em", "saiu_em", "consentimento"], ...rows]));
      return 0;
    }
    if (command === "exportar") {
      const fields = fieldNames(CONTACT_FORM);
      const header = ["id", "recebida_em", ...fields, "entregue_em", "tentativas", "ultimo_erro"];
      const cells = (m: MessageRow) => [m.id, m.receivedAt, ...fields.map((name) => m[name]), m.sentAt, m.attempts];
      out(csv([header, ...messages(store.db).map((m) => [...cells(m), m.lastError])]));
      return 0;
    }
    if (command === "limpar") {
      const days = option?.startsWith("--dias=") ? Number(option.slice("--dias=".length)) : config.retentionDays;
      if (!Number.isFinite(days) || days < 0) {
        out("Use --dias=N, com N um número de dias.\n");
        return 2;
      }
      const { messages: gone, subscriptions: ended } = purge(store.db, store.now(), days);
      out(`Apagadas ${gone} mensagem(ns) e ${ended} inscrição(ões) com mais de ${days} dias.\n`);
      return 0;
    }
    out(
      `Comandos: listar, inscricoes, exportar [inscricoes], limpar [--dias=N], ${EDITION_COMMANDS}, ${OPERATION_COMMANDS}\n`,
    );
    return 2;
  } finally {
    store.close();
  }
}

/** What a command that failed says: in Portuguese, what to do, no stack trace. */
export function failureText(error: unknown): string {
  if (isBusy(error))
    return "O armazenamento está ocupado por outro processo (o serviço gravando, uma cópia de segurança): tente de novo em instantes.";
  if (error instanceof ConfigError || error instanceof StoreVersionError) return error.message;
  return `Não foi possível concluir: ${reasonOf(error)}`;
}

if (require.main === module)
  run(process.argv.slice(2), (text) => process.stdout.write(text)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`${failureText(error)}\n`);
      process.exitCode = 1;
    },
  );
