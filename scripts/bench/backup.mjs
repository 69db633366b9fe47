// A backup of a large store while the service takes sends (`npm run bench -- --only=backup`): a store of
// 100,000 messages and 10,000 confirmed subscribers (--backup-messages=N, --backup-subscribers=N), the
// service packed and started as its systemd unit starts it, 4 connections sending contact messages
// without pause (--backup-connections=N), and then, one after the other: `mensagens.cjs backup` (VACUUM
// INTO, checked), `mensagens.cjs apagar` of one person (deleted, the store rewritten, its log emptied),
// and SQLite's online backup as better-sqlite3 offers it (`db.backup()`, 100 pages a step), stopped
// after 30 s (--online-seconds=N). For each: its time; for the copy, its size; for apagar, the time its
// rewrite took as it says it, within the bound it states; and what a send waited meanwhile (p50, p99,
// max), beside the same sends before any of them. Budget: every send answered 200, none waiting longer
// than the store's own busy wait (CONTACT_STORE_BUSY_MS, 2 s) while the copy or apagar runs, the copy
// checked, and apagar ended with the address gone from the store's files; missed, the benchmark fails.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { Store } from "../../src/service/store/store.ts";
import { addMessage, hash, iso, newToken } from "../../src/service/store/tables.ts";
import { log, root, serviceAddress, work } from "./common.mjs";

const BUSY_MS = 2000;

/** Node's options as the service's systemd unit starts it (deploy/systemd/evolucao-servico.service). */
const UNIT_NODE_OPTIONS = (() => {
  const unit = fs.readFileSync(path.join(root, "deploy", "systemd", "evolucao-servico.service"), "utf8");
  const execStart = /^ExecStart=\S+ (.*) \S+servico\.cjs$/m.exec(unit);
  return execStart ? execStart[1].split(/\s+/) : [];
})();

const TEXT =
  "Olá! Gostaria de saber quando começam os próximos cursos e como faço a inscrição. Obrigada pela atenção " +
  "e um abraço fraterno a todos do instituto.";

/** `messages` messages, delivered, and `subscribers` confirmed subscribers, written straight to a new store. */
function fill(storeDir, messages, subscribers) {
  const store = new Store(storeDir);
  try {
    const now = store.now();
    store.batch(() => {
      for (let i = 1; i <= messages; i += 1)
        addMessage(store.db, now, {
          nome: `Pessoa ${i}`,
          email: `pessoa${i}@example.org`,
          whatsapp: "+55 11 98765-4321",
          assunto: `Dúvida nº ${i}`,
          mensagem: `${TEXT} (${i})`,
        });
      store.db.prepare("UPDATE outbox SET attempts = 1, sent_at = ?").run(iso(now));
      const insert = store.db.prepare(
        "INSERT INTO subscriptions (email, mailbox, requested_at, consent, confirmed_at) VALUES (?, ?, ?, 'Aceito', ?)",
      );
      const token = store.db.prepare("INSERT INTO leave_tokens (hash, subscription, created_at) VALUES (?, ?, ?)");
      for (let i = 1; i <= subscribers; i += 1) {
        const email = `inscrita${i}@example.org`;
        const { lastInsertRowid } = insert.run(email, email, iso(now), iso(now));
        token.run(hash(newToken()), Number(lastInsertRowid), iso(now));
      }
    });
    store.db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    store.close();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** p50, p99 and max (ms) of the sends that began in [from, to), and how many were not answered 200. */
function waits(sends, from, to) {
  const inside = sends.filter((send) => send.start >= from && send.start < to);
  const sorted = inside.map((send) => send.ms).sort((a, b) => a - b);
  const round = (ms) => (ms === undefined ? null : +ms.toFixed(1));
  return {
    sends: inside.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1)),
    notOk: inside.filter((send) => send.status !== 200).length,
  };
}

/** Runs `mensagens.cjs args`; resolves with its time (s) and what it printed. */
function mensagens(packed, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(packed, "mensagens.cjs"), ...args], { env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("close", (code) => {
      if (code === 0) resolve({ seconds: +((performance.now() - started) / 1000).toFixed(2), output });
      else reject(new Error(`mensagens ${args.join(" ")} exited (${code}): ${output}`));
    });
  });
}

/**
 * SQLite's online backup from this process, while the service writes: whether it ends within `seconds`, and how
 * often its pages left to copy went back up (another connection's write sends it back to the start).
 */
async function onlineBackup(file, target, seconds) {
  const db = new Database(file);
  const started = performance.now();
  let restarts = 0;
  let remaining = Infinity;
  try {
    await db.backup(target, {
      progress({ remainingPages }) {
        if (remainingPages > remaining) restarts += 1;
        remaining = remainingPages;
        if (performance.now() - started > seconds * 1000) throw new Error("stopped");
      },
    });
    return { finished: true, seconds: +((performance.now() - started) / 1000).toFixed(2), restarts };
  } catch {
    return { finished: false, seconds, restarts };
  } finally {
    db.close();
  }
}

