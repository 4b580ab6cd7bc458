import { describe, expect, it } from "vitest";
import {
  type BookedOuting,
  bookedOuting,
  outingDates,
  outingLine,
  outingWhen,
} from "./outing-words";

describe("outingWhen", () => {
  it.each([
    ["2026-12-14", "09:00", "Mon 14 Dec 2026, 09:00"],
    ["2026-12-14", null, "Mon 14 Dec 2026, any time"],
  ])("%s at %s: %s", (date, startTime, text) => {
    expect(outingWhen(date, startTime)).toBe(text);
  });
});

describe("outingDates", () => {
  it.each([
    ["2026-12-14", 1, "Mon 14 Dec 2026"],
    ["2026-12-14", 3, "Mon 14 – Wed 16 Dec 2026"],
    ["2026-12-30", 3, "Wed 30 Dec 2026 – Fri 1 Jan 2027"],
  ])("%s for %i days: %s", (checkIn, days, text) => {
    expect(outingDates(checkIn, days)).toBe(text);
  });
});

describe("outingLine", () => {
  it.each<[BookedOuting, string]>([
    [
      { checkIn: "2026-12-14", startTime: "09:00", participants: 2, days: 1, durationHours: 3 },
      "Mon 14 Dec 2026, 09:00 · 2 people · 3 hours",
    ],
    [
      { checkIn: "2026-12-14", startTime: null, participants: 1, days: 1, durationHours: null },
      "Mon 14 Dec 2026, any time · 1 person · 1 day",
    ],
    [
      { checkIn: "2026-12-30", startTime: "07:00", participants: 4, days: 3, durationHours: null },
      "Wed 30 Dec 2026 – Fri 1 Jan 2027, 07:00 · 4 people · 3 days",
    ],
  ])("%o", (outing, text) => {
    expect(outingLine(outing)).toBe(text);
  });
});

describe("bookedOuting", () => {
  const booking = { checkIn: "2026-12-14", startTime: "09:00", nights: 1 };
  it.each([
    [{ ...booking, adults: 2, children: 0 }, 3, "Mon 14 Dec 2026, 09:00 · 2 people · 3 hours"],
    [{ ...booking, adults: 1, children: 2 }, null, "Mon 14 Dec 2026, 09:00 · 3 people · 1 day"],
    [
      { ...booking, nights: 2, startTime: null, adults: 1, children: 0 },
      null,
      "Mon 14 – Tue 15 Dec 2026, any time · 1 person · 2 days",
    ],
  ])("%o with %s hours: %s", (row, hours, text) => {
    expect(outingLine(bookedOuting(row, hours))).toBe(text);
  });
});
