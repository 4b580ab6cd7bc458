import { describe, expect, it } from "vitest";
import {
  ANY_TIME,
  chooseStart,
  normalizeStartTimes,
  type SaleTerms,
  type StartChoice,
  type StartRequest,
  type StartTerms,
  saleTermsProblem,
  soldByStart,
  spotsLeft,
  startHasPassed,
  startKey,
  startsOfDates,
  takenKey,
} from "./activity-starts";

describe("soldByStart", () => {
  it.each([
    ["ACCOMMODATION", false],
    ["ACTIVITY", true],
    ["EXPERIENCE", true],
  ] as const)("%s: %s", (type, byStart) => {
    expect(soldByStart(type)).toBe(byStart);
  });
});

describe("chooseStart", () => {
  const twoStarts: StartTerms = { startTimes: ["09:00", "14:00"], durationDays: 1 };
  const anyTime: StartTerms = { startTimes: [], durationDays: 1 };
  const threeDays: StartTerms = { startTimes: ["07:00"], durationDays: 3 };

  it.each<[string, StartTerms, StartRequest, StartChoice]>([
    [
      "a start of the listing, the end derived",
      twoStarts,
      { checkIn: "2026-12-14", startTime: "09:00" },
      { ok: true, checkOut: "2026-12-15", startTime: "09:00" },
    ],
    [
      "a check-out sent that matches the length",
      twoStarts,
      { checkIn: "2026-12-14", checkOut: "2026-12-15", startTime: "14:00" },
      { ok: true, checkOut: "2026-12-15", startTime: "14:00" },
    ],
    [
      "three days across the year's end",
      threeDays,
      { checkIn: "2026-12-30", startTime: "07:00" },
      { ok: true, checkOut: "2027-01-02", startTime: "07:00" },
    ],
    [
      "any time that day: no start time",
      anyTime,
      { checkIn: "2026-12-14" },
      { ok: true, checkOut: "2026-12-15", startTime: null },
    ],
    [
      "any time that day: a null start time",
      anyTime,
      { checkIn: "2026-12-14", startTime: null },
      { ok: true, checkOut: "2026-12-15", startTime: null },
    ],
    [
      "a check-out that does not match the length",
      twoStarts,
      { checkIn: "2026-12-14", checkOut: "2026-12-17", startTime: "09:00" },
      {
        ok: false,
        field: "checkOut",
        constraint: "duration",
        message: "must be 2026-12-15: this lasts 1 day (or leave it out)",
      },
    ],
    [
      "no start time where the listing has some",
      twoStarts,
      { checkIn: "2026-12-14" },
      {
        ok: false,
        field: "startTime",
        constraint: "required",
        message: "must be one of 09:00, 14:00",
      },
    ],
    [
      "a start time the listing does not have",
      twoStarts,
      { checkIn: "2026-12-14", startTime: "10:00" },
      {
        ok: false,
        field: "startTime",
        constraint: "start_time",
        message: "must be one of 09:00, 14:00",
      },
    ],
    [
      "a start time where the listing has none",
      anyTime,
      { checkIn: "2026-12-14", startTime: "09:00" },
      {
        ok: false,
        field: "startTime",
        constraint: "start_time",
        message: "this listing has no start times: it can be joined at any time that day",
      },
    ],
  ])("%s", (_case, terms, request, choice) => {
    expect(chooseStart(terms, request, new Date("2026-12-01T12:00:00Z"))).toEqual(choice);
  });

  it("refuses a start that has begun today, and takes a later one", () => {
    const now = new Date("2026-12-14T09:00:00Z");
    expect(chooseStart(twoStarts, { checkIn: "2026-12-14", startTime: "09:00" }, now)).toEqual({
      ok: false,
      field: "startTime",
      constraint: "past",
      message: "that start has already begun",
    });
    expect(chooseStart(twoStarts, { checkIn: "2026-12-14", startTime: "14:00" }, now)).toEqual({
      ok: true,
      checkOut: "2026-12-15",
      startTime: "14:00",
    });
  });

  it("says how many days a longer one lasts", () => {
    expect(
      chooseStart(threeDays, { checkIn: "2026-12-14", checkOut: "2026-12-15" }, new Date()),
    ).toMatchObject({
      ok: false,
      message: "must be 2026-12-17: this lasts 3 days (or leave it out)",
    });
  });
});

