import { describe, expect, it } from "vitest";
import { FallbackRateLimiter } from "./fallback-limiter";
import type { RateLimitDecision, RateLimiter } from "./limiter";
import { MemoryRateLimiter } from "./memory-limiter";
import type { RateLimitPolicy } from "./policy";

const policy = { name: "auth", limit: 2, windowSeconds: 60 } as RateLimitPolicy;
const SHARED: RateLimitDecision = { allowed: true, limit: 2, remaining: 1, reset: 60 };

/** A shared store answering as told: a decision, a failure, or nothing at all. */
function store(answers: Array<"ok" | "fail" | "hang">) {
  const calls: string[] = [];
  const limiter: RateLimiter = {
    hit: (key) => {
      calls.push(key);
      const answer = answers.shift() ?? "ok";
      if (answer === "fail") return Promise.reject(new Error("ECONNREFUSED"));
      if (answer === "hang") return new Promise(() => {});
      return Promise.resolve(SHARED);
    },
  };
  return { limiter, calls };
}

function limiterWith(answers: Array<"ok" | "fail" | "hang">) {
  let now = 1_000_000;
  const failures: unknown[] = [];
  const shared = store(answers);
  const fallback = new FallbackRateLimiter(shared.limiter, new MemoryRateLimiter(() => now), {
    timeoutMs: 20,
    pauseMs: 5_000,
    onStoreFailure: (error) => failures.push(error),
    clock: () => now,
  });
  return { fallback, shared, failures, advance: (ms: number) => (now += ms) };
}

describe("FallbackRateLimiter", () => {
  it("answers from the shared store while it answers", async () => {
    const { fallback, shared, failures } = limiterWith(["ok", "ok"]);
    expect(await fallback.hit("ip:a", policy)).toEqual(SHARED);
    expect(await fallback.hit("ip:a", policy)).toEqual(SHARED);
    expect(shared.calls).toHaveLength(2);
    expect(failures).toEqual([]);
  });

  it.each(["fail", "hang"] as const)(
    "counts here when the store does not answer (%s), still limiting, and leaves it alone for the pause",
    async (fault) => {
      const { fallback, shared, failures, advance } = limiterWith([fault]);
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push(await fallback.hit("ip:b", policy));
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
      expect(shared.calls).toHaveLength(1);
      expect(failures).toHaveLength(1);
      expect(fallback.paused).toBe(true);
      advance(5_001);
      expect(fallback.paused).toBe(false);
      expect(await fallback.hit("ip:b", policy)).toEqual(SHARED);
      expect(shared.calls).toHaveLength(2);
    },
  );
});
