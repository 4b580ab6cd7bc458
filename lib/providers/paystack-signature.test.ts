import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidSignature, signPayload } from "./paystack-signature";

const secret = "sk_test_signature_secret";
const body = JSON.stringify({ event: "charge.success", data: { reference: "BK-7K3M9QXA" } });
const signature = signPayload(body, secret);

describe("signPayload", () => {
  it("is the hex HMAC-SHA512 of the raw body", () => {
    expect(signature).toBe(createHmac("sha512", secret).update(body).digest("hex"));
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
  });
});

describe("isValidSignature", () => {
  it.each([
    { case: "valid", body, signature, secret, valid: true },
    {
      case: "valid, upper-case hex",
      body,
      signature: signature.toUpperCase(),
      secret,
      valid: true,
    },
    { case: "tampered body", body: body.replace("7K3M", "7K3N"), signature, secret, valid: false },
    { case: "whitespace added to the body", body: `${body} `, signature, secret, valid: false },
    { case: "wrong secret", body, signature, secret: "sk_test_other", valid: false },
    { case: "missing", body, signature: null, secret, valid: false },
    { case: "empty", body, signature: "", secret, valid: false },
    { case: "non-hex", body, signature: `${signature.slice(0, 126)}zz`, secret, valid: false },
    { case: "odd length", body, signature: signature.slice(0, 127), secret, valid: false },
    { case: "too short", body, signature: signature.slice(0, 64), secret, valid: false },
    { case: "too long", body, signature: `${signature}00`, secret, valid: false },
    {
      case: "SHA-256 instead of SHA-512",
      body,
      signature: createHmac("sha256", secret).update(body).digest("hex"),
      secret,
      valid: false,
    },
  ])("$case → $valid", ({ body, signature, secret, valid }) => {
    expect(isValidSignature(body, signature, secret)).toBe(valid);
  });
});
