import { readConfig } from "./config";
import { Store, type MessageRow } from "./store";

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
  if (!row.attempts) return "aguardando envio (sem tentativas ainda)";
  return `não entregue após ${row.attempts} tentativa(s): ${row.lastError ?? ""}`;
}

/** One CSV cell (RFC 4180), with a cell that a spreadsheet would run as a formula made inert. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

const csv = (rows: (string | number | null)[][]) => rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";

export function run(args: string[], out: (text: string) => void, env: NodeJS.ProcessEnv = process.env): number {
  const config = readConfig(env);
  const store = new Store(config.storeDir, config.storeBusyMs);
  try {
    const [command = "listar", option] = args;
    if (command === "listar") {
      const rows = store.messages();
      out(`${rows.length} mensagem(ns) em ${config.storeDir}\n`);
      for (const row of rows) {
        out(
          `\n#${row.id}  ${row.receivedAt}  ${row.nome} <${row.email}>${row.whatsapp ? `  WhatsApp ${row.whatsapp}` : ""}\n`,
        );
        out(`Assunto: ${row.assunto}\n${row.mensagem}\nEntrega: ${deliveryState(row)}\n`);
      }
      return 0;
    }
    if (command === "inscricoes") {
      const rows = store.subscriptions();
      out(`${store.counts().confirmedSubscribers} inscrição(ões) confirmada(s), ${rows.length} pedido(s) ao todo\n`);
      for (const row of rows) {
        const state = row.leftAt
          ? `saiu em ${row.leftAt}`
          : row.confirmedAt
            ? `confirmada em ${row.confirmedAt}`
            : "aguardando confirmação";
        out(`${row.email}  pedida em ${row.requestedAt}  ${state}\n`);
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
        const header = [
          "id",
          "recebida_em",
          "nome",
          "email",
          "whatsapp",
          "assunto",
          "mensagem",
          "entregue_em",
          "tentativas",
          "ultimo_erro",
        ];
        const rows = store
          .messages()
          .map((m) => [
            m.id,
            m.receivedAt,
            m.nome,
            m.email,
            m.whatsapp,
            m.assunto,
            m.mensagem,
            m.sentAt,
            m.attempts,
            m.lastError,
          ]);
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

if (require.main === module) process.exitCode = run(process.argv.slice(2), (text) => process.stdout.write(text));
