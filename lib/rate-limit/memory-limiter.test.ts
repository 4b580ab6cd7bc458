import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "./memory-limiter";

const policy = { name: "auth" as const, limit: 3, windowSeconds: 60 };
const t0 = Date.UTC(2026, 10, 21, 12, 0, 10);

describe("MemoryRateLimiter", () => {
  it("allows the limit per key and window, then refuses until the window resets", async () => {
    let now = t0;
    const limiter = new MemoryRateLimiter(() => now);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      now = t0 + i;
      seen.push(await limiter.hit("ip:1", policy));
    }
    expect(seen.map((decision) => [decision.allowed, decision.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(seen[0]?.reset).toBe(Date.UTC(2026, 10, 21, 12, 1, 0) / 1000);
    expect((await limiter.hit("ip:2", policy)).allowed).toBe(true);
    expect((await limiter.hit("ip:1", { ...policy, name: "write" })).allowed).toBe(true);
    now = t0 + 60_000;
    expect((await limiter.hit("ip:1", policy)).allowed).toBe(true);
  });

  it("keeps a longer window's count while shorter windows come and go", async () => {
    let now = t0;
    const limiter = new MemoryRateLimiter(() => now);
    const quarterHour = { name: "login-account" as const, limit: 2, windowSeconds: 900 };
    await limiter.hit("account:a", quarterHour);
    await limiter.hit("account:a", quarterHour);
    // Two minutes on, a one-minute window's sweep must not forget the quarter hour's count.
    now = t0 + 120_000;
    await limiter.hit("ip:1", policy);
    now = t0 + 240_000;
    await limiter.hit("ip:1", policy);
    expect((await limiter.hit("account:a", quarterHour)).allowed).toBe(false);
  });
});
