import { describe, expect, it } from "vitest";
import type { BookedOuting } from "@/lib/outing-words";
import { type OutingFact, outingFacts } from "./outing-facts";

const walk: BookedOuting = {
  checkIn: "2026-12-14",
  startTime: "09:00",
  participants: 2,
  days: 1,
  durationHours: 3,
};

describe("outingFacts", () => {
  it.each<[string, BookedOuting, { adults: number; children: number }, OutingFact[]]>([
    [
      "a three-hour walk at 09:00 for two adults",
      walk,
      { adults: 2, children: 0 },
      [
        { label: "Date", value: "Mon 14 Dec 2026" },
        { label: "Starts", value: "09:00" },
        { label: "Lasts", value: "3 hours" },
        { label: "People", value: "2 people", detail: undefined },
      ],
    ],
    [
      "a three-day experience any time, with a child",
      { ...walk, startTime: null, participants: 3, days: 3, durationHours: null },
      { adults: 2, children: 1 },
      [
        { label: "Dates", value: "Mon 14 – Wed 16 Dec 2026" },
        { label: "Starts", value: "Any time that day" },
        { label: "Lasts", value: "3 days" },
        { label: "People", value: "3 people", detail: "2 adults, 1 child" },
      ],
    ],
  ])("%s", (_case, outing, party, facts) => {
    expect(outingFacts(outing, party)).toEqual(facts);
  });
});
