// An edition to many subscribers (`npm run bench -- --only=editions`): the service as a server runs it
// (packed by `npm run service:pack`, with the node options of its systemd unit), a store of 10,000 confirmed subscribers
// (--subscribers=N), an SMTP stand-in in a process of its own that takes every e-mail, and the hourly
// limit off (NEWSLETTER_PER_HOUR=off). `boletim enviar` queues the edition; the figure is the e-mails
// the stand-in accepted per second until the last, the service's peak memory (the kernel's high-water
// mark of its resident set), and how long a contact message sent in the middle took to reach the
// stand-in. Budgets: at least 200 e-mails a second, at most 150 MB, a contact message within 5 s; every
// subscriber once. A budget missed fails the benchmark.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { writeEditions } from "../lib/editions-site.ts";
import { Store } from "../../src/service/store/store.ts";
import { newToken, hash, iso } from "../../src/service/store/tables.ts";
import { log, root, serviceAddress, work } from "./common.mjs";

const BUDGET = { perSecond: 200, peakMb: 150, contactMs: 5000 };

/** Node's options as the service's systemd unit starts it (deploy/systemd/evolucao-servico.service). */
const UNIT_NODE_OPTIONS = (() => {
  const unit = fs.readFileSync(path.join(root, "deploy", "systemd", "evolucao-servico.service"), "utf8");
  const execStart = /^ExecStart=\S+ (.*) \S+servico\.cjs$/m.exec(unit);
  return execStart ? execStart[1].split(/\s+/) : [];
})();

/** The stand-in: an SMTP server on 127.0.0.1 that reports each message's first recipient and when. */
const STAND_IN = `
const { SMTPServer } = require(${JSON.stringify(path.join(root, "node_modules", "smtp-server"))});
const server = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false,
  onData(stream, session, callback) {
    let head = "";
    stream.on("data", (chunk) => { if (head.length < 4096) head += chunk.toString("latin1"); });
    stream.on("end", () => {
      const to = session.envelope.rcptTo[0]?.address ?? "";
      process.stdout.write(JSON.stringify({ to, at: Date.now(), contact: head.includes("Contato pelo site") }) + "\\n");
      callback();
    });
  } });
server.on("error", () => {});
server.listen(0, "127.0.0.1", () => process.stdout.write(JSON.stringify({ port: server.server.address().port }) + "\\n"));`;

/** Lines of JSON a child prints, to `onLine`; resolves with the first. */
function jsonLines(child, onLine) {
  return new Promise((resolve, reject) => {
    let buffered = "";
    let first = true;
    child.stdout.on("data", (chunk) => {
      buffered += chunk.toString();
      for (let at = buffered.indexOf("\n"); at >= 0; at = buffered.indexOf("\n")) {
        const line = JSON.parse(buffered.slice(0, at));
        buffered = buffered.slice(at + 1);
        if (first) resolve(line);
        else onLine(line);
        first = false;
      }
    });
    child.once("exit", (code) => first && reject(new Error(`exited (${code})`)));
  });
}

/** `count` confirmed subscribers, written straight to a new store. */
function subscribers(storeDir, count) {
  const store = new Store(storeDir);
  try {
    const now = iso(Date.now());
    const insert = store.db.prepare(
      `INSERT INTO subscriptions (email, mailbox, requested_at, consent, confirmed_at) VALUES (?, ?, ?, 'Aceito', ?)`,
    );
    const token = store.db.prepare("INSERT INTO leave_tokens (hash, subscription, created_at) VALUES (?, ?, ?)");
    store.batch(() => {
      for (let i = 1; i <= count; i += 1) {
        const email = `pessoa${i}@example.org`;
        const { lastInsertRowid } = insert.run(email, email, now, now);
        token.run(hash(newToken()), Number(lastInsertRowid), now);
      }
    });
  } finally {
    store.close();
  }
}

