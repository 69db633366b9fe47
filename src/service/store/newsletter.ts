import type Database from "better-sqlite3";
import { reasonOf, within } from "../helpers";
import type { Store } from "./store";
import * as tables from "./tables";

/**
 * The newsletter's side of the store (docs/service.md, "The newsletter"), each in a transaction of its caller's. A
 * confirmation goes only when none went to the same mailbox (mailboxOf) in the last RESEND_AFTER_MS, nor since someone
 * left from it, and under the hourly cap; a request is answered once queued, the same write for any address.
 */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 30;

type Row = tables.Subscription & { confirmHash: string | null; subscribed: 0 | 1 };
const COLUMNS = `${tables.SUBSCRIPTION}, confirm_hash AS confirmHash, ${tables.SUBSCRIBED} AS subscribed`;
const find = (db: Database.Database, where: string, value: string | number) =>
  (db.prepare(`SELECT ${COLUMNS} FROM subscriptions WHERE ${where}`).get(value) as Row | undefined) ?? null;
/** A subscription as the service hands it out: without the hash of its confirmation link. */
const plain = ({ confirmHash: _hash, subscribed: _now, ...subscription }: Row): tables.Subscription => subscription;

/** The answer's one write: the request as it came, queued, the same for every address. */
export function queueRequest(db: Database.Database, now: number, email: string, consent: string): void {
  db.prepare("INSERT INTO newsletter_requests (email, consent, received_at) VALUES (?, ?, ?)").run(email, consent, now);
}

/** Decides up to `limit` queued requests, oldest first, each as of when it came (requestSubscription). */
function decideQueued(db: Database.Database, perHour: number, limit: number): tables.SubscriptionRequest[] {
  const queued = db
    .prepare("SELECT id, email, consent, received_at AS receivedAt FROM newsletter_requests ORDER BY id LIMIT ?")
    .all(limit) as { id: number; email: string; consent: string; receivedAt: number }[];
  const done = db.prepare("DELETE FROM newsletter_requests WHERE id = ?");
  return queued.map((request) => {
    done.run(request.id);
    return requestSubscription(db, request.receivedAt, request.email, request.consent, perHour);
  });
}

export function requestSubscription(
  db: Database.Database,
  now: number,
  email: string,
  consent: string,
  perHour: number,
): tables.SubscriptionRequest {
  const hour = tables.iso(now).slice(0, 13);
  const counted = db
    .prepare(
      `INSERT INTO newsletter_hours (hour, requests) VALUES (?, 1)
       ON CONFLICT (hour) DO UPDATE SET requests = requests + 1 RETURNING confirmations`,
    )
    .get(hour) as { confirmations: number };
  const known = find(db, "email = ?", email);
  if (known?.subscribed) return { outcome: "already-confirmed", subscription: plain(known) };
  const mailbox = mailboxOf(email);
  const { last } = db
    .prepare("SELECT MAX(MAX(requested_at, COALESCE(left_at, ''))) AS last FROM subscriptions WHERE mailbox = ?")
    .get(mailbox) as { last: string | null };
  if (last && now - Date.parse(last) < tables.RESEND_AFTER_MS)
    return { outcome: "recently-asked", subscription: known && plain(known) };
  if (counted.confirmations >= perHour) return { outcome: "hourly-cap", subscription: known && plain(known) };

  const [confirmToken, leaveToken, requestedAt] = [tables.newToken(), tables.newToken(), tables.iso(now)];
  // A renewed request keeps what came before; every way out sent stays valid; the e-mail carries both links.
  db.prepare(
    `INSERT INTO subscriptions (email, mailbox, requested_at, consent, confirm_hash)
     VALUES (@email, @mailbox, @requestedAt, @consent, @confirm)
     ON CONFLICT (email) DO UPDATE SET requested_at = @requestedAt, consent = @consent, confirm_hash = @confirm`,
  ).run({ email, mailbox, requestedAt, consent, confirm: tables.hash(confirmToken) });
  const row = find(db, "email = ?", email) as Row;
  db.prepare(tables.ADD_LEAVE_TOKEN).run(tables.hash(leaveToken), row.id, requestedAt);
  const secret = JSON.stringify({ confirmToken, leaveToken });
  tables.enqueue(db, now, { kind: "confirmacao", ref: row.id, secret, edition: null });
  db.prepare("UPDATE newsletter_hours SET confirmations = confirmations + 1 WHERE hour = ?").run(hour);
  return { outcome: "new", subscription: plain(row), confirmToken };
}

