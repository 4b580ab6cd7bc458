import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { installRateLimiter } from "@/lib/api/rate-limit";
import { clientStampHeader } from "@/lib/api/request-stamps";
import { resetConfigForTests } from "@/lib/platform/config";
import { rateLimitPolicy } from "@/lib/rate-limit/policy";
import { UpstashRateLimiter } from "@/lib/rate-limit/upstash-limiter";
import { setupTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { awaitRoomInWindow } from "../helpers/rate-limit-window";
import { startOwnRedis, startUpstashServer } from "../helpers/upstash-server";
import { startStubServer } from "../stubs/stub-server";

setupTestDatabase();
let upstash: Awaited<ReturnType<typeof startUpstashServer>>;
/** Keys of their own per run, as Redis outlives the test process. */
const prefix = `test:${randomBytes(4).toString("hex")}`;
const authPolicy = rateLimitPolicy("POST", "/api/auth/login", false);
const newAddress = () => `203.0.113.${randomBytes(3).toString("hex")}`;

/**
 * The app's limiter on this Upstash; `storeTimeoutMs` long by default, since a loaded test
 * machine may answer slower than the production 100 ms and the request would count in-process.
 */
function configureUpstash(url: string, token: string, storeTimeoutMs = 2000) {
  process.env.RATE_LIMIT_ENABLED = "true";
  process.env.UPSTASH_REDIS_REST_URL = url;
  process.env.UPSTASH_REDIS_REST_TOKEN = token;
  process.env.RATE_LIMIT_PREFIX = prefix;
  process.env.RATE_LIMIT_STORE_TIMEOUT_MS = String(storeTimeoutMs);
  resetConfigForTests();
  installRateLimiter(undefined);
}

const attemptLogin = (address: string) =>
  call(login, {
    path: "/api/auth/login",
    headers: clientStampHeader({ address, https: false }),
    body: { email: `nobody-${address}@example.com`, password: "wrong-password" },
  });

beforeAll(async () => {
  upstash = await startUpstashServer();
}, 30_000);
afterEach(() => {
  process.env.RATE_LIMIT_ENABLED = "false";
  delete process.env.UPSTASH_REDIS_REST_URL;
  delete process.env.UPSTASH_REDIS_REST_TOKEN;
  delete process.env.RATE_LIMIT_PREFIX;
  delete process.env.RATE_LIMIT_STORE_TIMEOUT_MS;
  resetConfigForTests();
  installRateLimiter(undefined);
  vi.restoreAllMocks();
});
afterAll(() => upstash.stop());

describe("rate limits on Upstash Redis", () => {
  it("gives two instances one shared budget", async () => {
    if (!authPolicy) throw new Error("auth endpoints are limited");
    await awaitRoomInWindow(6);
    const instances = [
      new UpstashRateLimiter({ url: upstash.url, token: upstash.token, prefix }),
      new UpstashRateLimiter({ url: upstash.url, token: upstash.token, prefix }),
    ];
    const key = `ip:${newAddress()}`;
    const decisions = [];
    for (let i = 0; i < 12; i++) decisions.push(await instances[i % 2]?.hit(key, authPolicy));
    expect(decisions.map((decision) => decision?.allowed)).toEqual([
      ...Array(10).fill(true),
      false,
      false,
    ]);
    expect(decisions.map((decision) => decision?.remaining)).toEqual([
      9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0,
    ]);
    expect(decisions[0]?.reset).toBe(Math.ceil(Date.now() / 60_000) * 60);
  });

  it("counts API requests in Redis when UPSTASH_REDIS_REST_URL is set", async () => {
    await awaitRoomInWindow(6);
    configureUpstash(upstash.url, upstash.token);
    const address = newAddress();
    for (let i = 1; i <= 9; i++) {
      const answer = await attemptLogin(address);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-ratelimit-remaining")).toBe(String(10 - i));
    }
    // Another instance, sharing the Redis, spends the last request of the budget.
    const elsewhere = new UpstashRateLimiter({ url: upstash.url, token: upstash.token, prefix });
    if (!authPolicy) throw new Error("auth endpoints are limited");
    expect((await elsewhere.hit(`ip:${address}`, authPolicy)).remaining).toBe(0);
    const refused = await attemptLogin(address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("counts in this process, and logs it, when the store does not answer within 100 ms", async () => {
    const silent = await startStubServer(() => "hang");
    try {
      configureUpstash(silent.url, "token", 100);
      process.env.LOG_LEVEL = "warn";
      resetConfigForTests();
      const errors = vi.spyOn(process.stderr, "write").mockReturnValue(true);
      const started = Date.now();
      const answer = await attemptLogin(newAddress());
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-ratelimit-remaining")).toBe("9");
      expect(Date.now() - started).toBeLessThan(1000);
      expect(silent.requests.length).toBeGreaterThan(0);
      const logged = errors.mock.calls.map(([line]) => String(line));
      expect(logged.some((line) => line.includes("rate-limit store did not answer"))).toBe(true);
    } finally {
      process.env.LOG_LEVEL = "silent";
      await silent.close();
    }
  });

  it("goes on limiting through a Redis outage, each request unslowed, and shares the budget again once Redis is back", async () => {
    await awaitRoomInWindow(15);
    let redis = await startOwnRedis();
    const front = await startUpstashServer(redis.url);
    try {
      // Short enough to see that a dead Redis costs a request no more than it (the front
      // waits on the stopped Redis rather than failing), long enough for a loaded machine.
      configureUpstash(front.url, front.token, 300);
      process.env.RATE_LIMIT_STORE_PAUSE_SECONDS = "1";
      resetConfigForTests();
      const address = newAddress();
      const elsewhere = new UpstashRateLimiter({ url: front.url, token: front.token, prefix });
      if (!authPolicy) throw new Error("auth endpoints are limited");
      expect((await attemptLogin(address)).headers.get("x-ratelimit-remaining")).toBe("9");
      // Shared: another instance's hit is counted in the same budget.
      expect((await elsewhere.hit(`ip:${address}`, authPolicy)).remaining).toBe(8);

      await redis.stop();
      const during = newAddress();
      const timings: number[] = [];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const started = Date.now();
        statuses.push((await attemptLogin(during)).status);
        timings.push(Date.now() - started);
      }
      // Counted in this process meanwhile: the eleventh attempt is refused all the same.
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // The first waits out the timeout; the rest, while Redis is left alone, do not wait at all.
      expect(timings[0], timings.join(",")).toBeLessThan(1000);
      expect(Math.max(...timings.slice(1)), timings.join(",")).toBeLessThan(300);

      redis = await startOwnRedis(redis.port);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = newAddress();
      expect((await attemptLogin(after)).headers.get("x-ratelimit-remaining")).toBe("9");
      expect((await elsewhere.hit(`ip:${after}`, authPolicy)).remaining).toBe(8);
    } finally {
      delete process.env.RATE_LIMIT_STORE_PAUSE_SECONDS;
      await front.stop();
      await redis.stop();
    }
  });
});
