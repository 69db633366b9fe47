// The site's service under load (`npm run bench -- --only=messages`): contact messages sent by 20
// connections for 10 s (--connections=N, --messages-seconds=N), with the per-address limit and the
// minimum time lifted by configuration, and no SMTP server, so that the figure is the service's own:
// a message checked and written to SQLite, synced to the disk (the sends that arrive together share one
// commit: src/service/store/store.ts, Store.write), before it is answered. Every accepted message must be in
// the store: the count of 200s and the store's count are compared, and a difference fails the benchmark.
// Each connection is a loop that sends, waits for the answer, and sends again until the time is up:
// autocannon drops the requests still in flight when its time ends, which the service may have stored
// already, so its count could not be compared with the store's.
import fs from "node:fs";
import path from "node:path";
import { readConfig } from "../../src/service/config.ts";
import { startService } from "../../src/service/server.ts";
import { messages } from "../../src/service/store/tables.ts";
import { log, work } from "./common.mjs";

export async function run({ args, results }) {
  const connections = Number(args.connections ?? 20);
  const seconds = Number(args["messages-seconds"] ?? 10);
  log(`\n== Messages: ${connections} connections for ${seconds} s ==`);
  const storeDir = path.join(work, "mensagens");
  fs.rmSync(storeDir, { recursive: true, force: true });
  const service = await startService(
    readConfig({
      SERVICE_PORT: "0",
      CONTACT_STORE_DIR: storeDir,
      CONTACT_SMTP_URL: "",
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT: "off",
    }),
    { log: () => undefined },
  );
  try {
    const body = new URLSearchParams({
      "form-name": "contato",
      nome: "Maria da Conceição",
      email: "maria@example.org",
      whatsapp: "+55 11 98765-4321",
      assunto: "Dúvida sobre os cursos",
      mensagem: "Olá! Gostaria de saber quando começam os próximos cursos e como faço a inscrição. Obrigada.",
      site: "",
      tempo: "6000",
    }).toString();
    const end = Date.now() + seconds * 1000;
    const latencies = [];
    const statuses = new Map();
    let errors = 0;
    const connection = async () => {
      while (Date.now() < end) {
        const started = performance.now();
        try {
          const answer = await fetch(`${service.url}/mensagens/`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
            body,
          });
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, connection));
    const accepted = statuses.get(200) ?? 0;
    const others = [...statuses].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0);
    latencies.sort((a, b) => a - b);
    const p99 = +latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)].toFixed(1);
    const stored = messages(service.store.db).length;
    results.messages = {
      connections,
      seconds,
      acceptedPerSecond: Math.round(accepted / seconds),
      accepted,
      stored,
      p99Ms: p99,
      errors,
      otherStatuses: others,
    };
    log(`accepted ${accepted} messages (${results.messages.acceptedPerSecond}/s), p99 ${p99} ms`);
    log(`in the store: ${stored}; errors ${errors}, other statuses ${others}`);
    if (stored !== accepted) {
      log(`LOST: ${accepted} accepted, ${stored} stored`);
      process.exitCode = 1;
    }
  } finally {
    await service.close();
  }
}
