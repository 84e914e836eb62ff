export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Time until the window ends. */
  resetInMs: number;
}

/** A fixed-window counter: the first hit opens a window of `windowMs`, later hits count in it. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

// Expired windows are swept once the map grows past this, so memory stays bounded.
const SWEEP_AT = 10_000;

/** Counters in this process: the fallback without Redis, and while Redis is down. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
