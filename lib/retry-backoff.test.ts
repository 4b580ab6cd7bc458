import { describe, expect, it } from "vitest";
import { backoffMinutes, nextAttemptAt } from "./retry-backoff";

describe("backoffMinutes", () => {
  it.each([
    // failures in a row, minutes
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [6, 32],
    [7, 60],
    [12, 60],
  ])("after %i failures, waits %i minutes", (failures, minutes) => {
    expect(backoffMinutes(failures)).toBe(minutes);
  });
});

describe("nextAttemptAt", () => {
  it("adds the wait to now", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(nextAttemptAt(3, now).toISOString()).toBe("2026-12-01T10:04:00.000Z");
  });
});
