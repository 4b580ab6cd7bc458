import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "./access-token";

const secret = new TextEncoder().encode("a".repeat(48));
const principal = { userId: "user-1", role: "ADMIN" as const };
// The issue time is whole seconds, read back in milliseconds.
const signed = { ...principal, issuedAt: expect.any(Number) };

describe("access tokens", () => {
  it.each([
    ["the signing secret", secret, signed],
    ["the same bytes in another array", new TextEncoder().encode("a".repeat(48)), signed],
    ["another secret", new TextEncoder().encode("b".repeat(48)), null],
  ])("verified with %s", async (_case, verifyingSecret, expected) => {
    const wholeSecondBefore = Math.floor(Date.now() / 1000) * 1000;
    const token = await signAccessToken(principal, secret);
    const verified = await verifyAccessToken(token, verifyingSecret);
    expect(verified).toEqual(expected);
    if (verified) {
      expect(verified.issuedAt).toBeGreaterThanOrEqual(wholeSecondBefore);
      expect(verified.issuedAt).toBeLessThanOrEqual(Date.now());
    }
    // The imported key is remembered per secret: a second check answers the same.
    expect(await verifyAccessToken(token, verifyingSecret)).toEqual(expected);
  });

  it("refuses a token whose claims were changed after signing", async () => {
    const [header, , signature] = (await signAccessToken(principal, secret)).split(".");
    const claims = Buffer.from(JSON.stringify({ sub: "user-2", role: "SUPER_ADMIN" })).toString(
      "base64url",
    );
    expect(await verifyAccessToken(`${header}.${claims}.${signature}`, secret)).toBeNull();
  });
});

describe("a token already verified", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is not checked by WebCrypto again while it is valid", async () => {
    // A token no other test has verified (they sign the same claims within the same second).
    const token = await signAccessToken({ ...principal, userId: "user-checked-once" }, secret);
    const verify = vi.spyOn(crypto.subtle, "verify");
    const checkedOnce = { ...signed, userId: "user-checked-once" };
    expect(await verifyAccessToken(token, secret)).toEqual(checkedOnce);
    expect(await verifyAccessToken(token, secret)).toEqual(checkedOnce);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a second before it expires", -1, signed],
    ["the second it expires", 0, null],
  ])("answers %s as jose does", async (_case, offsetSeconds, expected) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await signAccessToken(principal, secret);
    expect(await verifyAccessToken(token, secret)).toEqual(signed);
    const expiresAt = (Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS) * 1000;
    vi.setSystemTime(expiresAt + offsetSeconds * 1000);
    expect(await verifyAccessToken(token, secret)).toEqual(expected);
  });
});
