import { describe, expect, it } from "vitest";
import { minutesUntilNextSync, nextSyncAt } from "./calendar-sync-schedule";

describe("minutesUntilNextSync", () => {
  it.each([
    // interval, failures in a row, minutes
    [15, 0, 15],
    [15, 1, 30],
    [15, 2, 60],
    [15, 3, 120],
    [15, 6, 960],
    [15, 7, 1440],
    [15, 40, 1440],
    [1440, 0, 1440],
    [5, 1, 10],
  ])("every %i minutes, %i failures: waits %i", (interval, failures, minutes) => {
    expect(minutesUntilNextSync(interval, failures)).toBe(minutes);
  });
});

describe("nextSyncAt", () => {
  it("adds the wait to now", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(nextSyncAt(now, 15, 1).toISOString()).toBe("2026-12-01T10:30:00.000Z");
  });
});
