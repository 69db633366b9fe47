import { randomBytes } from "node:crypto";

/**
 * The login states handed out and not yet seen back (oauth.ts), each good for `ttlMs`. At most `max`
 * are kept: past that, the oldest is forgotten, so that a flood of `/oauth/auth` from many addresses
 * can neither fill the memory nor slow the service; a real login comes back within seconds, long
 * before its state is the oldest of so many. All states live as long, and a Map keeps the order they
 * were added in, so the expired ones are at the front: each start forgets them from there, and each
 * state is forgotten once, which keeps a start's cost the same however many states there are.
 */
export class LoginStates {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.expiries.size;
  }

  /** A new state, kept until it is taken, expires, or is the oldest of too many. */
  issue(): string {
    const now = this.now();
    for (const [state, expires] of this.expiries) {
      if (expires > now && this.expiries.size < this.max) break;
      this.expiries.delete(state);
    }
    const state = randomBytes(32).toString("base64url");
    this.expiries.set(state, now + this.ttlMs);
    return state;
  }

  /** Uses up `state`: true once, for a state handed out and not expired. */
  take(state: string): boolean {
    const expires = this.expiries.get(state);
    this.expiries.delete(state);
    return expires !== undefined && expires > this.now();
  }
}