const peakMb = (pid) => {
  const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : null;
};

export async function run({ args, results }) {
  const count = Number(args.subscribers ?? 10_000);
  log(`\n== Editions: one edition to ${count} subscribers, hourly limit off ==`);
  const dir = path.join(work, "boletins");
  fs.rmSync(dir, { recursive: true, force: true });
  const [packed, storeDir, siteDir] = ["servico", "loja", "site"].map((name) => path.join(dir, name));
  execFileSync(process.execPath, ["--import", "tsx", "scripts/pack-service.ts", packed], {
    cwd: root,
    stdio: "ignore",
  });
  writeEditions(siteDir, [1]);
  subscribers(storeDir, count);

  const received = new Map();
  let last = 0;
  let contactAt = null;
  const smtp = spawn(process.execPath, ["-e", STAND_IN], { stdio: ["ignore", "pipe", "inherit"] });
  const { port } = await jsonLines(smtp, ({ to, at, contact }) => {
    if (contact) contactAt = at;
    else received.set(to, (received.get(to) ?? 0) + 1);
    last = at;
  });
  const env = {
    ...process.env,
    SERVICE_PORT: "0",
    SITE_URL: "https://evolucao.example.org",
    NEWSLETTER_SITE_DIR: siteDir,
    NEWSLETTER_PER_HOUR: "off",
    CONTACT_STORE_DIR: storeDir,
    CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`,
    CONTACT_TO: "instituto@example.org",
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT: "off",
  };
  const service = spawn(process.execPath, [...UNIT_NODE_OPTIONS, path.join(packed, "servico.cjs")], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const url = await serviceAddress(service);
    const started = Date.now();
    execFileSync(process.execPath, [path.join(packed, "mensagens.cjs"), "boletim", "enviar", "1"], {
      env,
      stdio: "ignore",
    });
    // A contact message in the middle of the edition, timed to the stand-in's acceptance.
    const deadline = started + 10 * 60 * 1000;
    while (received.size < Math.min(count, 2000) && Date.now() < deadline) await sleep(20);
    const sentAt = Date.now();
    const body = new URLSearchParams({
      "form-name": "contato",
      nome: "Maria",
      email: "maria@example.org",
      whatsapp: "",
      assunto: "Durante o boletim",
      mensagem: "Olá!",
      site: "",
      tempo: "6000",
    });
    await fetch(`${url}/mensagens/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
    });
    while ((received.size < count || contactAt === null) && Date.now() < deadline) await sleep(50);
    const seconds = (last - started) / 1000;
    const repeats = [...received.values()].filter((times) => times > 1).length;
    results.editions = {
      subscribers: count,
      delivered: received.size,
      repeats,
      perSecond: Math.round(received.size / seconds),
      seconds: +seconds.toFixed(1),
      peakMb: peakMb(service.pid),
      contactMs: contactAt === null ? null : contactAt - sentAt,
    };
    const figures = results.editions;
    log(`${figures.delivered} e-mails in ${figures.seconds} s (${figures.perSecond}/s), ${repeats} repeated`);
    log(`the service's peak memory ${figures.peakMb} MB; a contact message in ${figures.contactMs} ms`);
    const missed = [
      figures.delivered !== count || repeats > 0
        ? `every subscriber once (${figures.delivered}, ${repeats} repeated)`
        : null,
      figures.perSecond < BUDGET.perSecond ? `${BUDGET.perSecond} e-mails a second` : null,
      figures.peakMb === null || figures.peakMb > BUDGET.peakMb ? `${BUDGET.peakMb} MB` : null,
      figures.contactMs === null || figures.contactMs > BUDGET.contactMs
        ? `a contact message in ${BUDGET.contactMs} ms`
        : null,
    ].filter(Boolean);
    if (missed.length > 0) {
      log(`OVER BUDGET: ${missed.join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    service.kill("SIGTERM");
    smtp.kill();
  }
}
