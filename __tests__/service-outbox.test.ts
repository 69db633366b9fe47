import { setTimeout as sleep } from "node:timers/promises";
import nodemailer, { type Transport } from "nodemailer";
import { Courier, enqueue } from "../src/service/outbox";
import { Store } from "../src/service/store";
import { scratchStore } from "./fixtures/scratch-store";

/** The outbox's couriers (src/service/outbox.ts) in the service's own process, with a mail server of their own. */
const folder = scratchStore("outbox-");

/** A mail server that takes `holdMs` to accept each e-mail, and lists the subjects it accepted. */
function heldServer(holdMs: number): { accepted: string[]; transport: Transport } {
  const accepted: string[] = [];
  return {
    accepted,
    transport: {
      name: "held",
      version: "1",
      send(mail, done) {
        setTimeout(() => {
          accepted.push(String(mail.data.subject));
          done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() });
        }, holdMs);
      },
    },
  };
}

describe("a lane of several workers", () => {
  it("ends a round only once every worker is done, so that an e-mail in flight when another fails goes once", async () => {
    const store = new Store(folder.dir());
    store.batch(() => {
      for (const ref of [1, 2]) enqueue(store.db, store.now(), { kind: "mensagem", ref, secret: null, edition: null });
    });
    const server = heldServer(1500);
    let failedOnce = false;
    const courier = new Courier({
      lane: "now",
      store,
      transport: nodemailer.createTransport(server.transport),
      retry: { firstMs: 10, maxMs: 10 },
      log: () => undefined,
      parallel: 2,
      mailOf: (item) => {
        // The first e-mail cannot be read the first time (a busy store), while the second is on its way.
        if (item.ref === 1 && !failedOnce) {
          failedOnce = true;
          throw new Error("o armazenamento está ocupado");
        }
        return { from: "site@example.org", to: "instituto@example.org", subject: `e-mail ${item.ref}`, text: "." };
      },
    });
    try {
      courier.kick();
      for (const deadline = Date.now() + 10_000; !server.accepted.includes("e-mail 1") && Date.now() < deadline;)
        await sleep(50);
      // Long enough for a round begun while the second e-mail was on its way to have sent it again.
      await sleep(2000);
      expect(server.accepted).toEqual(["e-mail 2", "e-mail 1"]);
    } finally {
      await courier.stop(Date.now() + 2000);
      store.close();
    }
  });
});
