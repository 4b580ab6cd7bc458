import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, type ListingStatus } from "./enums";
import { canTransitionListing, LISTING_TRANSITIONS } from "./listing-transitions";

// The allowed pairs, written out independently of the table under test.
const LISTING_ALLOWED = [
  "DRAFT>PENDING_REVIEW",
  "DRAFT>PUBLISHED",
  "DRAFT>ARCHIVED",
  "PENDING_REVIEW>DRAFT",
  "PENDING_REVIEW>PUBLISHED",
  "PENDING_REVIEW>ARCHIVED",
  "PUBLISHED>DRAFT",
  "PUBLISHED>ARCHIVED",
  "ARCHIVED>DRAFT",
];

const allPairs = LISTING_STATUSES.flatMap((from) =>
  LISTING_STATUSES.map(
    (to) =>
      [from, to, LISTING_ALLOWED.includes(`${from}>${to}`)] as [
        ListingStatus,
        ListingStatus,
        boolean,
      ],
  ),
);

it("the table covers every status", () => {
  expect(Object.keys(LISTING_TRANSITIONS).sort()).toEqual([...LISTING_STATUSES].sort());
});

describe("LISTING_TRANSITIONS, every pair", () => {
  it.each(allPairs)("%s → %s allowed: %s", (from, to, ok) => {
    expect(canTransitionListing(from, to)).toBe(ok);
    expect(LISTING_TRANSITIONS[from].includes(to)).toBe(ok);
  });
});