export async function run({ args, results }) {
  const messages = Number(args["backup-messages"] ?? 100_000);
  const subscribers = Number(args["backup-subscribers"] ?? 10_000);
  const connections = Number(args["backup-connections"] ?? 4);
  log(
    `\n== Backup: a store of ${messages} messages and ${subscribers} subscribers, ${connections} connections sending ==`,
  );
  const dir = path.join(work, "copia");
  fs.rmSync(dir, { recursive: true, force: true });
  const [packed, storeDir] = ["servico", "loja"].map((name) => path.join(dir, name));
  execFileSync(process.execPath, ["--import", "tsx", "scripts/pack-service.ts", packed], {
    cwd: root,
    stdio: "ignore",
  });
  fill(storeDir, messages, subscribers);
  const storeFile = path.join(storeDir, "mensagens.sqlite");
  const storeBytes = fs.statSync(storeFile).size;

  const env = {
    ...process.env,
    SERVICE_PORT: "0",
    CONTACT_STORE_DIR: storeDir,
    CONTACT_STORE_BUSY_MS: String(BUSY_MS),
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT: "off",
    CONTACT_ERASURE_KEY: "chave-do-benchmark-0123456789abcdef0123",
  };
  const service = spawn(process.execPath, [...UNIT_NODE_OPTIONS, path.join(packed, "servico.cjs")], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const sends = [];
  let sending = true;
  const senders = [];
  try {
    const url = await serviceAddress(service);
    const body = new URLSearchParams({
      "form-name": "contato",
      nome: "Maria",
      email: "maria@example.org",
      whatsapp: "",
      assunto: "Durante a cópia",
      mensagem: TEXT,
      site: "",
      tempo: "6000",
    }).toString();
    const sender = async () => {
      while (sending) {
        const start = performance.now();
        let status = 0;
        try {
          const answer = await fetch(`${url}/mensagens/`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
            body,
          });
          await answer.arrayBuffer();
          status = answer.status;
        } catch {
          status = -1;
        }
        sends.push({ start, ms: performance.now() - start, status });
      }
    };
    for (let i = 0; i < connections; i += 1) senders.push(sender());
    await sleep(2000);
    const quietFrom = performance.now();
    await sleep(5000);

    const copy = path.join(dir, "copia.sqlite");
    const backupFrom = performance.now();
    const backup = await mensagens(packed, ["backup", copy], env);
    const backupTo = performance.now();
    await sleep(2000);

    const eraseFrom = performance.now();
    const erase = await mensagens(packed, ["apagar", `pessoa${Math.ceil(messages / 2)}@example.org`, "--sim"], env);
    const eraseTo = performance.now();
    await sleep(2000);

    const onlineFrom = performance.now();
    const online = await onlineBackup(storeFile, path.join(dir, "online.sqlite"), Number(args["online-seconds"] ?? 30));
    const onlineTo = performance.now();

    results.backup = {
      messages,
      subscribers,
      connections,
      storeMb: +(storeBytes / 1e6).toFixed(1),
      vacuumInto: { seconds: backup.seconds, copyMb: +(fs.statSync(copy).size / 1e6).toFixed(1) },
      sendsBefore: waits(sends, quietFrom, backupFrom),
      sendsDuringBackup: waits(sends, backupFrom, backupTo),
      apagar: {
        seconds: erase.seconds,
        rewriteSeconds: Number(/esvaziado em ([\d,]+) s/.exec(erase.output)?.[1].replace(",", ".") ?? NaN),
        sends: waits(sends, eraseFrom, eraseTo),
      },
      onlineBackup: { ...online, sends: waits(sends, onlineFrom, onlineTo) },
    };
    const figures = results.backup;
    const show = (w) => `${w.sends} sends, p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms, max ${w.maxMs} ms, ${w.notOk} not 200`;
    log(`store ${figures.storeMb} MB; the copy (VACUUM INTO) ${figures.vacuumInto.copyMb} MB in ${backup.seconds} s`);
    log(`sends before: ${show(figures.sendsBefore)}`);
    log(`sends during the backup: ${show(figures.sendsDuringBackup)}`);
    const rewrite = /\(apagar tenta por até [\d,]+ s\)/.exec(erase.output)?.[0] ?? "";
    log(
      `apagar: ${erase.seconds} s, its rewrite ${figures.apagar.rewriteSeconds} s ${rewrite}; sends meanwhile: ${show(figures.apagar.sends)}`,
    );
    log(
      `online backup: ${online.finished ? `ended in ${online.seconds} s` : `not ended after ${online.seconds} s`}, ` +
        `its pages left went back up ${online.restarts} times; sends meanwhile: ${show(figures.onlineBackup.sends)}`,
    );
    const [during, erasing] = [figures.sendsDuringBackup, figures.apagar.sends];
    const missed = [
      /Cópia verificada \(integridade ok\)/.test(backup.output) ? null : "the copy checked",
      /o endereço não aparece mais/.test(erase.output) ? null : "the address gone after apagar",
      [during, erasing, figures.sendsBefore].some((w) => w.notOk > 0) ? "every send answered 200" : null,
      during.maxMs === null || during.maxMs > BUSY_MS ? `no send waiting over ${BUSY_MS} ms during the copy` : null,
      erasing.maxMs === null || erasing.maxMs > BUSY_MS ? `no send waiting over ${BUSY_MS} ms during apagar` : null,
    ].filter(Boolean);
    if (missed.length > 0) {
      log(`OVER BUDGET: ${missed.join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    sending = false;
    await Promise.all(senders);
    service.kill("SIGTERM");
  }
}
