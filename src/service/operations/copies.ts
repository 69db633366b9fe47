import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import type { ServiceConfig } from "../config";
import { StoreInUse, guardStore } from "../guard";
import { NotAStore, copyStore, restoreStore, type Contents } from "../store/backup";
import { STORE_FILE, StoreVersionError } from "../store/database";
import { erasureHash, erasures, reapplyErasures, type Erasure } from "../store/person";
import { Store } from "../store/store";
import { decimal, logEvent } from "./event";

/**
 * `backup` and `restaurar` (docs/operations.md, "Backups"): a copy of the store taken while the service
 * runs, checked before it is said to be done (store/backup.ts), in a file or in a folder that keeps the
 * last CONTACT_BACKUP_KEEP; and a copy put back in the store's place, with the service stopped, the store
 * it replaces kept beside it, and the erasures made since the copy applied again to it.
 */
type Out = (text: string) => void;

/** The copies a folder keeps: one name per copy, which sorts in the order they were taken. */
const COPY = /^mensagens-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/;
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z`;

const mb = (bytes: number) => `${decimal(bytes / 1e6, 1)} MB`;
const held = (contents: Contents) =>
  `${contents.messages} mensagem(ns), ${contents.subscriptions} inscrição(ões) (${contents.confirmed} confirmada(s)), ` +
  `${contents.editions} boletim(ns); versão ${contents.version}; ${mb(contents.bytes)}`;

export function backup(args: string[], out: Out, config: ServiceConfig): number {
  const folder = args.find((arg) => arg.startsWith("--pasta="))?.slice("--pasta=".length);
  const named = args.find((arg) => !arg.startsWith("--"));
  if (!folder === !named) {
    out("Use: backup <arquivo> [--substituir], ou backup --pasta=<pasta> (guarda as últimas CONTACT_BACKUP_KEEP).\n");
    return 2;
  }
  if (!fs.existsSync(path.join(config.storeDir, STORE_FILE))) {
    out(`Não há armazenamento de mensagens em ${config.storeDir}.\n`);
    return 1;
  }
  if (folder) fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const target = path.resolve(folder ?? ".", named ?? `mensagens-${stamp(new Date())}.sqlite`);
  if (fs.existsSync(target) && !args.includes("--substituir")) {
    out(`${target} já existe: escolha outro nome, ou use --substituir.\n`);
    return 1;
  }
  const started = performance.now();
  const store = new Store(config.storeDir, { waitMs: config.storeBusyMs, blocking: true });
  let contents: Contents;
  try {
    contents = copyStore(store.db, target, args.includes("--substituir"));
  } finally {
    store.close();
  }
  const seconds = decimal((performance.now() - started) / 1000, 2);
  out(`Cópia verificada (integridade ok) em ${target}, em ${seconds} s:\n  ${held(contents)}\n`);
  if (folder) {
    const old = fs
      .readdirSync(folder)
      .filter((name) => COPY.test(name))
      .sort()
      .reverse()
      .slice(config.backupKeep);
    for (const name of old) fs.rmSync(path.join(folder, name));
    if (old.length) out(`Apagadas as cópias além das ${config.backupKeep} mais novas: ${old.join(", ")}\n`);
  }
  const rows = contents.messages + contents.subscriptions + contents.editions;
  logEvent("cópia de segurança", rows, `${mb(contents.bytes)}, em ${seconds} s`);
  return 0;
}

/** The erasures the store in `dir` records (none if it has no store); an Error when it cannot be read. */
function recordedErasures(config: ServiceConfig): Erasure[] | Error {
  const file = path.join(config.storeDir, STORE_FILE);
  if (!fs.existsSync(file)) return [];
  try {
    // Read and write, but written to not at all: its -wal and -shm go with this connection, as they came.
    const db = new Database(file, { fileMustExist: true, timeout: config.storeBusyMs });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'erasures'").all();
      return tables.length ? erasures(db) : [];
    } finally {
      db.close();
    }
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export function restore(args: string[], out: Out, config: ServiceConfig): number {
  const [named] = args;
  if (!named) {
    out("Use: restaurar <arquivo>, com o serviço parado.\n");
    return 2;
  }
  const file = path.resolve(named);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    out(`Arquivo não encontrado: ${file}\n`);
    return 1;
  }
  const dir = config.storeDir;
  let guard: ReturnType<typeof guardStore>;
  try {
    guard = guardStore(dir);
  } catch (error) {
    if (!(error instanceof StoreInUse)) throw error;
    out(
      `O serviço está em execução sobre ${dir} e segura o armazenamento: nada foi mudado. Pare-o ` +
        "(no servidor: systemctl stop evolucao-servico; com npm start: Ctrl-C), rode restaurar de novo e " +
        "depois inicie o serviço.\n",
    );
    return 1;
  }
  try {
    const records = recordedErasures(config);
    if (records instanceof Error)
      out(
        `Atenção: o armazenamento atual não pôde ser lido (${records.message}); os apagamentos feitos depois ` +
          "da cópia não puderam ser reaplicados: repita-os (npm run mensagens -- apagar).\n",
      );
    const pending = records instanceof Error ? [] : records;
    const key = config.erasureKey;
    if (pending.length > 0 && !key) {
      out(
        `O armazenamento atual registra ${pending.length} apagamento(s) de dados pessoais, que precisam ser ` +
          "reaplicados à cópia, e CONTACT_ERASURE_KEY não está definida: defina a mesma chave de sempre e rode " +
          "restaurar de novo. Nada foi mudado.\n",
      );
      return 1;
    }
    let reapplied = 0;
    const restored = restoreStore(dir, file, new Date(), (db) => {
      reapplied = key ? reapplyErasures(db, pending, (address) => erasureHash(key, address)) : 0;
      return reapplied;
    });
    out(`Restaurado de ${file}:\n  ${held(restored)}`);
    out(restored.from < restored.version ? ` (atualizado da versão ${restored.from})\n` : "\n");
    if (reapplied) out(`Apagamentos feitos depois da cópia, aplicados de novo: ${reapplied} linha(s).\n`);
    if (restored.kept) out(`O armazenamento substituído ficou em ${path.join(dir, restored.kept)}.\n`);
    out("Inicie o serviço de novo.\n");
    const rows = restored.messages + restored.subscriptions + restored.editions;
    logEvent("restauração de cópia", rows, `${reapplied} linha(s) de apagamentos reaplicadas`);
    return 0;
  } catch (error) {
    if (!(error instanceof NotAStore || error instanceof StoreVersionError)) throw error;
    const reason = error instanceof NotAStore ? `o arquivo ${error.message}.` : error.message;
    out(`Não foi possível restaurar ${file}: ${reason} Nada foi mudado.\n`);
    return 1;
  } finally {
    guard.release();
  }
}
