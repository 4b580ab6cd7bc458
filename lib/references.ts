export const BOOKING_REFERENCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789";
export const BOOKING_REFERENCE_PREFIX = "BK-";
export const BOOKING_REFERENCE_LENGTH = 8;

const BOOKING_REFERENCE = /^BK-[A-Z2-9]{8}$/;

export type RandomBytes = (n: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (n) =>
  globalThis.crypto.getRandomValues(new Uint8Array(n));

/**
 * `length` characters drawn uniformly from `alphabet` (at most 256 characters). Bytes at or above
 * the largest multiple of the alphabet size are rejected, so `byte % size` has no modulo bias.
 */
export function randomFromAlphabet(
  alphabet: string,
  length: number,
  randomBytes: RandomBytes = cryptoRandomBytes,
): string {
  const size = alphabet.length;
  if (size < 1 || size > 256) throw new RangeError("Alphabet must have 1 to 256 characters");
  const limit = 256 - (256 % size);
  let out = "";
  // A sound source rejects a byte with probability < 1/2; this bound only stops a broken one.
  for (let round = 0; out.length < length; round++) {
    if (round >= 100) throw new Error("Random source keeps returning rejected bytes");
    for (const byte of randomBytes(length - out.length)) {
      if (byte < limit) out += alphabet.charAt(byte % size);
      if (out.length === length) break;
    }
  }
  return out;
}

export function generateBookingReference(randomBytes: RandomBytes = cryptoRandomBytes): string {
  return (
    BOOKING_REFERENCE_PREFIX +
    randomFromAlphabet(BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH, randomBytes)
  );
}

export function isBookingReference(s: string): boolean {
  return BOOKING_REFERENCE.test(s);
}

/** Provider reference of a payment attempt: the booking reference, then `<ref>-2`, `<ref>-3`, … */
export function paymentReference(bookingReference: string, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`Payment attempt must be an integer of at least 1: ${attempt}`);
  }
  return attempt === 1 ? bookingReference : `${bookingReference}-${attempt}`;
}
