import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  isIsoDate,
  latestCheckOut,
  MAX_STAY_NIGHTS,
  nightsOf,
  todayUtc,
  validateStay,
} from "./dates";

describe("isIsoDate", () => {
  it.each<[string, boolean]>([
    ["2026-01-01", true],
    ["2026-12-31", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["9999-12-31", true],
    ["2026-02-30", false],
    ["2025-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-06-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["2026-1-01", false],
    ["26-01-01", false],
    ["2026/01/01", false],
    ["2026-01-01T00:00:00Z", false],
    [" 2026-01-01", false],
    ["", false],
  ])("isIsoDate(%j) = %s", (s, expected) => {
    expect(isIsoDate(s)).toBe(expected);
  });
});

describe("todayUtc", () => {
  it.each<[string, string]>([
    ["2026-03-01T00:00:00.000Z", "2026-03-01"],
    ["2026-03-01T23:59:59.999Z", "2026-03-01"],
    ["2026-02-28T23:30:00-01:00", "2026-03-01"],
    ["2026-03-01T00:30:00+01:00", "2026-02-28"],
    ["2024-02-29T12:00:00Z", "2024-02-29"],
    ["1969-12-31T12:00:00Z", "1969-12-31"],
  ])("todayUtc(%s) = %s", (instant, expected) => {
    expect(todayUtc(new Date(instant))).toBe(expected);
  });

  it("defaults to the current date", () => {
    expect(todayUtc()).toBe(new Date().toISOString().slice(0, 10));
  });

  it("rejects an invalid Date", () => {
    expect(() => todayUtc(new Date("nope"))).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it.each<[string, number, string]>([
    ["2026-01-31", 1, "2026-02-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2000-02-28", 1, "2000-02-29"],
    ["2100-02-28", 1, "2100-03-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2026-05-10", 0, "2026-05-10"],
    ["2026-01-01", 365, "2027-01-01"],
    ["2024-01-01", 366, "2025-01-01"],
    ["1970-01-01", -1, "1969-12-31"],
  ])("addDays(%s, %i) = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each<[string, number]>([
    ["2026-02-30", 1],
    ["not a date", 1],
    ["2026-01-01", 1.5],
    ["2026-01-01", Number.NaN],
  ])("rejects addDays(%j, %s)", (date, days) => {
    expect(() => addDays(date, days)).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it.each<[string, string, number]>([
    ["2026-01-01", "2026-01-04", 3],
    ["2026-01-04", "2026-01-01", -3],
    ["2026-01-01", "2026-01-01", 0],
    ["2026-02-01", "2026-03-01", 28],
    ["2024-02-01", "2024-03-01", 29],
    ["2026-01-01", "2027-01-01", 365],
    ["1969-12-31", "1970-01-01", 1],
    ["2000-01-01", "2100-01-01", 36525],
  ])("daysBetween(%s, %s) = %i", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it("rejects an invalid date", () => {
    expect(() => daysBetween("2026-01-01", "2026-02-30")).toThrow(RangeError);
  });
});

describe("nightsOf", () => {
  it.each<[string, string, string[]]>([
    ["2026-03-10", "2026-03-13", ["2026-03-10", "2026-03-11", "2026-03-12"]],
    ["2026-03-10", "2026-03-11", ["2026-03-10"]],
    ["2024-02-28", "2024-03-02", ["2024-02-28", "2024-02-29", "2024-03-01"]],
    ["2026-12-31", "2027-01-02", ["2026-12-31", "2027-01-01"]],
    ["2026-03-10", "2026-03-10", []],
    ["2026-03-12", "2026-03-10", []],
  ])("nightsOf(%s, %s)", (checkIn, checkOut, expected) => {
    expect(nightsOf(checkIn, checkOut)).toEqual(expected);
  });

  it("covers a whole year without the check-out day", () => {
    const nights = nightsOf("2026-01-01", "2027-01-01");
    expect(nights).toHaveLength(365);
    expect(nights[0]).toBe("2026-01-01");
    expect(nights[364]).toBe("2026-12-31");
  });
});

describe("validateStay", () => {
  const today = "2026-03-10";

  it("allows at most 365 nights", () => {
    expect(MAX_STAY_NIGHTS).toBe(365);
  });

  it.each<[string, string, ReturnType<typeof validateStay>]>([
    ["2026-03-10", "2026-03-11", { ok: true, nights: 1 }],
    ["2026-03-15", "2026-03-18", { ok: true, nights: 3 }],
    ["2026-03-10", "2027-03-10", { ok: true, nights: 365 }],
    ["2028-03-01", "2029-03-01", { ok: true, nights: 365 }],
    ["2026-03-10", "2027-03-11", { ok: false, field: "checkOut", constraint: "max_nights" }],
    ["2028-02-28", "2029-02-28", { ok: false, field: "checkOut", constraint: "max_nights" }],
    ["2026-03-09", "2026-03-11", { ok: false, field: "checkIn", constraint: "not_in_past" }],
    ["2025-12-31", "2026-03-11", { ok: false, field: "checkIn", constraint: "not_in_past" }],
    ["2026-03-12", "2026-03-12", { ok: false, field: "checkOut", constraint: "date_after" }],
    ["2026-03-12", "2026-03-11", { ok: false, field: "checkOut", constraint: "date_after" }],
    ["2026-03-01", "2026-02-20", { ok: false, field: "checkOut", constraint: "date_after" }],
    ["2026-02-30", "2026-03-11", { ok: false, field: "checkIn", constraint: "date" }],
    ["", "2026-03-11", { ok: false, field: "checkIn", constraint: "date" }],
    ["2026-03-11", "2026-3-12", { ok: false, field: "checkOut", constraint: "date" }],
    ["2026-03-11", "2026-03-32", { ok: false, field: "checkOut", constraint: "date" }],
    ["nope", "nope", { ok: false, field: "checkIn", constraint: "date" }],
  ])("validateStay(%j, %j)", (checkIn, checkOut, expected) => {
    expect(validateStay(checkIn, checkOut, today)).toEqual(expected);
  });
});

describe("latestCheckOut", () => {
  it.each<[string, string, string[], string, string]>([
    ["nothing taken: the end of the calendar", "2026-06-10", [], "2026-07-01", "2026-07-01"],
    ["nothing taken: at most a year's nights", "2026-06-10", [], "2028-01-01", "2027-06-10"],
    [
      "the first taken night after check-in",
      "2026-06-10",
      ["2026-06-14", "2026-06-20"],
      "2026-12-31",
      "2026-06-14",
    ],
    ["the very next night taken", "2026-06-10", ["2026-06-11"], "2026-12-31", "2026-06-11"],
    [
      "taken nights before check-in do not count",
      "2026-06-10",
      ["2026-06-09"],
      "2026-06-12",
      "2026-06-12",
    ],
    ["a taken night on the last day", "2026-06-10", ["2026-06-12"], "2026-06-12", "2026-06-12"],
  ])("%s", (_, checkIn, taken, until, expected) => {
    expect(latestCheckOut(checkIn, new Set(taken), until)).toBe(expected);
  });
});

describe("addMonths", () => {
  it.each<[string, number, string]>([
    ["2026-06", 1, "2026-07"],
    ["2026-12", 1, "2027-01"],
    ["2026-01", -1, "2025-12"],
    ["2026-06", 0, "2026-06"],
    ["2026-06", 18, "2027-12"],
    ["0001-01", -1, "0000-12"],
  ])("addMonths(%s, %i) = %s", (month, months, expected) => {
    expect(addMonths(month, months)).toBe(expected);
  });

  it.each<[string, number]>([
    ["2026-6", 1],
    ["2026-06-01", 1],
    ["2026-06", 0.5],
    ["2026-13", 1],
    ["9999-12", 1],
  ])("refuses %j + %s", (month, months) => {
    expect(() => addMonths(month, months)).toThrow(RangeError);
  });
});
