import { describe, expect, it } from "vitest";
import type { Slot } from "@/lib/activity-starts";
import { bookableStart, dayKey, outingParams, startOptions } from "./outing-starts";

const slot = (startTime: string | null, spotsLeft: number): Slot => ({
  date: "2026-12-14",
  startTime,
  spotsLeft,
});

describe("startOptions", () => {
  it.each<[string, Slot, number, { label: string; fits: boolean; tooFew: string | null }]>([
    [
      "room to spare",
      slot("07:00", 15),
      2,
      { label: "07:00 · 15 spots left", fits: true, tooFew: null },
    ],
    [
      "exactly enough",
      slot("07:00", 2),
      2,
      { label: "07:00 · 2 spots left", fits: true, tooFew: null },
    ],
    ["one spot", slot("10:00", 1), 1, { label: "10:00 · 1 spot left", fits: true, tooFew: null }],
    [
      "too few for the party",
      slot("10:00", 3),
      4,
      { label: "10:00 · 3 spots left", fits: false, tooFew: "Too few for 4 people" },
    ],
    ["sold out", slot("14:00", 0), 1, { label: "14:00 · Sold out", fits: false, tooFew: null }],
    [
      "any time that day",
      slot(null, 12),
      3,
      { label: "Any time · 12 spots left", fits: true, tooFew: null },
    ],
  ])("%s", (_, given, participants, expected) => {
    expect(startOptions([given], participants)[0]).toMatchObject(expected);
  });
});

describe("bookableStart", () => {
  const options = startOptions([slot("07:00", 1), slot("10:00", 5), slot("14:00", 0)], 2);
  it.each<[string | null, string | null]>([
    ["10:00", "10:00"],
    // Too few spots for two, sold out, not one of the day's starts, none chosen.
    ["07:00", null],
    ["14:00", null],
    ["09:00", null],
    [null, null],
  ])("%s → %s", (chosen, expected) => {
    expect(bookableStart(options, chosen)?.startTime ?? null).toBe(expected);
  });

  it("takes the day's one start of a listing without start times, when the party fits", () => {
    expect(bookableStart(startOptions([slot(null, 4)], 4), null)?.label).toBe(
      "Any time · 4 spots left",
    );
    expect(bookableStart(startOptions([slot(null, 3)], 4), null)).toBeNull();
  });
});

describe("outingParams and dayKey", () => {
  it.each<[string | null, string | null, number, number, Record<string, unknown>]>([
    [
      "2026-12-14",
      "09:00",
      2,
      0,
      { checkIn: "2026-12-14", startTime: "09:00", adults: 2, children: null },
    ],
    ["2026-12-14", null, 1, 2, { checkIn: "2026-12-14", startTime: null, adults: 1, children: 2 }],
    // Nothing chosen yet: the address stays bare.
    [null, "09:00", 2, 1, { checkIn: null, startTime: null, adults: null, children: null }],
  ])("%s %s, %i + %i", (date, startTime, adults, children, expected) => {
    expect(outingParams(date, startTime, { adults, children })).toEqual(expected);
  });

  it("keys a day by its date and party", () => {
    expect(dayKey("2026-12-14", { adults: 2, children: 1 })).toBe("2026-12-14/2/1");
  });
});
