import { describe, expect, it } from "vitest";
import { type FreeStay, nearestFreeStay } from "./free-stays";

const TODAY = "2026-06-01";
const LAST_DAY = "2026-07-01";

/** "2026-06-10..2026-06-12" → the nights 10, 11 and 12 June. */
function nights(...ranges: string[]): Set<string> {
  const taken = new Set<string>();
  for (const range of ranges) {
    const [from = "", to = from] = range.split("..");
    for (let day = from; day <= to; day = nextDay(day)) taken.add(day);
  }
  return taken;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

describe("nearestFreeStay", () => {
  it.each<[string, string, string, Set<string>, FreeStay | null]>([
    [
      "free as asked",
      "2026-06-10",
      "2026-06-13",
      nights(),
      { checkIn: "2026-06-10", checkOut: "2026-06-13" },
    ],
    [
      "later when the nights after are free",
      "2026-06-10",
      "2026-06-12",
      nights("2026-06-08..2026-06-11"),
      { checkIn: "2026-06-12", checkOut: "2026-06-14" },
    ],
    [
      "earlier when that is nearer",
      "2026-06-10",
      "2026-06-12",
      nights("2026-06-10..2026-06-15"),
      { checkIn: "2026-06-08", checkOut: "2026-06-10" },
    ],
    [
      "the later one on a tie",
      "2026-06-10",
      "2026-06-11",
      nights("2026-06-10"),
      { checkIn: "2026-06-11", checkOut: "2026-06-12" },
    ],
    [
      "a stay may end on the morning of a taken night",
      "2026-06-10",
      "2026-06-13",
      nights("2026-06-11", "2026-06-15"),
      { checkIn: "2026-06-12", checkOut: "2026-06-15" },
    ],
    [
      "never before today",
      "2026-06-02",
      "2026-06-05",
      nights("2026-06-03..2026-06-04"),
      { checkIn: "2026-06-05", checkOut: "2026-06-08" },
    ],
    [
      "never past the horizon: earlier instead",
      "2026-06-27",
      "2026-06-30",
      nights("2026-06-27..2026-06-30"),
      { checkIn: "2026-06-24", checkOut: "2026-06-27" },
    ],
    [
      "the last stay of the horizon ends on its last day",
      "2026-06-28",
      "2026-06-30",
      nights("2026-06-01..2026-06-28"),
      { checkIn: "2026-06-29", checkOut: "2026-07-01" },
    ],
    [
      "none when every night is taken",
      "2026-06-10",
      "2026-06-12",
      nights("2026-06-01..2026-06-30"),
      null,
    ],
    [
      "none when no gap is long enough",
      "2026-06-10",
      "2026-06-13",
      nights(
        "2026-06-03",
        "2026-06-06",
        "2026-06-09",
        "2026-06-12",
        "2026-06-15",
        "2026-06-18",
        "2026-06-21",
        "2026-06-24",
        "2026-06-27",
        "2026-06-30",
      ),
      null,
    ],
    [
      "a gap of exactly the stay's length",
      "2026-06-10",
      "2026-06-13",
      nights("2026-06-01..2026-06-19", "2026-06-23..2026-06-30"),
      { checkIn: "2026-06-20", checkOut: "2026-06-23" },
    ],
    ["none for a stay without nights", "2026-06-10", "2026-06-10", nights(), null],
  ])("%s", (_, checkIn, checkOut, taken, expected) => {
    expect(nearestFreeStay({ checkIn, checkOut, taken, today: TODAY, lastDay: LAST_DAY })).toEqual(
      expected,
    );
  });
});
