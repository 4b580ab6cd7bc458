import { describe, expect, it } from "vitest";
import {
  BOOKING_REFERENCE_ALPHABET,
  generateBookingReference,
  isBookingReference,
  paymentReference,
  randomFromAlphabet,
} from "./references";

/** A fake random source handing out the given bytes in order. */
function bytesSource(bytes: number[]): (n: number) => Uint8Array {
  let next = 0;
  return (n) => {
    const out = Uint8Array.from(bytes.slice(next, next + n));
    next += n;
    return out;
  };
}

describe("BOOKING_REFERENCE_ALPHABET", () => {
  it("is A–Z then 2–9, 34 distinct characters", () => {
    expect(BOOKING_REFERENCE_ALPHABET).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789");
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(34);
  });
});

describe("generateBookingReference", () => {
  it.each<[number[], string]>([
    [[0, 1, 2, 3, 4, 5, 6, 7], "BK-ABCDEFGH"],
    [[25, 26, 27, 33, 34, 59, 60, 67], "BK-Z239AZ29"],
    [[237, 237, 237, 237, 237, 237, 237, 237], "BK-99999999"],
    // 238…255 would bias the first 18 characters: they are rejected and replaced.
    [[238, 255, 0, 239, 1, 2, 3, 4, 5, 6, 7], "BK-ABCDEFGH"],
    [
      [255, 255, 255, 255, 255, 255, 255, 255, 204, 205, 206, 207, 208, 209, 210, 211],
      "BK-ABCDEFGH",
    ],
  ])("bytes %j → %s", (bytes, expected) => {
    expect(generateBookingReference(bytesSource(bytes))).toBe(expected);
  });

  it("stops on a source that never yields an acceptable byte", () => {
    expect(() => generateBookingReference((n) => new Uint8Array(n).fill(255))).toThrow();
  });

  it("uses crypto by default and produces valid, varied references", () => {
    const refs = Array.from({ length: 2000 }, () => generateBookingReference());
    for (const ref of refs) expect(ref).toMatch(/^BK-[A-Z2-9]{8}$/);
    expect(new Set(refs).size).toBe(refs.length);
    expect(new Set(refs.join("").replaceAll("BK-", "")).size).toBe(34);
  });
});

describe("randomFromAlphabet", () => {
  it("maps every accepted byte value to each character equally often (no modulo bias)", () => {
    const everyByte = Array.from({ length: 256 }, (_, i) => i);
    const out = randomFromAlphabet(BOOKING_REFERENCE_ALPHABET, 238, bytesSource(everyByte));
    const counts = new Map<string, number>();
    for (const c of out) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(34);
    expect(new Set(counts.values())).toEqual(new Set([7]));
  });

  it.each([[""], ["x".repeat(257)]])("rejects an alphabet of %s characters", (alphabet) => {
    expect(() => randomFromAlphabet(alphabet, 4)).toThrow(RangeError);
  });
});

describe("isBookingReference", () => {
  it.each<[string, boolean]>([
    ["BK-7K3M9QXA", true],
    ["BK-AAAAAAAA", true],
    ["BK-22222222", true],
    ["BK-7K3M9QX", false],
    ["BK-7K3M9QXAB", false],
    ["bk-7K3M9QXA", false],
    ["BK-7k3m9qxa", false],
    ["BK-7K3M9QX0", false],
    ["BK-7K3M9QX1", false],
    ["XX-7K3M9QXA", false],
    ["BK7K3M9QXA", false],
    [" BK-7K3M9QXA", false],
    ["BK-7K3M9QXA\n", false],
    ["BK-7K3M9QXA-2", false],
    ["", false],
  ])("isBookingReference(%j) = %s", (s, expected) => {
    expect(isBookingReference(s)).toBe(expected);
  });
});

describe("paymentReference", () => {
  it.each<[number, string]>([
    [1, "BK-7K3M9QXA"],
    [2, "BK-7K3M9QXA-2"],
    [3, "BK-7K3M9QXA-3"],
    [10, "BK-7K3M9QXA-10"],
  ])("attempt %i → %s", (attempt, expected) => {
    expect(paymentReference("BK-7K3M9QXA", attempt)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects attempt %s", (attempt) => {
    expect(() => paymentReference("BK-7K3M9QXA", attempt)).toThrow(RangeError);
  });
});
