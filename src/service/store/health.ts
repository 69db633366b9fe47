import type Database from "better-sqlite3";
import { iso, type Lane } from "./tables";

/**
 * What the health answer (../health.ts) writes and reads: one row written, a synced commit like a send's,
 * which a full disk, a lock held past the wait or a read-only disk refuse; and the e-mails waiting in a
 * lane, counted on the outbox's partial index of the waiting ones (outbox_lane, database.ts, step 7):
 * as many index entries as e-mails wait, never the table. __tests__/service-health.test.ts reads the plans.
 */
const PROBE = `INSERT INTO health (id, checked_at) VALUES (1, ?)
  ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`;
export const WAITING = `SELECT COUNT(*) AS waiting, MIN(id) AS oldest FROM outbox
  WHERE sent_at IS NULL AND failed_at IS NULL AND (kind = 'boletim') = ?`;
export const CREATED = "SELECT created_at FROM outbox WHERE id = ?";

export const probe = (db: Database.Database, now: number) => db.prepare(PROBE).run(iso(now));

export function waiting(db: Database.Database, lane: Lane): { waiting: number; since: string | null } {
  const row = db.prepare(WAITING).get(Number(lane === "editions")) as { waiting: number; oldest: number | null };
  const since = row.oldest === null ? null : (db.prepare(CREATED).pluck().get(row.oldest) as string);
  return { waiting: row.waiting, since };
}
