import Big from "big.js";
import { describe, expect, it } from "vitest";
import type { ListingType, PriceUnit } from "./enums";
import { toPesewas } from "./money";
import {
  computePrice,
  SERVICE_FEE_RATE,
  type StayPrice,
  stayPriceAsNumbers,
  TAX_RATE,
  unitsSold,
} from "./pricing";

/** A stay priced per night, as interface.md prices every booking of an accommodation. */
const nightly = (nights: number) =>
  ({ type: "ACCOMMODATION", unit: "PER_NIGHT", nights, participants: 1 }) as const;

describe("rates", () => {
  it("are 10% and 12.5%", () => {
    expect(SERVICE_FEE_RATE).toBe("0.10");
    expect(TAX_RATE).toBe("0.125");
  });
});

describe("computePrice per night", () => {
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
      const p = computePrice(price, nightly(nights));
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
      expect(() => computePrice("850", nightly(nights))).toThrow(RangeError);
    },
  );

  it("accepts 365 nights", () => {
    expect(computePrice("1", nightly(365)).subtotal).toBe("365.00");
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
    expect(() => computePrice(price, nightly(1))).toThrow(RangeError);
  });
});

describe("prices by unit", () => {
  // type, unit, nights (days), participants → units sold
  it.each<[ListingType, PriceUnit, number, number, number]>([
    // An accommodation: per night ignores the party; per person counts it every night.
    ["ACCOMMODATION", "PER_NIGHT", 3, 2, 3],
    ["ACCOMMODATION", "PER_NIGHT", 1, 6, 1],
    ["ACCOMMODATION", "PER_PERSON", 3, 2, 6],
    ["ACCOMMODATION", "PER_PERSON", 1, 1, 1],
    ["ACCOMMODATION", "PER_GROUP", 3, 5, 3],
    // An activity or experience: per person and per group are paid once per booking.
    ["ACTIVITY", "PER_PERSON", 1, 2, 2],
    ["ACTIVITY", "PER_PERSON", 3, 2, 2],
    ["ACTIVITY", "PER_GROUP", 1, 6, 1],
    ["ACTIVITY", "PER_GROUP", 2, 1, 1],
    ["ACTIVITY", "PER_NIGHT", 2, 4, 2],
    ["EXPERIENCE", "PER_PERSON", 1, 30, 30],
    ["EXPERIENCE", "PER_PERSON", 3, 2, 2],
    ["EXPERIENCE", "PER_GROUP", 1, 4, 1],
    ["EXPERIENCE", "PER_NIGHT", 3, 2, 3],
  ])("%s %s, %i days or nights, %i people: %i units", (type, unit, nights, participants, units) => {
    expect(unitsSold({ type, unit, nights, participants })).toBe(units);
  });

  // The shea-butter workshop, GH₵ 180 a person, 2 adults: 360, not 180 × 3 days.
  it.each<[string, ListingType, PriceUnit, number, number, string, string, string, string]>([
    [
      "the shea-butter workshop",
      "EXPERIENCE",
      "PER_PERSON",
      1,
      2,
      "180",
      "360.00",
      "36.00",
      "441.00",
    ],
    [
      "a 3-day trek per person",
      "EXPERIENCE",
      "PER_PERSON",
      3,
      2,
      "180",
      "360.00",
      "36.00",
      "441.00",
    ],
    ["a boat for the group", "ACTIVITY", "PER_GROUP", 1, 6, "650", "650.00", "65.00", "796.25"],
    [
      "a hostel bed per person",
      "ACCOMMODATION",
      "PER_PERSON",
      3,
      2,
      "95.50",
      "573.00",
      "57.30",
      "701.93",
    ],
    [
      "a camp per group",
      "ACCOMMODATION",
      "PER_GROUP",
      2,
      8,
      "1200",
      "2400.00",
      "240.00",
      "2940.00",
    ],
  ])("%s", (_name, type, unit, nights, participants, price, subtotal, serviceFee, total) => {
    const p = computePrice(price, { type, unit, nights, participants });
    expect(p).toMatchObject({ nights, subtotal, serviceFee, total });
    expect(p.pricePerNight).toBe(new Big(price).toFixed(2));
    expect(new Big(p.subtotal).plus(p.serviceFee).plus(p.taxes).eq(p.total)).toBe(true);
  });

  it.each([0, -1, 31, 1.5, Number.NaN])("rejects %s participants", (participants) => {
    expect(() =>
      computePrice("100", { type: "ACTIVITY", unit: "PER_PERSON", nights: 1, participants }),
    ).toThrow(RangeError);
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
