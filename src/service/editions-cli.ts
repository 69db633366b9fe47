import { isEmailAddress } from "../shared/form-validation";
import type { EditionEntry } from "../shared/editions";
import { editionNumber } from "../shared/texts/editions";
import type { ServiceConfig } from "./config";
import { TEST_LEAVE_TOKEN, editionMail } from "./editions-mail";
import { EditionsUnavailable, editionMailOf, publishedEditions } from "./editions-source";
import { smtpTransport } from "./smtp";
import { editionStates, queueEdition, recordTest, storedEdition, type EditionState } from "./store/editions-tables";
import type { Store } from "./store/store";
import { newMessageKey } from "./store/tables";

/**
 * `npm run mensagens -- boletins | boletim teste <n> <e-mail> | boletim enviar <n>` (cli.ts): the
 * editions the site publishes and where each stands; a test copy, sent now; and an edition queued for
 * every subscription confirmed at that moment, which the running service delivers (editions-delivery.ts).
 */
export const EDITION_COMMANDS = "boletins, boletim teste <número> <e-mail>, boletim enviar <número>";

function stateOf(state: EditionState | undefined): string {
  const tests = state?.tests.map((test) => `teste enviado para ${test.email} em ${test.sentAt}`) ?? [];
  if (!state?.queuedAt) return [...tests, "não enviado"].join("; ");
  const failed = state.failed > 0 ? `, ${state.failed} falharam` : "";
  const sending = state.doneAt
    ? `enviado em ${state.doneAt}: ${state.delivered} entregues, ${state.failed} falharam`
    : `enviando: ${state.delivered + state.failed} de ${state.total}${failed}`;
  return [...tests, sending].join("; ");
}

async function edition(config: ServiceConfig, numero: string): Promise<EditionEntry> {
  const found = (await publishedEditions(config)).find((entry) => String(entry.numero) === numero);
  if (!found) throw new EditionsUnavailable(`o site não publica o boletim nº ${numero}`);
  return found;
}

export async function runEditions(
  args: string[],
  out: (text: string) => void,
  config: ServiceConfig,
  store: Store,
): Promise<number> {
  const [command, action, numero = "", email = ""] = args;
  try {
    if (command === "boletins") {
      const states = editionStates(store.db);
      const entries = await publishedEditions(config);
      out(`${entries.length} boletim(ns) publicado(s)\n`);
      for (const entry of entries)
        out(`nº ${entry.numero}  ${entry.data}  ${entry.titulo}\n   ${stateOf(states.get(entry.numero))}\n`);
      return 0;
    }
    if (command === "boletim" && action === "teste") {
      if (!isEmailAddress(email)) return usage(out, "Informe um e-mail válido para o teste.");
      if (!config.smtpUrl) return usage(out, "Sem CONTACT_SMTP_URL não há como enviar o teste.");
      const mail = await editionMailOf(config, await edition(config, numero));
      const settings = { from: config.mailFrom, to: "", publicUrl: config.publicUrl };
      const transport = smtpTransport(config.smtpUrl);
      try {
        await transport.sendMail(editionMail(mail, email, TEST_LEAVE_TOKEN, newMessageKey(), settings, true));
      } finally {
        transport.close();
      }
      recordTest(store.db, store.now(), mail.numero, email);
      out(`Teste do boletim nº ${mail.numero} enviado para ${email}.\n`);
      return 0;
    }
    if (command === "boletim" && action === "enviar") {
      const entry = await edition(config, numero);
      // Sent as first queued: a second `enviar` reaches those confirmed since with the same e-mail.
      const mail = storedEdition(store.db, entry.numero) ?? (await editionMailOf(config, entry));
      const { queued, before } = store.batch(() => queueEdition(store.db, store.now(), mail));
      out(
        `${editionNumber(entry.numero)} na fila para ${queued} inscrição(ões)${before ? ` (${before} já na fila antes)` : ""}. ` +
          "O serviço em execução envia; acompanhe com: npm run mensagens -- boletins\n",
      );
      return 0;
    }
  } catch (error) {
    if (!(error instanceof EditionsUnavailable)) throw error;
    out(`Não foi possível: ${error.message}\n`);
    return 1;
  }
  return usage(out, `Comandos dos boletins: ${EDITION_COMMANDS}`);
}

function usage(out: (text: string) => void, text: string): number {
  out(`${text}\n`);
  return 2;
}
