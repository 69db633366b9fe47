/**
 * At most `max` sends per address in each window of `windowMs` (a fixed window, kept in memory:
 * a restart forgets it, which only ever lets a few more through). nginx applies its own limit in
 * front (deploy/nginx/); this one also holds under `npm start`, where nothing stands in front.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one send from `key`; false when it goes over the limit. */
  take(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.forgetEnded(now);
    const current = this.windows.get(key);
    if (!current || current.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
      return this.max >= 1;
    }
    current.count += 1;
    return current.count <= this.max;
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
