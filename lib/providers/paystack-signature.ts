import { createHmac, timingSafeEqual } from "node:crypto";

const HEX = /^[0-9a-f]+$/i;

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export function signPayload(rawBody: string, secret: string): string {
  return createHmac("sha512", secret).update(rawBody, "utf8").digest("hex");
}

/** Constant-time check of an `x-paystack-signature` header against the raw body. */
export function isValidSignature(
  rawBody: string,
  signature: string | null,
  secret: string,
): boolean {
  if (!signature || signature.length % 2 !== 0 || !HEX.test(signature)) return false;
  const expected = Buffer.from(signPayload(rawBody, secret), "hex");
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
