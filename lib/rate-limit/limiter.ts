import type { RateLimitPolicy } from "./policy";

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window resets, Unix seconds. */
  reset: number;
}

export interface RateLimiter {
  hit(key: string, policy: RateLimitPolicy): Promise<RateLimitDecision>;
}
