import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import type { RateLimitDecision, RateLimiter } from "./limiter";
import type { RateLimitPolicy } from "./policy";

export interface UpstashSettings {
  url: string;
  token: string;
  /** Namespace for the keys, so several deployments can share one Redis. */
  prefix: string;
}

/**
 * Counts in Upstash Redis through `@upstash/ratelimit`, so every instance of the app draws on
 * one budget. Fixed one-minute windows, like the in-process store, so both answer alike.
 */
export class UpstashRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly limiters = new Map<string, Ratelimit>();
  private readonly prefix: string;

  constructor(settings: UpstashSettings) {
    this.redis = new Redis({
      url: settings.url,
      token: settings.token,
      // Keys and counts are ASCII, so the base64 round trip would only cost time.
      responseEncoding: false,
      retry: { retries: 1 },
    });
    this.prefix = settings.prefix;
  }

  async hit(key: string, policy: RateLimitPolicy): Promise<RateLimitDecision> {
    const result = await this.limiterFor(policy).limit(key);
    return {
      allowed: result.success,
      limit: result.limit,
      remaining: Math.max(0, result.remaining),
      reset: Math.ceil(result.reset / 1000),
    };
  }

  private limiterFor(policy: RateLimitPolicy): Ratelimit {
    const name = `${policy.name}:${policy.limit}:${policy.windowSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: this.redis,
        limiter: Ratelimit.fixedWindow(policy.limit, `${policy.windowSeconds} s`),
        prefix: `${this.prefix}:${policy.name}`,
        analytics: false,
        // Every answer comes from Redis, so all instances agree on the remaining budget.
        ephemeralCache: false,
        // The caller applies its own one-second fail-open and logs it.
        timeout: 0,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
