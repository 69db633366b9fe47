import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { isBusy } from "./writes";

/**
 * One service per store: a second one started on a store already served (by hand, beside systemd's)
 * would send every e-mail the first sends. The guard is a lock on a file beside the store, taken by
 * SQLite, which the store already uses, rather than a lock file holding a process id: the operating
 * system lets go of it when the process ends, however it ends, so there is no stale lock to judge, and
 * it holds between processes and between two connections of one process alike. It locks a file of its
 * own, so that `npm run mensagens` and backups still open the store while the service runs.
 */
export class StoreInUse extends Error {}

export interface StoreGuard {
  release(): void;
}

export const GUARD_FILE = "servico.lock";

export function guardStore(dir: string): StoreGuard {
  fs.mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, GUARD_FILE), { timeout: 0 });
  try {
    // An empty file, locked and never written: no journal beside it.
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
