import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The e-mails the mail server accepted whose outcome the store did not take (another process held its
 * lock, its disk was full), kept on disk until it does: a stop, a restart or a crash meanwhile never
 * sends one of them again, since the next start writes them to the store before it sends anything
 * (outcomes.ts, delivery.ts). The file's room is taken once, when the service starts, and each write
 * overwrites it in place, synced: on a full disk it still takes them, where a file that grew, or the
 * store's own journal, could not.
 */
export const SENT_RECORD_FILE = "entregues-a-gravar";
const SIZE = 4096;

/** Each id with a check of it, so that a line a power cut tore is never read as another e-mail's. */
const check = (id: number) => createHash("sha256").update(String(id)).digest("hex").slice(0, 8);
const LINE = /^(\d{1,15}) ([0-9a-f]{8})$/;

function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export class SentRecord {
  private constructor(
    private readonly fd: number,
    readonly file: string,
  ) {}

  /** Opens the record in the store's folder, creating it with its room, and keeps it open. */
  static open(dir: string): SentRecord {
    const file = path.join(dir, SENT_RECORD_FILE);
    const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    try {
      if (fs.fstatSync(fd).size < SIZE) {
        const room = Buffer.alloc(SIZE, " ");
        fs.readSync(fd, room, 0, SIZE, 0);
        fs.writeSync(fd, room, 0, SIZE, 0);
        fs.fsyncSync(fd);
        syncFolder(dir);
      }
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    return new SentRecord(fd, file);
  }

  /** The e-mails (outbox ids) the record holds. */
  ids(): number[] {
    const text = Buffer.alloc(SIZE);
    const read = fs.readSync(this.fd, text, 0, SIZE, 0);
    const ids: number[] = [];
    for (const line of text.subarray(0, read).toString("utf8").split("\n")) {
      const match = LINE.exec(line.trim());
      if (match && check(Number(match[1])) === match[2]) ids.push(Number(match[1]));
    }
    return ids;
  }

  /** Makes `ids` what the record holds, on disk when it returns; throws when they do not fit or the disk fails. */
  write(ids: readonly number[]): void {
    const text = ids.map((id) => `${id} ${check(id)}\n`).join("");
    if (Buffer.byteLength(text) > SIZE) throw new Error(`mais e-mails do que cabem em ${this.file}`);
    const room = Buffer.alloc(SIZE, " ");
    room.write(text);
    fs.writeSync(this.fd, room, 0, SIZE, 0);
    fs.fdatasyncSync(this.fd);
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}
