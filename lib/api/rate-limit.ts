import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { authenticate } from "@/lib/api/guards";
import { config } from "@/lib/platform/config";
import { errorFields, logger } from "@/lib/platform/logger";
import { RateLimitedError } from "../errors";
import { FallbackRateLimiter } from "../rate-limit/fallback-limiter";
import type { RateLimitDecision, RateLimiter } from "../rate-limit/limiter";
import { MemoryRateLimiter } from "../rate-limit/memory-limiter";
import { LOGIN_ACCOUNT_POLICY, rateLimitPolicy } from "../rate-limit/policy";
import { UpstashRateLimiter } from "../rate-limit/upstash-limiter";
import { clientOf } from "./request-stamps";

const globalKey = Symbol.for("akwaaba.rateLimiter");
type GlobalWithLimiter = typeof globalThis & { [globalKey]?: RateLimiter };

function rateLimiter(): RateLimiter {
  const store = globalThis as GlobalWithLimiter;
  store[globalKey] ??= configuredRateLimiter();
  return store[globalKey];
}

/**
 * Upstash when configured, so every instance shares one budget, with this process's own count
 * behind it for when Redis is down or slow (lib/rate-limit/fallback-limiter.ts); else this
 * process alone.
 */
function configuredRateLimiter(): RateLimiter {
  const settings = config();
  const { UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token } = settings;
  if (!url || !token) return new MemoryRateLimiter();
  return new FallbackRateLimiter(
    new UpstashRateLimiter({ url, token, prefix: settings.RATE_LIMIT_PREFIX }),
    new MemoryRateLimiter(),
    {
      timeoutMs: settings.RATE_LIMIT_STORE_TIMEOUT_MS,
      pauseMs: settings.RATE_LIMIT_STORE_PAUSE_SECONDS * 1000,
      onStoreFailure: (error) =>
        logger.warn("rate-limit store did not answer; counting in this process for a while", {
          ...errorFields(error),
          pauseSeconds: settings.RATE_LIMIT_STORE_PAUSE_SECONDS,
        }),
    },
  );
}

/**
 * Replaces the store, e.g. with one on a pinned clock so a test never straddles a window;
 * `undefined` goes back to the configured store on the next request.
 */
export function installRateLimiter(limiter: RateLimiter | undefined): void {
  (globalThis as GlobalWithLimiter)[globalKey] = limiter;
}

/**
 * Counts the request against its policy: per signed-in user, or per client address (always
 * for the endpoints that take a password). Answers null when no limit applies (disabled,
 * exempt path).
 */
export async function countRequest(request: NextRequest): Promise<RateLimitDecision | null> {
  if (!config().RATE_LIMIT_ENABLED) return null;
  const principal = await authenticate(request);
  const policy = rateLimitPolicy(request.method, request.nextUrl.pathname, principal !== null);
  if (!policy) return null;
  const key =
    principal && policy.countedBy === "user-or-address"
      ? `user:${principal.userId}`
      : `ip:${clientOf(request.headers).address}`;
  return rateLimiter().hit(key, policy);
}

/**
 * Counts a sign-in attempt against the account it names, from whatever address: the
 * per-address limit alone lets a guesser spread over many addresses go on. The e-mail is
 * hashed, so the store holds no address book.
 */
export async function countSignInAttempt(email: string): Promise<void> {
  if (!config().RATE_LIMIT_ENABLED) return;
  const account = createHash("sha256").update(email.toLowerCase()).digest("base64url");
  const decision = await rateLimiter().hit(`account:${account}`, LOGIN_ACCOUNT_POLICY);
  if (!decision.allowed) {
    throw new RateLimitedError(
      retryAfterSeconds(decision),
      "Too many sign-in attempts for this account; try again later",
    );
  }
}

export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(decision.reset),
  };
}

export function retryAfterSeconds(decision: RateLimitDecision, now = Date.now()): number {
  return Math.max(1, decision.reset - Math.floor(now / 1000));
}
