import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { isBusy } from "./store/database";

/**
 * One service per store, so that an e-mail due is the one service's to send (outbox.ts): a lock, by
 * SQLite, on a file of its own beside the store, which the system lets go of however the process ends
 * (no stale lock file to judge), while `npm run mensagens` and backups still open the store.
 */
export class StoreInUse extends Error {}

export function guardStore(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, "servico.lock"), { timeout: 0 });
  try {
    db.pragma("journal_mode = MEMORY");
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if (!isBusy(error)) throw error;
    throw new StoreInUse(
      `O armazenamento de mensagens já é usado por outro processo do serviço: ${dir}. Só um serviço pode atendê-lo; pare o outro antes (npm run mensagens pode ser usado ao mesmo tempo).`,
    );
  }
  return {
    release() {
      db.exec("ROLLBACK");
      db.close();
    },
  };
}
