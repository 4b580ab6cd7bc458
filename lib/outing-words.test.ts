import { describe, expect, it } from "vitest";
import { type BookedOuting, outingLine, outingWhen } from "./outing-words";

describe("outingWhen", () => {
  it.each([
    ["2026-12-14", "09:00", "Mon 14 Dec 2026, 09:00"],
    ["2026-12-14", null, "Mon 14 Dec 2026, any time"],
  ])("%s at %s: %s", (date, startTime, text) => {
    expect(outingWhen(date, startTime)).toBe(text);
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