/** Confirms a request once, and tells the institute (a new start for a bounced address); null for a bad token. */
export function confirmSubscription(db: Database.Database, now: number, token: string): tables.Subscription | null {
  const row = find(db, "confirm_hash = ?", tables.hash(token));
  if (!row || now - Date.parse(row.requestedAt) > tables.CONFIRM_VALID_MS) return null;
  const confirmedAt = tables.iso(now);
  const confirm = "UPDATE subscriptions SET confirm_hash = NULL, confirmed_at = ?, bounced_at = NULL WHERE id = ?";
  db.prepare(confirm).run(confirmedAt, row.id);
  tables.enqueue(db, now, { kind: "inscricao", ref: row.id, secret: null, edition: null });
  return { ...plain(row), confirmedAt, bouncedAt: null };
}

/** Ends a subscription or a pending request by a leave token; leaving again keeps the first time on record. */
export function leave(db: Database.Database, now: number, token: string): tables.Subscription | null {
  const row = find(db, "id = (SELECT subscription FROM leave_tokens WHERE hash = ?)", tables.hash(token));
  if (!row) return null;
  const ending = row.subscribed === 1 || row.confirmHash !== null || row.leftAt === null;
  const leftAt = ending ? tables.iso(now) : row.leftAt;
  db.prepare("UPDATE subscriptions SET left_at = ?, confirm_hash = NULL WHERE id = ?").run(leftAt, row.id);
  return { ...plain(row), leftAt };
}

export function subscription(db: Database.Database, id: number): tables.Subscription | null {
  const row = find(db, "id = ?", id);
  return row && plain(row);
}

export const confirmedCount = (db: Database.Database) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM subscriptions WHERE ${tables.SUBSCRIBED}`).get() as { n: number }).n;

export const subscriptions = (db: Database.Database) =>
  db.prepare(`SELECT ${tables.SUBSCRIPTION} FROM subscriptions ORDER BY id`).all() as tables.Subscription[];

/**
 * The mailbox an address reaches, as the newsletter's limits count it: no subaddress (`nome+tag@`, RFC
 * 5233), lower case, and at Gmail no dots. An e-mail still goes to the address as written.
 */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1).toLowerCase();
  const tag = address.indexOf("+");
  const local = address.slice(0, tag > 0 && tag < at ? tag : at).toLowerCase();
  return DOTLESS_DOMAINS.has(domain) ? `${local.replace(/\./g, "")}@gmail.com` : `${local}@${domain}`;
}

/**
 * Decides the requests queued just after each is answered (decideQueued), so that what a request leads
 * to changes neither its answer nor the time it takes; what a stop leaves queued, at the next start.
 */
export function newsletterQueue(store: Store, perHour: number, onMail: () => void, log: (text: string) => void) {
  let [pending, stopped] = [false, false];
  let deciding = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  async function decide(): Promise<void> {
    pending = false;
    try {
      for (let decided = 50; decided === 50 && !stopped;) {
        const requests = await store.write(() => decideQueued(store.db, perHour, 50));
        decided = requests.length;
        for (const { outcome } of requests) log(`pedido de inscrição decidido: ${outcome}`);
        if (requests.some(({ outcome }) => outcome === "new")) onMail();
      }
    } catch (error) {
      log(`pedidos de inscrição em espera: ${reasonOf(error)}`);
      if (!stopped) timer = setTimeout(kick, 1000);
    }
  }
  /** One decision at a time: kicks before one begins are one with it; a kick during one asks for one more after. */
  function kick(): void {
    if (stopped || pending) return;
    pending = true;
    deciding = deciding.then(() => new Promise((resolve) => setImmediate(resolve))).then(decide);
  }
  /** Decides no more requests once a stop begins: those still queued wait for the next start. */
  function halt(): void {
    stopped = true;
    clearTimeout(timer);
  }
  return {
    kick,
    halt,
    /** Halts, if not yet; waits until `deadline` (epoch ms) for the decision in course. */
    async stop(deadline: number): Promise<void> {
      halt();
      await within(deciding, deadline - Date.now());
    },
  };
}
