import { describe, expect, it } from "vitest";
import type { BookingStatus } from "./enums";
import { ratingText, reviewDeadline, reviewState } from "./review-window";

describe("reviewDeadline", () => {
  it.each([
    ["2026-12-01", "2026-12-15"],
    ["2026-12-25", "2027-01-08"],
    ["2028-02-20", "2028-03-05"],
  ])("a stay checking out %s may be reviewed until %s", (checkOut, last) => {
    expect(reviewDeadline(checkOut)).toBe(last);
  });
});

describe("reviewState", () => {
  it.each<[BookingStatus, string, string, boolean, string]>([
    // status, check-out, today, reviewed, state
    ["COMPLETED", "2026-12-01", "2026-12-02", false, "open"],
    ["COMPLETED", "2026-12-01", "2026-12-15", false, "open"],
    ["COMPLETED", "2026-12-01", "2026-12-16", false, "closed"],
    ["COMPLETED", "2026-12-01", "2026-12-05", true, "reviewed"],
    ["COMPLETED", "2026-12-01", "2027-01-30", true, "reviewed"],
    ["CONFIRMED", "2026-12-01", "2026-12-01", false, "not_completed"],
    ["CANCELLED", "2026-12-01", "2026-12-02", false, "not_completed"],
    ["NO_SHOW", "2026-12-01", "2026-12-02", false, "not_completed"],
    ["PENDING", "2026-12-01", "2026-12-02", false, "not_completed"],
  ])("%s, out %s, on %s, reviewed %s: %s", (status, checkOut, today, reviewed, state) => {
    expect(reviewState({ status, checkOut, today, reviewed })).toBe(state);
  });
});

describe("ratingText", () => {
  it.each<[number | null, string | null]>([
    [4.7, "4.7"],
    [5, "5.0"],
    [null, null],
  ])("%s reads %s", (average, text) => {
    expect(ratingText(average)).toBe(text);
  });
});
