import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "./access-token";

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
