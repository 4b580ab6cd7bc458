import type { RateLimitDecision, RateLimiter } from "./limiter";
import type { RateLimitPolicy } from "./policy";

// A shared store (Upstash Redis) with this process's own count behind it: when the store
// fails or is slower than the timeout, the request is counted here instead (the limit still
// holds, per instance), and the store is left alone for a pause, so while it is down no
// request waits for it; the first request after the pause tries it again.

export interface FallbackSettings {
  /** How long a request waits for the shared store. */
  timeoutMs: number;
  /** How long the store is left alone after it failed. */
  pauseMs: number;
  /** Told once each time the store fails and the pause begins. */
  onStoreFailure(error: unknown): void;
  clock?: () => number;
}

class StoreTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

export class FallbackRateLimiter implements RateLimiter {
  private pausedUntil = 0;

  constructor(
    private readonly shared: RateLimiter,
    private readonly local: RateLimiter,
    private readonly settings: FallbackSettings,
  ) {}

  /** Whether the last request found the shared store failing and its pause still runs. */
  get paused(): boolean {
    return this.now() < this.pausedUntil;
  }

  async hit(key: string, policy: RateLimitPolicy): Promise<RateLimitDecision> {
    if (this.paused) return this.local.hit(key, policy);
    try {
      return await this.withinTimeout(this.shared.hit(key, policy));
    } catch (error) {
      this.pausedUntil = this.now() + this.settings.pauseMs;
      this.settings.onStoreFailure(error);
      return this.local.hit(key, policy);
    }
  }

  private withinTimeout(decision: Promise<RateLimitDecision>): Promise<RateLimitDecision> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StoreTimeout(this.settings.timeoutMs)),
        this.settings.timeoutMs,
      );
    });
    return Promise.race([decision, timeout]).finally(() => clearTimeout(timer));
  }

  private now(): number {
    return (this.settings.clock ?? Date.now)();
  }
}