describe("spotsLeft", () => {
  it.each([
    [15, 0, false, 15],
    [15, 13, false, 2],
    [15, 15, false, 0],
    // Fewer spots than taken (the capacity was lowered after the bookings): none, never negative.
    [8, 10, false, 0],
    [15, 0, true, 0],
    [15, 4, true, 0],
  ])("capacity %i, %i taken, closed %s: %i", (capacity, taken, closed, left) => {
    expect(spotsLeft(capacity, taken, closed)).toBe(left);
  });
});

describe("start keys", () => {
  it("keys a start by its time, and any time by the empty string", () => {
    expect(startKey("09:00")).toBe("09:00");
    expect(startKey(null)).toBe(ANY_TIME);
    expect(startKey(undefined)).toBe(ANY_TIME);
  });

  it("stores start times unique and in the order of the day", () => {
    expect(normalizeStartTimes(["14:00", "09:00", "14:00", "07:30"])).toEqual([
      "07:30",
      "09:00",
      "14:00",
    ]);
    expect(normalizeStartTimes([])).toEqual([]);
  });
});

describe("startHasPassed", () => {
  const now = new Date("2026-12-14T10:30:00Z");
  it.each([
    ["2026-12-13", "09:00", true],
    ["2026-12-14", "09:00", true],
    ["2026-12-14", "10:30", true],
    ["2026-12-14", "10:31", false],
    ["2026-12-14", null, false],
    ["2026-12-13", null, true],
    ["2026-12-15", "07:00", false],
  ])("%s at %s: %s", (date, startTime, passed) => {
    expect(startHasPassed(date, startTime, now)).toBe(passed);
  });
});

describe("startsOfDates", () => {
  const now = new Date("2026-12-14T08:00:00Z");
  it("lists each date's starts with their spots, closed dates empty, passed starts left out", () => {
    expect(
      startsOfDates({
        dates: ["2026-12-14", "2026-12-15", "2026-12-16"],
        startTimes: ["07:00", "10:00"],
        capacity: 15,
        taken: new Map([
          [takenKey("2026-12-14", "10:00"), 13],
          [takenKey("2026-12-15", "07:00"), 15],
        ]),
        closed: new Set(["2026-12-16"]),
        now,
      }),
    ).toEqual([
      { date: "2026-12-14", startTime: "10:00", spotsLeft: 2 },
      { date: "2026-12-15", startTime: "07:00", spotsLeft: 0 },
      { date: "2026-12-15", startTime: "10:00", spotsLeft: 15 },
      { date: "2026-12-16", startTime: "07:00", spotsLeft: 0 },
      { date: "2026-12-16", startTime: "10:00", spotsLeft: 0 },
    ]);
  });

  it("gives a listing joined at any time one start a day", () => {
    expect(
      startsOfDates({
        dates: ["2026-12-14"],
        startTimes: [],
        capacity: 8,
        taken: new Map([[takenKey("2026-12-14", null), 3]]),
        closed: new Set(),
        now,
      }),
    ).toEqual([{ date: "2026-12-14", startTime: null, spotsLeft: 5 }]);
  });
});

describe("saleTermsProblem", () => {
  it.each<[string, SaleTerms, string | null]>([
    [
      "a stay",
      { type: "ACCOMMODATION", startTimes: [], durationDays: 1, durationHours: null },
      null,
    ],
    [
      "an activity of hours",
      { type: "ACTIVITY", startTimes: ["09:00"], durationDays: 1, durationHours: 3 },
      null,
    ],
    [
      "an experience of days",
      { type: "EXPERIENCE", startTimes: [], durationDays: 3, durationHours: null },
      null,
    ],
    [
      "a stay with start times",
      { type: "ACCOMMODATION", startTimes: ["09:00"], durationDays: 1, durationHours: null },
      "startTimes not_applicable",
    ],
    [
      "a stay with days",
      { type: "ACCOMMODATION", startTimes: [], durationDays: 2, durationHours: null },
      "durationDays not_applicable",
    ],
    [
      "a stay with hours",
      { type: "ACCOMMODATION", startTimes: [], durationDays: 1, durationHours: 2 },
      "durationHours not_applicable",
    ],
    [
      "hours of several days",
      { type: "ACTIVITY", startTimes: [], durationDays: 2, durationHours: 3 },
      "durationHours one_day",
    ],
  ])("%s", (_case, terms, problem) => {
    const found = saleTermsProblem(terms);
    expect(found ? `${found.field} ${found.constraint}` : null).toBe(problem);
  });
});
