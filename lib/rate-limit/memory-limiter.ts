import type { RateLimitDecision, RateLimiter } from "./limiter";
import type { RateLimitPolicy } from "./policy";

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed windows counted in this process: right for one instance; several instances need a
 * shared store so they share one budget.
 */
export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { start: number; end: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  async hit(key: string, policy: RateLimitPolicy): Promise<RateLimitDecision> {
    const now = this.clock();
    this.sweep(now);
    const windowMs = policy.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const bucket = `${policy.name}:${key}`;
    const current = this.windows.get(bucket);
    const window =
      current && current.start === start ? current : { start, end: start + windowMs, count: 0 };
    window.count += 1;
    this.windows.set(bucket, window);
    return {
      allowed: window.count <= policy.limit,
      limit: policy.limit,
      remaining: Math.max(0, policy.limit - window.count),
      reset: Math.ceil(window.end / 1000),
    };
  }

  /** Forgets finished windows now and then, so memory stays bounded by active clients. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [bucket, window] of this.windows) {
      if (window.end <= now) this.windows.delete(bucket);
    }
  }
}
