/**
 * @jest-environment node
 */
import nodemailer, { type Transport } from "nodemailer";
import { editionsPace } from "../src/service/editions-delivery";
import { within } from "../src/service/helpers";
import { Courier } from "../src/service/outbox";
import { Store } from "../src/service/store/store";
import { enqueue, type Outcome } from "../src/service/store/tables";
import { scratchStore } from "./fixtures/scratch-store";
import { watched } from "./fixtures/service-process";

/**
 * The outbox's couriers (src/service/outbox.ts) and an edition's pace (src/service/editions-delivery.ts)
 * in this process, on jest's fake clock (the store's batching, the waits after a failure and the pace all
 * run on timers), with a mail server of their own that answers when the test says.
 */
const folder = scratchStore("outbox-");

beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }));
afterEach(() => jest.useRealTimers());

/** A mail server that holds each e-mail until the test answers it (or refuses it), and lists the subjects it accepted. */
function heldServer() {
  const accepted: string[] = [];
  const held: { subject: string; answer: (refusal?: Error) => void }[] = [];
  const watch = watched();
  const transport: Transport = {
    name: "held",
    version: "1",
    send(mail, done) {
      const subject = String(mail.data.subject);
      const answer = (refusal?: Error) => {
        if (refusal) return done(refusal);
        accepted.push(subject);
        done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() });
      };
      held.push({ subject, answer });
      watch.changed();
    },
  };
  return {
    accepted,
    transport: nodemailer.createTransport(transport),
    holding: (subject: string) => watch.until(() => held.some((mail) => mail.subject === subject)),
    answerAll: (refusal?: Error) => held.splice(0).forEach((mail) => mail.answer(refusal)),
  };
}

const queue = (store: Store, refs: number[]) =>
  store.batch(() => {
    for (const ref of refs) enqueue(store.db, store.now(), { kind: "mensagem", ref, secret: null, edition: null });
  });
const mail = (ref: number) => ({
  from: "site@example.org",
  to: "instituto@example.org",
  subject: `e-mail ${ref}`,
  text: ".",
});
/** Stops `courier` at once, its wait for what is in flight on the fake clock too. */
async function stopped(courier: Courier) {
  const stop = courier.stop(Date.now());
  await jest.advanceTimersByTimeAsync(0);
  await stop;
}
const config = { retry: { firstMs: 10, maxMs: 10 }, storeBusyMs: 1000 };

describe("a lane of several workers", () => {
  it("ends a round only once every worker is done, so that an e-mail in flight when another fails goes once", async () => {
    const store = new Store(folder.dir());
    queue(store, [1, 2]);
    const server = heldServer();
    let failedOnce = false;
    const courier = new Courier({
      lane: "now",
      store,
      transport: server.transport,
      config,
      log: () => undefined,
      parallel: 2,
      mailOf: (item) => {
        // The first e-mail cannot be read the first time (a busy store), while the second is on its way.
        if (item.ref === 1 && !failedOnce) {
          failedOnce = true;
          throw new Error("o armazenamento está ocupado");
        }
        return mail(item.ref);
      },
    });
    let idle = false;
    courier.on("idle", () => (idle = true));
    try {
      courier.kick();
      await server.holding("e-mail 2");
      // Past the wait after a failed round: a round ended at the failure would take e-mail 2 again now.
      await jest.advanceTimersByTimeAsync(config.storeBusyMs);
      while (!idle) {
        server.answerAll();
        await jest.advanceTimersByTimeAsync(config.storeBusyMs);
      }
      expect(server.accepted).toEqual(["e-mail 2", "e-mail 1"]);
    } finally {
      await stopped(courier);
      store.close();
    }
  });
});

describe("what a lane tells", () => {
  it("each outcome once it is written, and a round's end with none of its e-mails waiting", async () => {
    const store = new Store(folder.dir());
    queue(store, [1]);
    const server = heldServer();
    const told: string[] = [];
    const courier = new Courier({
      lane: "now",
      store,
      transport: server.transport,
      config,
      log: () => undefined,
      mailOf: (item) => mail(item.ref),
    });
    const written = (id: number) =>
      JSON.stringify(store.db.prepare("SELECT attempts, sent_at IS NOT NULL AS sent FROM outbox WHERE id = ?").get(id));
    courier.on("recorded", (item, outcome: Outcome) => told.push(`${outcome.kind} ${written(item.id)}`));
    courier.on("idle", (count) => told.push(`idle ${count}`));
    try {
      courier.kick();
      await server.holding("e-mail 1");
      server.answerAll(Object.assign(new Error("Tente mais tarde"), { responseCode: 451, command: "DATA" }));
      await jest.advanceTimersByTimeAsync(0);
      expect(told).toEqual(['retry {"attempts":1,"sent":0}']);
      await jest.advanceTimersByTimeAsync(config.retry.firstMs);
      await server.holding("e-mail 1");
      server.answerAll();
      await jest.advanceTimersByTimeAsync(0);
      expect(told).toEqual(['retry {"attempts":1,"sent":0}', 'sent {"attempts":2,"sent":1}', "idle 1"]);
    } finally {
      await stopped(courier);
      store.close();
    }
  });
});

describe("an edition's pace", () => {
  it("spreads the e-mails one spacing apart, the first one spacing after the last one sent, and ends at once when stopped", async () => {
    const start = Date.now();
    const pace = editionsPace(600, start - 100);
    const stop = new AbortController();
    const at: number[] = [];
    const sending = (async () => {
      while (at.length < 4 && (await pace(stop.signal))) at.push(Date.now() - start);
    })();
    await jest.advanceTimersByTimeAsync(500 + 3 * 600);
    await sending;
    expect(at).toEqual([500, 1100, 1700, 2300]);
    const waiting = pace(stop.signal);
    stop.abort();
    expect(await waiting).toBe(false);
  });
});

describe("a wait with an end (src/service/helpers.ts)", () => {
  it("waits without one for Infinity, not for a timer that would overflow and end at once", async () => {
    let release = () => undefined as void;
    let ended = false;
    const waiting = within(new Promise<void>((resolve) => (release = resolve)), Infinity).then(() => {
      ended = true;
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(ended).toBe(false);
    release();
    await waiting;
    expect(ended).toBe(true);
  });
});
