import net from "node:net";

/**
 * Who counts as one sender: an IPv4 address, or an IPv6 network of 64 bits, the least a provider
 * hands a single home or server (RFC 6177), which can take any of its 2^64 addresses. nginx counts
 * the same way in front of the service (deploy/nginx/http.conf). An address that is neither (a test's
 * socket, a proxy's odd header) counts as itself.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (!net.isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (one net.isIPv6 accepts), an IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = tail
    ? `${address.slice(0, tail.index)}${((Number(tail[1]) << 8) | Number(tail[2])).toString(16)}:${(
        (Number(tail[3]) << 8) |
        Number(tail[4])
      ).toString(16)}`
    : address;
  const [head, rest] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const before = parse(head);
  const after = parse(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}

export interface RateLimiterOptions {
  now?: () => number;
  /** The most senders remembered at once; past it, the one whose window began first is forgotten. */
  maxKeys?: number;
  /** How often ended windows are forgotten. */
  sweepMs?: number;
}

/**
 * At most `max` sends per sender in each window of `windowMs` (a fixed window, kept in memory: a
 * restart forgets it, which only ever lets a few more through). nginx applies its own limit in front
 * (deploy/nginx/); this one also holds under `npm start`, where nothing stands in front.
 *
 * Each send costs the same however many senders are remembered: ended windows are forgotten by a
 * timer, not by the sends, and the table has a bound, so that a flood of new addresses can neither
 * slow the service nor fill its memory. Windows are kept in the order they began (a Map keeps its
 * insertion order), so the one forgotten first at the bound is the oldest.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    { now = Date.now, maxKeys = 100_000, sweepMs = Math.min(windowMs, 60_000) }: RateLimiterOptions = {},
  ) {
    this.now = now;
    this.maxKeys = maxKeys;
    this.sweeper = setInterval(() => this.forgetEnded(), Math.max(1000, sweepMs));
    this.sweeper.unref();
  }

  get size(): number {
    return this.windows.size;
  }

  /** Counts one send from `key` (clientKey's); false when it goes over the limit. */
  take(key: string): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.endsAt > now) {
      current.count += 1;
      return current.count <= this.max;
    }
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
    return this.max >= 1;
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  /** Windows are in the order they began, and all last as long: the ended ones come first. */
  private forgetEnded(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) break;
      this.windows.delete(key);
    }
  }
}
