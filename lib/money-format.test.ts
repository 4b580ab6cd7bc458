import Big from "big.js";
import { describe, expect, it } from "vitest";
import { formatGhs } from "./money-format";

describe("formatGhs: pesewas only when there are some", () => {
  it.each<[Big.BigSource, string]>([
    ["1176.00", "GH₵ 1,176"],
    ["1176", "GH₵ 1,176"],
    [1176, "GH₵ 1,176"],
    ["1250.50", "GH₵ 1,250.50"],
    ["1250.5", "GH₵ 1,250.50"],
    ["0.05", "GH₵ 0.05"],
    ["0", "GH₵ 0"],
    ["1234567.89", "GH₵ 1,234,567.89"],
    ["999.995", "GH₵ 1,000"],
    ["10.004", "GH₵ 10"],
    ["10.005", "GH₵ 10.01"],
    [0.1 + 0.2, "GH₵ 0.30"],
    [new Big("3123.75"), "GH₵ 3,123.75"],
    ["-20.00", "−GH₵ 20"],
    ["-1434.375", "−GH₵ 1,434.38"],
    ["-0.004", "GH₵ 0"],
    [".5", "GH₵ 0.50"],
    ["not money", "GH₵ not money"],
  ])("%s → %s", (amount, expected) => {
    expect(formatGhs(amount)).toBe(expected);
  });
});
