import { describe, expect, it } from "vitest";
import type { Sale } from "./pricing";
import {
  durationWords,
  formatCount,
  formatPercent,
  guestWords,
  peopleWords,
  plural,
  spotsWords,
  stayLength,
  unitsWords,
} from "./words";

describe("words", () => {
  it.each([
    [1, 0, "1 adult"],
    [2, 1, "2 adults, 1 child"],
    [2, 3, "2 adults, 3 children"],
  ])("guestWords(%i, %i) = %s", (adults, children, text) => {
    expect(guestWords(adults, children)).toBe(text);
  });

  it("counts nights for a stay and days for an activity, grouping thousands", () => {
    expect(stayLength("ACCOMMODATION", 1)).toBe("1 night");
    expect(stayLength("ACTIVITY", 3)).toBe("3 days");
    expect(plural(1200, "night")).toBe("1,200 nights");
  });
});

describe("numbers without Intl", () => {
  // Intl itself is the oracle here: Node has the full ICU data a browser loads on first use.
  it.each([
    0,
    1,
    7,
    999,
    1000,
    1200,
    12345,
    1234567,
    1e9,
    2 ** 53,
    -1234.5,
    2.5,
    0.5,
    0.0005,
    0.00049,
    12.3456,
    0.1 + 0.2,
    999.9995,
    999999.9996,
    1e-7,
    -7,
    -0.5,
  ])("formatCount(%d) writes what toLocaleString(en-GH) writes", (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString("en-GH"));
  });

  it.each([0, 12.25, 0.05, 0.04, 99.95, 5.56, 1234.56, 100, -3.14, -0.06])(
    "formatPercent(%d) writes what toLocaleString(en-GH) with one decimal writes",
    (value) => {
      expect(formatPercent(value)).toBe(
        `${value.toLocaleString("en-GH", { maximumFractionDigits: 1 })}%`,
      );
    },
  );

  it("rounds the stored value, as toFixed does, where ICU rounds its shortest decimal form", () => {
    // 1.0005 is stored as 1.000499…, 12.35 as 12.3499…
    expect([formatCount(1.0005), (1.0005).toLocaleString("en-GH")]).toEqual(["1", "1.001"]);
    expect([
      formatPercent(12.35),
      `${(12.35).toLocaleString("en-GH", { maximumFractionDigits: 1 })}%`,
    ]).toEqual(["12.3%", "12.4%"]);
  });

  it("writes 0 where Intl would write -0", () => {
    expect((-0.0001).toLocaleString("en-GH")).toBe("-0");
    expect(formatCount(-0.0001)).toBe("0");
    expect(formatPercent(-0.04)).toBe("0%");
  });
});

describe("activity words", () => {
  it.each([
    [1, 3, "3 hours"],
    [1, 1, "1 hour"],
    [1, null, "1 day"],
    [3, null, "3 days"],
    // Hours describe a one-day activity only.
    [2, 5, "2 days"],
  ])("durationWords(%i, %s) = %s", (days, hours, text) => {
    expect(durationWords(days, hours)).toBe(text);
  });

  it.each([
    [1, "1 person"],
    [2, "2 people"],
  ])("peopleWords(%i) = %s", (participants, text) => {
    expect(peopleWords(participants)).toBe(text);
  });

  it.each([
    [0, "Sold out"],
    [1, "1 spot left"],
    [3, "3 spots left"],
  ])("spotsWords(%i) = %s", (spots, text) => {
    expect(spotsWords(spots)).toBe(text);
  });
});

describe("unitsWords", () => {
  it.each<[Sale, string]>([
    [{ type: "ACCOMMODATION", unit: "PER_NIGHT", nights: 3, participants: 2 }, "3 nights"],
    [
      { type: "ACCOMMODATION", unit: "PER_PERSON", nights: 3, participants: 2 },
      "2 people × 3 nights",
    ],
    [{ type: "ACCOMMODATION", unit: "PER_GROUP", nights: 1, participants: 6 }, "1 night"],
    [{ type: "ACTIVITY", unit: "PER_PERSON", nights: 1, participants: 2 }, "2 people"],
    // Once per booking, however many days it lasts.
    [{ type: "EXPERIENCE", unit: "PER_PERSON", nights: 3, participants: 1 }, "1 person"],
    [{ type: "ACTIVITY", unit: "PER_GROUP", nights: 1, participants: 6 }, "1 group"],
    [{ type: "EXPERIENCE", unit: "PER_NIGHT", nights: 3, participants: 2 }, "3 days"],
  ])("%o: %s", (sale, text) => {
    expect(unitsWords(sale)).toBe(text);
  });
});
