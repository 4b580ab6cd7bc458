import { describe, expect, it } from "vitest";
import type { ListingType } from "@/lib/enums";
import { type Party, subtotalWords } from "./price-words";

describe("subtotalWords", () => {
  it.each<[string, number | string, number, ListingType, Party | undefined, string]>([
    ["a stay", 450, 3, "ACCOMMODATION", undefined, "GH₵ 450 × 3 nights"],
    [
      "a stay keeps its nights whatever the party",
      "1250.50",
      1,
      "ACCOMMODATION",
      { unit: "PER_NIGHT", participants: 2 },
      "GH₵ 1,250.50 × 1 night",
    ],
    [
      "an activity per person",
      180,
      1,
      "ACTIVITY",
      { unit: "PER_PERSON", participants: 2 },
      "GH₵ 180 × 2 people",
    ],
    [
      "one person",
      180,
      1,
      "EXPERIENCE",
      { unit: "PER_PERSON", participants: 1 },
      "GH₵ 180 × 1 person",
    ],
    [
      "an activity per group",
      650,
      1,
      "ACTIVITY",
      { unit: "PER_GROUP", participants: 5 },
      "GH₵ 650 per group",
    ],
    [
      "an experience priced by the day",
      200,
      3,
      "EXPERIENCE",
      { unit: "PER_NIGHT", participants: 2 },
      "GH₵ 200 × 3 days",
    ],
  ])("%s", (_, price, nights, type, party, expected) => {
    expect(subtotalWords(price, nights, type, party)).toBe(expected);
  });
});
