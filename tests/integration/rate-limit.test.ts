import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { GET as destinations } from "@/app/api/destinations/route";
import { GET as favorites } from "@/app/api/favorites/route";
import { POST as toggle } from "@/app/api/favorites/toggle/route";
import { GET as health } from "@/app/api/health/route";
import { POST as webhook } from "@/app/api/webhooks/[provider]/route";
import { installRateLimiter } from "@/lib/api/rate-limit";
import { clientStampHeader } from "@/lib/api/request-stamps";
import { resetConfigForTests } from "@/lib/platform/config";
import { MemoryRateLimiter } from "@/lib/rate-limit/memory-limiter";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();
let address = 0;
/** A client address of its own for each test, so budgets never mix. */
const newClient = () => clientStampHeader({ address: `198.51.100.${++address}`, https: false });

// The limiter's clock stands one second into a minute, so no test straddles two windows.
const windowStart = Math.floor(Date.now() / 60_000) * 60_000;
const windowEnd = windowStart / 1000 + 60;

beforeAll(() => {
  process.env.RATE_LIMIT_ENABLED = "true";
  resetConfigForTests();
  installRateLimiter(new MemoryRateLimiter(() => windowStart + 1000));
});
afterAll(() => {
  process.env.RATE_LIMIT_ENABLED = "false";
  resetConfigForTests();
  installRateLimiter(undefined);
});

describe("rate limits", () => {
  it("allows 10 auth requests a minute per address, then answers 429 with Retry-After", async () => {
    const client = newClient();
    const attempt = () =>
      call(loginRoute, {
        path: "/api/auth/login",
        headers: client,
        body: { email: "x@example.com", password: "wrong-password" },
      });
    for (let i = 1; i <= 10; i++) {
      const answer = await attempt();
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-ratelimit-limit")).toBe("10");
      expect(answer.headers.get("x-ratelimit-remaining")).toBe(String(10 - i));
    }
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(refused.headers.get("x-ratelimit-reset"))).toBe(windowEnd);
    expect(
      (
        await call(loginRoute, {
          path: "/api/auth/login",
          headers: newClient(),
          body: { email: "y@example.com", password: "wrong" },
        })
      ).status,
    ).toBe(401);
  });

  it("counts login and register in one budget per address, whatever token each request carries", async () => {
    const client = newClient();
    const tokens = await Promise.all(
      Array.from({ length: 12 }, async () => (await createUser(db())).token),
    );
    const login = (token: string | undefined) =>
      call(loginRoute, {
        path: "/api/auth/login",
        headers: client,
        token,
        body: { email: "victim@example.com", password: "guess-number-one" },
      });
    const register = (token: string | undefined, n: number) =>
      call(registerRoute, {
        path: "/api/auth/register",
        headers: client,
        token,
        body: {
          email: `farmed-${address}-${n}@example.com`,
          password: "Kente-cloth-2026!",
          firstName: "Farm",
          lastName: "Ed",
        },
      });
    for (let i = 0; i < 5; i++) {
      expect((await login(tokens[i])).status).toBe(401);
      expect((await register(tokens[5 + i], i)).status).toBe(201);
    }
    // A fresh valid token does not open a new budget, for login or for register.
    const refused = await login(tokens[10]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect((await register(tokens[11], 99)).status).toBe(429);
    expect((await register(undefined, 100)).status).toBe(429);
  });

  it("counts login attempts per account too, from any address", async () => {
    const attempt = (email: string) =>
      call(loginRoute, {
        path: "/api/auth/login",
        headers: newClient(),
        body: { email, password: "guess-number-two" },
      });
    for (let i = 0; i < 10; i++) expect((await attempt("Target@Example.com")).status).toBe(401);
    const refused = await attempt("target@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/this account/),
    });
    // The account's window is the quarter hour the limiter's pinned clock stands in.
    const quarterHourEnd = (Math.floor((windowStart + 1000) / 900_000) + 1) * 900;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(quarterHourEnd - Math.floor(Date.now() / 1000) - 1);
    expect(retryAfter).toBeLessThanOrEqual(quarterHourEnd - Math.floor(windowStart / 1000));
    expect((await attempt("someone-else@example.com")).status).toBe(401);
  });

  it("allows 100 public reads a minute per address", async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 101; i++)
      answers.push(await call(destinations, { path: "/api/destinations", headers: client }));
    expect(answers.slice(0, 100).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[99]?.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(answers[100]?.status).toBe(429);
  });

  it("counts signed-in callers per user, at 200 reads and 30 writes a minute", async () => {
    const client = newClient();
    const [ama, kofi] = [await createUser(db()), await createUser(db())];
    const listing = await createListing(db());
    const read = await call(favorites, {
      path: "/api/favorites",
      headers: client,
      token: ama.token,
    });
    expect(read.headers.get("x-ratelimit-limit")).toBe("200");
    expect(read.headers.get("x-ratelimit-remaining")).toBe("199");
    expect(
      (
        await call(favorites, { path: "/api/favorites", headers: client, token: kofi.token })
      ).headers.get("x-ratelimit-remaining"),
    ).toBe("199");

    const writes = [];
    for (let i = 0; i < 31; i++)
      writes.push(
        await call(toggle, {
          path: "/api/favorites/toggle",
          headers: client,
          token: ama.token,
          body: { listingId: listing.id },
        }),
      );
    expect(writes[0]?.headers.get("x-ratelimit-limit")).toBe("30");
    expect(writes.slice(0, 30).every((answer) => answer.status === 200)).toBe(true);
    expect(writes[30]?.status).toBe(429);
    expect(
      (
        await call(toggle, {
          path: "/api/favorites/toggle",
          headers: client,
          token: kofi.token,
          body: { listingId: listing.id },
        })
      ).status,
    ).toBe(200);
  });

  it("never limits the webhook or the health check", async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++) {
      const signedOff = await call(webhook, {
        path: "/api/webhooks/paystack",
        headers: client,
        body: "{}",
        params: { provider: "paystack" },
      });
      expect(signedOff.status).toBe(401);
      expect(signedOff.headers.get("x-ratelimit-limit")).toBeNull();
    }
    expect(
      (await call(health, { path: "/api/health", headers: client })).headers.get(
        "x-ratelimit-limit",
      ),
    ).toBeNull();
  });
});
