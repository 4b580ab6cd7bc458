import { describe, expect, it } from "vitest";
import { formatGhsShort } from "./money-short-format";

describe("formatGhsShort", () => {
  it.each<[number, string]>([
    [0, "GH₵ 0"],
    [950, "GH₵ 950"],
    [12_000, "GH₵ 12K"],
    [12_345, "GH₵ 12.3K"],
    [1_250_000, "GH₵ 1.3M"],
    [-4_000, "−GH₵ 4K"],
  ])("%s → %s", (amount, expected) => {
    expect(formatGhsShort(amount)).toBe(expected);
  });
});
