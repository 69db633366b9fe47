// A stand-in for the institute's SMTP server, in the test's own process on 127.0.0.1 (smtp-server,
// nodemailer's), with what arrived parsed by mailparser. It can refuse every message (`refuse`) and
// be stopped and started again on the same port, as a mail server that goes down and comes back.
// A wait for a message ends when the message arrives, not on a clock.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface SmtpStandIn {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Answer every message with a 451 (a server that is up but refuses). */
  refuse: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until `count` messages have arrived (the test's own bound applies). */
  waitFor(count: number): Promise<ParsedMail[]>;
}

export async function startSmtp(port = 0): Promise<SmtpStandIn> {
  const received: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  let server: SMTPServer | undefined;
  const standIn: SmtpStandIn = {
    url: "",
    port,
    received,
    refuse: false,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          if (standIn.refuse) {
            stream.resume();
            stream.on("end", () => callback(Object.assign(new Error("Tente mais tarde"), { responseCode: 451 })));
            return;
          }
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              for (const wake of waiting) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        server?.once("error", reject);
        server?.listen(standIn.port, "127.0.0.1", () => resolve());
      });
      standIn.port = (server.server.address() as AddressInfo).port;
      standIn.url = `smtp://127.0.0.1:${standIn.port}`;
    },
    stop() {
      return new Promise((resolve) => {
        if (!server) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server = undefined;
      });
    },
    async waitFor(count) {
      while (received.length < count)
        await new Promise<void>((resolve) => {
          const wake = () => (waiting.delete(wake), resolve());
          waiting.add(wake);
        });
      return received;
    },
  };
  await standIn.start();
  return standIn;
}
