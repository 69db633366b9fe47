import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { setTimeout } from "node:timers/promises";
import type Database from "better-sqlite3";
import type { ServiceConfig } from "../config";
import { printable } from "../helpers";
import { STORE_FILE, isBusy } from "../store/database";
import * as person from "../store/person";
import { iso } from "../store/tables";
import { decimal, logEvent } from "./event";
import { addressOf, counts, openStore, read, type Out } from "./person-data";

/**
 * `apagar <e-mail>` (LGPD, art. 18; docs/operations.md, "A person's data"): all the store holds about one
 * mailbox deleted, the bytes too: the rows go with secure_delete on (store/database.ts), the store is
 * rewritten whole (VACUUM: every page written afresh, nothing of a freed one left), and its write-ahead
 * log, which still holds the pages as they were, is folded in and cut to nothing (a TRUNCATE checkpoint,
 * which waits for the running service's reads); then the files are searched for the address. What stays
 * is a keyed hash of the mailbox with the time (CONTACT_ERASURE_KEY), by which a copy restored later
 * loses those rows again.
 */

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

/** How long apagar keeps trying to rewrite the store (docs/operations.md, "A person's data"); between tries, a pause. */
const REWRITE_WAIT_MS = 10_000;
const TRY_AGAIN_MS = 10;

/**
 * The store rewritten whole, and its write-ahead log emptied once no reader needs it, tried again until
 * `waitMs` has passed; how long it took (ms), or null. Under steady sends one try is not enough: the
 * running service, at its first commit after the VACUUM (which wrote the whole store into the log), folds
 * the log back into the store on its own, holding SQLite's checkpoint lock, and a TRUNCATE checkpoint that
 * meets that lock answers busy at once, without the busy handler's wait. The VACUUM waits for the write
 * lock like any write, within what is left of `waitMs`: the service's sends wait meanwhile, within theirs.
 */
async function rewrite(db: Database.Database, waitMs: number, busyMs: number): Promise<number | null> {
  const started = Date.now();
  let vacuumed = false;
  for (;;) {
    const left = started + waitMs - Date.now();
    db.pragma(`busy_timeout = ${Math.max(0, Math.min(busyMs, left))}`);
    try {
      if (!vacuumed) db.exec("VACUUM");
      vacuumed = true;
      if ((db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[])[0].busy === 0) return Date.now() - started;
    } catch (error) {
      if (!isBusy(error)) throw error;
    }
    if (Date.now() - started >= waitMs) return null;
    await setTimeout(TRY_AGAIN_MS);
  }
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
    // The rows as the erase's own transaction reads them: a spelling that came while it asked is among them.
    const { erased, spellings } = store.batch(() => {
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
    const took = await rewrite(store.db, REWRITE_WAIT_MS, config.storeBusyMs);
    const bound = `apagar tenta por até ${decimal(REWRITE_WAIT_MS / 1000, 1)} s`;
    if (took === null) {
      out(
        `Apagadas ${total} linha(s), mas o armazenamento, ocupado por outro processo, não pôde ser reescrito nem o ` +
          `seu registro de escrita (-wal) esvaziado (${bound}): rode de novo, em instantes, apagar ${printable(address)} --sim.\n`,
      );
      return 1;
    }
    // With those read before it asked: a row of hers that the retention deleted meanwhile held one too.
    const left = foundInFiles(config.storeDir, [address, ...person.spellingsOf(data), ...spellings]);
    out(
      `Apagadas ${total} linha(s): ${erased.messages} mensagem(ns), ${erased.subscriptions} inscrição(ões), ` +
        `${erased.emails} e-mail(s). O armazenamento foi reescrito e o seu registro de escrita esvaziado em ` +
        `${decimal(took / 1000, 2)} s (${bound}): ` +
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
