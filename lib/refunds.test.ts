import Big from "big.js";
import { describe, expect, it } from "vitest";
import {
  type CancellationFault,
  computeFullRefund,
  computePolicyRefund,
  refundFraction,
  refundFullFor,
  wholeDaysBeforeCheckIn,
} from "./refunds";

describe("refundFraction", () => {
  it.each<[number, 0 | 0.5 | 1]>([
    [365, 1],
    [30, 1],
    [7, 1],
    [6, 0.5],
    [5, 0.5],
    [3, 0.5],
    [2, 0],
    [1, 0],
    [0, 0],
    [-1, 0],
    [-30, 0],
  ])("%i days before check-in → %s", (days, expected) => {
    expect(refundFraction(days)).toBe(expected);
  });
});

describe("wholeDaysBeforeCheckIn", () => {
  it.each<[string, string, number]>([
    ["2026-03-20", "2026-03-13T00:00:00Z", 7],
    ["2026-03-20", "2026-03-13T23:59:59.999Z", 7],
    ["2026-03-20", "2026-03-14T00:00:00Z", 6],
    ["2026-03-20", "2026-03-20T10:00:00Z", 0],
    ["2026-03-20", "2026-03-21T00:00:00Z", -1],
    ["2026-03-01", "2026-02-26T08:00:00Z", 3],
    ["2024-03-01", "2024-02-26T08:00:00Z", 4],
  ])("check-in %s, cancelled at %s → %i", (checkIn, now, expected) => {
    expect(wholeDaysBeforeCheckIn(checkIn, new Date(now))).toBe(expected);
  });
});

describe("computePolicyRefund", () => {
  const checkIn = "2026-03-20";

  it.each<[string, 0 | 0.5 | 1, number, string]>([
    ["2026-03-01T09:00:00Z", 1, 19, "2868.75"],
    ["2026-03-13T00:00:00Z", 1, 7, "2868.75"],
    ["2026-03-13T23:59:59Z", 1, 7, "2868.75"],
    ["2026-03-14T00:00:00Z", 0.5, 6, "1434.38"],
    ["2026-03-16T12:00:00Z", 0.5, 4, "1434.38"],
    ["2026-03-17T23:59:59Z", 0.5, 3, "1434.38"],
    ["2026-03-18T00:00:00Z", 0, 2, "0.00"],
    ["2026-03-19T12:00:00Z", 0, 1, "0.00"],
    ["2026-03-20T08:00:00Z", 0, 0, "0.00"],
    ["2026-03-22T08:00:00Z", 0, -2, "0.00"],
  ])("subtotal 2550, taxes 318.75, cancelled %s", (now, fraction, days, amount) => {
    expect(
      computePolicyRefund({ subtotal: "2550.00", taxes: "318.75", checkIn, now: new Date(now) }),
    ).toEqual({ fraction, daysBeforeCheckIn: days, amount });
  });

  // Subtotal and taxes are each rounded half-up after applying the fraction, then added.
  it.each<[Big.BigSource, Big.BigSource, string, string]>([
    ["0.05", "0", "2026-03-16T00:00:00Z", "0.03"],
    ["0.05", "0.01", "2026-03-16T00:00:00Z", "0.04"],
    ["333.33", "41.67", "2026-03-16T00:00:00Z", "187.51"],
    ["1.01", "0.13", "2026-03-16T00:00:00Z", "0.58"],
    [2550, 318.75, "2026-03-16T00:00:00Z", "1434.38"],
    [new Big("999.99"), new Big("125.00"), "2026-03-16T00:00:00Z", "562.50"],
    [new Big("999.99"), new Big("125.00"), "2026-03-01T00:00:00Z", "1124.99"],
    ["364999996.35", "45624999.54", "2026-03-01T00:00:00Z", "410624995.89"],
    ["364999996.35", "45624999.54", "2026-03-16T00:00:00Z", "205312497.95"],
  ])("subtotal %s, taxes %s, cancelled %s → %s", (subtotal, taxes, now, amount) => {
    expect(computePolicyRefund({ subtotal, taxes, checkIn, now: new Date(now) }).amount).toBe(
      amount,
    );
  });
});

describe("computeFullRefund", () => {
  it.each<[Big.BigSource, string]>([
    ["3123.75", "3123.75"],
    [3123.75, "3123.75"],
    [new Big("447124995.53"), "447124995.53"],
    ["100", "100.00"],
    [0, "0.00"],
    ["0.005", "0.01"],
  ])("computeFullRefund(%s) = %s", (paid, expected) => {
    expect(computeFullRefund(paid)).toBe(expected);
  });
});

describe("refundFullFor", () => {
  it.each<[CancellationFault, boolean]>([
    ["GUEST", false], // the guest asked: the cancellation policy, service fee kept
    ["HOST", true], // the host cannot honour the stay: everything back
    ["PLATFORM", true], // our mistake: everything back
  ])("%s → refundFull %s", (fault, expected) => {
    expect(refundFullFor(fault)).toBe(expected);
  });
});
