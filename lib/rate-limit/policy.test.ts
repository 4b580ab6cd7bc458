import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitPolicy } from "./policy";

describe("rateLimitPolicy", () => {
  it.each([
    ["GET", "/api/listings", false, "read-public", 100],
    ["GET", "/api/listings", true, "read-user", 200],
    ["GET", "/api/bookings", true, "read-user", 200],
    ["POST", "/api/bookings", true, "write", 30],
    ["PATCH", "/api/admin/listings/x", true, "write", 30],
    ["DELETE", "/api/admin/listings/x", true, "write", 30],
    ["POST", "/api/auth/login", false, "auth", 10],
    ["GET", "/api/auth/me", true, "auth", 10],
    ["GET", "/api/nope", false, "read-public", 100],
  ])("%s %s (signed in: %s) → %s %i/min", (method, path, authenticated, name, limit) => {
    expect(rateLimitPolicy(method, path, authenticated)).toEqual({
      name,
      limit,
      windowSeconds: 60,
    });
  });

  it.each([
    ["POST", "/api/webhooks/paystack"],
    ["GET", "/api/health"],
  ])("exempts %s %s", (method, path) => {
    expect(rateLimitPolicy(method, path, false)).toBeNull();
  });
});

describe("clientAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["198.51.100.66, 203.0.113.7", "203.0.113.7"],
    ["10.0.0.2 , 2001:db8::1 ", "2001:db8::1"],
    ["", "unknown"],
    [null, "unknown"],
  ])("%j → %s", (header, expected) => {
    expect(clientAddress(header)).toBe(expected);
  });
});
