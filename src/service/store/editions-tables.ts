import type Database from "better-sqlite3";
import * as tables from "./tables";

/**
 * The newsletter's editions in the store (their tables: database.ts, step 7): an edition as it was when
 * first queued (its e-mail is read once, so every subscriber gets the same), one e-mail of the outbox per
 * subscriber and edition (nobody twice, whatever `enviar` is run again), the test copies sent, and the
 * addresses whose mail server refused an edition for good (`bounced_at`), which no later edition reaches.
 */

/** An edition as it is sent: its subject, and its e-mail with EDITION_LEAVE_PLACEHOLDER once in each part. */
export interface EditionMail {
  numero: number;
  titulo: string;
  assunto: string;
  html: string;
  texto: string;
}

export const storedEdition = (db: Database.Database, numero: number) =>
  (db.prepare("SELECT numero, titulo, assunto, html, texto FROM editions WHERE numero = ?").get(numero) as
    EditionMail | undefined) ?? null;

/**
 * Queues `edition` (as first stored: `mail` is kept the first time only) for every subscription
 * confirmed and not left at `now` that it has not been queued for: each its own way out (a leave
 * token, kept with the e-mail until it is sent). Returns how many were queued now, and before.
 */
export function queueEdition(
  db: Database.Database,
  now: number,
  mail: EditionMail,
): { queued: number; before: number } {
  db.prepare(
    `INSERT INTO editions (numero, titulo, assunto, html, texto, queued_at) VALUES (@numero, @titulo, @assunto, @html, @texto, @at)
     ON CONFLICT (numero) DO NOTHING`,
  ).run({ ...mail, at: tables.iso(now) });
  const before = (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE edition = ?").get(mail.numero) as { n: number }).n;
  const subscribers = db
    .prepare(
      `SELECT id FROM subscriptions WHERE ${tables.SUBSCRIBED}
       AND id NOT IN (SELECT ref FROM outbox WHERE edition = ?) ORDER BY id`,
    )
    .all(mail.numero) as { id: number }[];
  const token = db.prepare(tables.ADD_LEAVE_TOKEN);
  for (const { id } of subscribers) {
    const leaveToken = tables.newToken();
    token.run(tables.hash(leaveToken), id, tables.iso(now));
    tables.enqueue(db, now, { kind: "boletim", ref: id, edition: mail.numero, secret: JSON.stringify({ leaveToken }) });
  }
  return { queued: subscribers.length, before };
}

/** A copy sent by `boletim teste`, kept for `boletins`. */
export function recordTest(db: Database.Database, now: number, numero: number, email: string): void {
  db.prepare("INSERT INTO edition_tests (numero, email, sent_at) VALUES (?, ?, ?)").run(numero, email, tables.iso(now));
}

/** Its mail server refused an edition for good: no later edition goes to the address (a new confirmation mends it). */
export function markBounced(db: Database.Database, now: number, subscription: number): void {
  db.prepare("UPDATE subscriptions SET bounced_at = ? WHERE id = ? AND bounced_at IS NULL").run(
    tables.iso(now),
    subscription,
  );
}

/** When the last e-mail of an edition went (epoch ms), so that a restarted service keeps the pace. */
export function lastEditionSent(db: Database.Database): number | null {
  const row = db.prepare("SELECT MAX(sent_at) AS at FROM outbox WHERE kind = 'boletim'").get() as { at: string | null };
  return row.at === null ? null : Date.parse(row.at);
}

export interface EditionState {
  numero: number;
  queuedAt: string | null;
  total: number;
  /** Accepted by the mail server; those who left before their e-mail went count in neither. */
  delivered: number;
  failed: number;
  /** When the last e-mail went, once none waits. */
  doneAt: string | null;
  tests: { email: string; sentAt: string }[];
}

/** Where each edition the store knows stands (queued or tested). */
export function editionStates(db: Database.Database): Map<number, EditionState> {
  const states = new Map<number, EditionState>();
  const state = (numero: number) => {
    let found = states.get(numero);
    if (!found)
      states.set(
        numero,
        (found = { numero, queuedAt: null, total: 0, delivered: 0, failed: 0, doneAt: null, tests: [] }),
      );
    return found;
  };
  const rows = db
    .prepare(
      `SELECT e.numero, e.queued_at AS queuedAt, COUNT(o.id) AS total,
              SUM(o.sent_at IS NOT NULL AND o.last_error IS NULL) AS delivered, COUNT(o.failed_at) AS failed,
              CASE WHEN COUNT(o.id) = COUNT(o.sent_at) + COUNT(o.failed_at) THEN MAX(o.sent_at) END AS doneAt
       FROM editions e LEFT JOIN outbox o ON o.edition = e.numero GROUP BY e.numero`,
    )
    .all() as Omit<EditionState, "tests">[];
  for (const row of rows) Object.assign(state(row.numero), row);
  for (const test of db.prepare("SELECT numero, email, sent_at AS sentAt FROM edition_tests ORDER BY id").all() as {
    numero: number;
    email: string;
    sentAt: string;
  }[])
    state(test.numero).tests.push({ email: test.email, sentAt: test.sentAt });
  return states;
}
