import Big from "big.js";
import { describe, expect, it } from "vitest";
import { fromPesewas, ghsToUsd, round2, toMoneyString, toPesewas } from "./money";

describe("round2", () => {
  it.each<[Big.BigSource, string]>([
    ["1.005", "1.01"],
    ["1.004", "1.00"],
    ["2.675", "2.68"],
    [2.675, "2.68"],
    ["0.125", "0.13"],
    ["1434.375", "1434.38"],
    ["-1.005", "-1.01"],
    ["0", "0.00"],
    [new Big("318.75"), "318.75"],
  ])("round2(%s) = %s", (value, expected) => {
    expect(round2(value).toFixed(2)).toBe(expected);
  });
});

describe("toMoneyString", () => {
  it.each<[Big.BigSource, string]>([
    [2550, "2550.00"],
    ["1434.375", "1434.38"],
    ["0.1", "0.10"],
    [0.1 + 0.2, "0.30"],
    [0, "0.00"],
    ["-0.001", "0.00"],
    ["999999.994", "999999.99"],
    ["364999996.35", "364999996.35"],
    [5n, "5.00"],
  ])("toMoneyString(%s) = %s", (value, expected) => {
    expect(toMoneyString(value)).toBe(expected);
  });
});

describe("toPesewas", () => {
  it.each<[Big.BigSource, number]>([
    ["3123.75", 312375],
    [3123.75, 312375],
    ["0.01", 1],
    ["0.005", 1],
    ["0.004", 0],
    [19.99, 1999],
    ["1.115", 112],
    ["447124995.53", 44712499553],
    [0, 0],
  ])("toPesewas(%s) = %s", (amount, expected) => {
    expect(toPesewas(amount)).toBe(expected);
  });
});

describe("fromPesewas", () => {
  it.each<[number | string, string]>([
    [312375, "3123.75"],
    ["312375", "3123.75"],
    [1, "0.01"],
    [100, "1.00"],
    [0, "0.00"],
    ["44712499553", "447124995.53"],
  ])("fromPesewas(%s) = %s", (pesewas, expected) => {
    expect(fromPesewas(pesewas)).toBe(expected);
  });

  it("rejects a value that is not a number", () => {
    expect(() => fromPesewas("12a")).toThrow();
  });
});

describe("ghsToUsd", () => {
  it.each<[Big.BigSource, Big.BigSource, string]>([
    ["850", "15.5", "54.84"],
    [1000, 12, "83.33"],
    ["1.55", "3.1", "0.50"],
    ["0.25", "10", "0.03"],
    [0, "15", "0.00"],
  ])("ghsToUsd(%s, %s) = %s", (ghs, rate, expected) => {
    expect(ghsToUsd(ghs, rate)).toBe(expected);
  });

  it("rejects a zero rate", () => {
    expect(() => ghsToUsd(100, 0)).toThrow();
  });
});
