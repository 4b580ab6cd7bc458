import Big from "big.js";
import { describe, expect, it } from "vitest";
import { toPesewas } from "./money";
import {
  computeStayPrice,
  SERVICE_FEE_RATE,
  type StayPrice,
  stayPriceAsNumbers,
  TAX_RATE,
} from "./pricing";

describe("rates", () => {
  it("are 10% and 12.5%", () => {
    expect(SERVICE_FEE_RATE).toBe("0.10");
    expect(TAX_RATE).toBe("0.125");
  });
});

describe("computeStayPrice", () => {
  // price, nights, pricePerNight, subtotal, serviceFee, taxes, total, pesewas
  it.each<[Big.BigSource, number, string, string, string, string, string, number]>([
    ["850", 3, "850.00", "2550.00", "255.00", "318.75", "3123.75", 312375],
    [850, 3, "850.00", "2550.00", "255.00", "318.75", "3123.75", 312375],
    [new Big("850.00"), 3, "850.00", "2550.00", "255.00", "318.75", "3123.75", 312375],
    ["333.33", 1, "333.33", "333.33", "33.33", "41.67", "408.33", 40833],
    ["333.33", 3, "333.33", "999.99", "100.00", "125.00", "1224.99", 122499],
    ["0.05", 1, "0.05", "0.05", "0.01", "0.01", "0.07", 7],
    ["0.04", 1, "0.04", "0.04", "0.00", "0.01", "0.05", 5],
    ["0.01", 1, "0.01", "0.01", "0.00", "0.00", "0.01", 1],
    // 12.5% landing on a third decimal of 5: half-up, not half-even, not binary floating point.
    ["1", 1, "1.00", "1.00", "0.10", "0.13", "1.23", 123],
    ["0.36", 1, "0.36", "0.36", "0.04", "0.05", "0.45", 45],
    ["10.20", 1, "10.20", "10.20", "1.02", "1.28", "12.50", 1250],
    [10.2, 1, "10.20", "10.20", "1.02", "1.28", "12.50", 1250],
    ["1234.45", 1, "1234.45", "1234.45", "123.45", "154.31", "1512.21", 151221],
    ["2.675", 1, "2.68", "2.68", "0.27", "0.34", "3.29", 329],
    [
      "999999.99",
      365,
      "999999.99",
      "364999996.35",
      "36499999.64",
      "45624999.54",
      "447124995.53",
      44712499553,
    ],
    ["0", 5, "0.00", "0.00", "0.00", "0.00", "0.00", 0],
    // A price with more than two decimals is rounded first, like the stored listing price.
    ["100.005", 1, "100.01", "100.01", "10.00", "12.50", "122.51", 12251],
  ])(
    "%s × %i nights",
    (price, nights, pricePerNight, subtotal, serviceFee, taxes, total, pesewas) => {
      const p = computeStayPrice(price, nights);
      expect(p).toEqual({
        nights,
        pricePerNight,
        subtotal,
        serviceFee,
        taxes,
        total,
        currency: "GHS",
      });
      expect(toPesewas(p.total)).toBe(pesewas);
    },
  );

  it.each([0, -1, 366, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "rejects %s nights",
    (nights) => {
      expect(() => computeStayPrice("850", nights)).toThrow(RangeError);
    },
  );

  it("accepts 365 nights", () => {
    expect(computeStayPrice("1", 365).subtotal).toBe("365.00");
  });

  it.each<[Big.BigSource]>([
    [-1],
    ["-0.01"],
    ["-0.001"],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ["abc"],
    [""],
  ])("rejects the price %s", (price) => {
    expect(() => computeStayPrice(price, 1)).toThrow(RangeError);
  });
});

describe("stayPriceAsNumbers", () => {
  it.each<[StayPrice, ReturnType<typeof stayPriceAsNumbers>]>([
    [
      {
        nights: 3,
        pricePerNight: "850.00",
        subtotal: "2550.00",
        serviceFee: "255.00",
        taxes: "318.75",
        total: "3123.75",
        currency: "GHS",
      },
      {
        nights: 3,
        pricePerNight: 850,
        subtotal: 2550,
        serviceFee: 255,
        taxes: 318.75,
        total: 3123.75,
        currency: "GHS",
      },
    ],
    [
      {
        nights: 3,
        pricePerNight: "333.33",
        subtotal: "999.99",
        serviceFee: "100.00",
        taxes: "125.00",
        total: "1224.99",
        currency: "GHS",
      },
      {
        nights: 3,
        pricePerNight: 333.33,
        subtotal: 999.99,
        serviceFee: 100,
        taxes: 125,
        total: 1224.99,
        currency: "GHS",
      },
    ],
  ])("converts %o", (input, expected) => {
    expect(stayPriceAsNumbers(input)).toEqual(expected);
  });
});
