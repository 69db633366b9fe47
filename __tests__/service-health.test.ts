/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { readConfig } from "../src/service/config";
import { startService, type Service } from "../src/service/server";
import { CREATED, WAITING } from "../src/service/store/health";
import { testServiceSettings } from "../e2e/support/processes";
import { contactSend, injectSend } from "./fixtures/contact-send";
import { scratchStore } from "./fixtures/scratch-store";
import { killed, recorded, scriptedSmtp, serviceProcess, settled, type ScriptedSmtp } from "./fixtures/service-process";
import { openStore } from "./fixtures/store-helpers";

/**
 * The health answer for a monitor (docs/operations.md, "Health"): 200 while the store takes a write and
 * the e-mails of the moment are moving, 503 when either stops; what waits and since when, and the time of
 * the last delivery error, never an address or a visitor's text; read on indexes only.
 */
const { dir, file } = scratchStore("saude-");

interface Health {
  estado: string;
  armazenamento: string;
  entregas: string;
  aguardando: { agora: number; boletins: number };
  maisAntigoHaSegundos: { agora: number | null; boletins: number | null };
  ultimaEntrega: string | null;
  ultimoErroDeEntrega: string | null;
}

describe("GET /mensagens/saude", () => {
  let smtp: ScriptedSmtp;
  let service: Service;
  let refusing = false;

  beforeEach(async () => {
    refusing = false;
    smtp = await scriptedSmtp({ recipientAnswer: () => (refusing ? 451 : null) });
    // A refused e-mail is tried again in an hour, unless the test says it is due.
    const settings = testServiceSettings(dir(), smtp.url, { CONTACT_RETRY_FIRST_MS: "3600000" });
    service = await startService(readConfig(settings), { log: () => undefined });
  });

  afterEach(async () => {
    await service.close();
    await smtp.stop();
  });

  const health = async () => {
    const answer = await service.app.inject({ method: "GET", url: "/mensagens/saude" });
    expect(answer.headers["cache-control"]).toBe("no-store");
    return { status: answer.statusCode, body: answer.body, health: answer.json<Health>() };
  };

  it("says how many e-mails wait and since when, and turns to 503 when the oldest has waited past the longest wait between attempts; never an address or a visitor's text", async () => {
    expect(await health()).toMatchObject({
      status: 200,
      health: {
        estado: "ok",
        armazenamento: "grava",
        entregas: "em dia",
        aguardando: { agora: 0, boletins: 0 },
        maisAntigoHaSegundos: { agora: null, boletins: null },
        ultimoErroDeEntrega: null,
      },
    });
    refusing = true;
    const refused = recorded(service, 1, (outcome) => outcome.kind === "retry");
    const send = contactSend({ nome: "Carla Souza", email: "carla.souza@example.org", mensagem: "MARCA-CARLA" });
    const posted = await injectSend(service.app, send);
    expect(posted.statusCode).toBe(200);
    await refused;
    const waiting = await health();
    expect(waiting).toMatchObject({ status: 200, health: { entregas: "em dia", aguardando: { agora: 1 } } });
    expect(waiting.health.ultimoErroDeEntrega).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The same e-mail, waiting for two hours (its time set back in the store).
    const db = new Database(file());
    db.prepare("UPDATE outbox SET created_at = ?").run(new Date(Date.now() - 2 * 3600 * 1000).toISOString());
    const late = await health();
    expect(late).toMatchObject({
      status: 503,
      health: { estado: "falha", armazenamento: "grava", entregas: "atrasadas" },
    });
    expect(late.health.maisAntigoHaSegundos.agora).toBeGreaterThanOrEqual(7200);
    expect(late.body).not.toMatch(/carla|souza|marca|example\.org|@/i);

    // Due now, and accepted: moving again.
    refusing = false;
    db.prepare("UPDATE outbox SET next_attempt_at = 0").run();
    db.close();
    await settled(service);
    expect(await health()).toMatchObject({ status: 200, health: { entregas: "em dia", aguardando: { agora: 0 } } });
  });

  it("reads the outbox on its index of the waiting e-mails, never the whole table", () => {
    const store = openStore(dir());
    try {
      const plans = [WAITING, CREATED].flatMap((sql) =>
        (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(0) as { detail: string }[]).map((row) => row.detail),
      );
      expect(plans).toEqual([
        expect.stringMatching(/^SEARCH outbox USING (COVERING )?INDEX outbox_lane \(<expr>=\?\)$/),
        "SEARCH outbox USING INTEGER PRIMARY KEY (rowid=?)",
      ]);
    } finally {
      store.close();
    }
  });
});

/** The RLIMIT_FSIZE of a running process: at 1 byte it can write no file, as on a full disk. */
const fileSizeLimit = (pid: number, soft: string) =>
  execFileSync("prlimit", ["--pid", String(pid), `--fsize=${soft}:`]);

it("turns to 503 when the disk takes no write, and back to 200 when it does", async () => {
  const started = await serviceProcess({ SERVICE_PORT: "0", CONTACT_STORE_DIR: dir() });
  const health = async () => {
    const answer = await fetch(`${started.url}/mensagens/saude`);
    return { status: answer.status, health: (await answer.json()) as Health };
  };
  try {
    expect(await health()).toMatchObject({
      status: 200,
      health: { armazenamento: "grava", entregas: "sem servidor de e-mail" },
    });
    const pid = started.child.pid ?? 0;
    const original = execFileSync(
      "prlimit",
      ["--pid", String(pid), "--fsize", "--raw", "--noheadings", "--output=SOFT"],
      {
        encoding: "utf8",
      },
    ).trim();
    fileSizeLimit(pid, "1");
    expect(await health()).toMatchObject({ status: 503, health: { estado: "falha", armazenamento: "não grava" } });
    fileSizeLimit(pid, original);
    expect(await health()).toMatchObject({ status: 200, health: { estado: "ok", armazenamento: "grava" } });
  } finally {
    await killed(started.child);
  }
});
