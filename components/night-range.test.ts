import { describe, expect, it } from "vitest";
import { NO_RANGE, nightsOfRange, type PickedRange, pickDay } from "./night-range";

describe("pickDay", () => {
  const started: PickedRange = { start: "2026-12-24", end: null };
  it.each<[string, PickedRange, string, PickedRange]>([
    ["a first click starts", NO_RANGE, "2026-12-24", started],
    ["a later day ends", started, "2026-12-26", { start: "2026-12-24", end: "2026-12-26" }],
    ["the same day starts again", started, "2026-12-24", started],
    ["an earlier day starts again", started, "2026-12-20", { start: "2026-12-20", end: null }],
    [
      "a click after a complete range starts again",
      { start: "2026-12-24", end: "2026-12-26" },
      "2026-12-28",
      { start: "2026-12-28", end: null },
    ],
  ])("%s", (_, range, day, expected) => {
    expect(pickDay(range, day)).toEqual(expected);
  });

  it("starts again where the end is not allowed", () => {
    expect(pickDay(started, "2026-12-30", (day) => day <= "2026-12-27")).toEqual({
      start: "2026-12-30",
      end: null,
    });
  });
});

describe("nightsOfRange", () => {
  it.each<[string, string, ReturnType<typeof nightsOfRange>]>([
    ["2026-12-24", "2026-12-26", { first: "2026-12-24", last: "2026-12-25", count: 2 }],
    ["2026-12-31", "2027-01-01", { first: "2026-12-31", last: "2026-12-31", count: 1 }],
    ["2026-12-24", "2026-12-24", null],
    ["2026-12-26", "2026-12-24", null],
  ])("%s → %s", (start, end, expected) => {
    expect(nightsOfRange(start, end)).toEqual(expected);
  });
});
