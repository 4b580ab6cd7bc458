import { describe, expect, it } from "vitest";
import { rateLimitPolicy } from "./policy";

describe("rateLimitPolicy", () => {
  it.each([
    ["GET", "/api/listings", false, "read-public", 100],
    ["GET", "/api/listings", true, "read-user", 200],
    ["GET", "/api/bookings", true, "read-user", 200],
    ["POST", "/api/bookings", true, "write", 30],
    ["PATCH", "/api/admin/listings/x", true, "write", 30],
    ["DELETE", "/api/admin/listings/x", true, "write", 30],
    ["GET", "/api/auth/me", true, "auth", 10],
    ["POST", "/api/auth/refresh", true, "auth", 10],
    ["GET", "/api/nope", false, "read-public", 100],
  ])("%s %s (signed in: %s) → %s %i/min per caller", (method, path, authenticated, name, limit) => {
    expect(rateLimitPolicy(method, path, authenticated)).toEqual({
      name,
      limit,
      windowSeconds: 60,
      countedBy: "user-or-address",
    });
  });

  it.each([
    ["/api/auth/login", false],
    ["/api/auth/login", true],
    ["/api/auth/register", true],
  ])("counts POST %s (signed in: %s) in one budget per client address", (path, authenticated) => {
    expect(rateLimitPolicy("POST", path, authenticated)).toEqual({
      name: "credentials",
      limit: 10,
      windowSeconds: 60,
      countedBy: "address",
    });
  });

  it.each([
    ["POST", "/api/webhooks/paystack"],
    ["GET", "/api/health"],
  ])("exempts %s %s", (method, path) => {
    expect(rateLimitPolicy(method, path, false)).toBeNull();
  });
});
