import { describe, expect, it } from "vitest";
import { aggregateRating } from "./aggregate-rating";

describe("aggregateRating", () => {
  it.each<[number | null, number, object | undefined]>([
    [
      4.7,
      12,
      {
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    ],
    [
      1,
      1,
      { "@type": "AggregateRating", ratingValue: 1, reviewCount: 1, bestRating: 5, worstRating: 1 },
    ],
    [null, 0, undefined],
    // Its only review hidden: the count is what the listing keeps, and it is nought.
    [3, 0, undefined],
  ])("an average of %s from %s reviews", (ratingAverage, ratingCount, rating) => {
    expect(aggregateRating({ ratingAverage, ratingCount })).toEqual(rating);
  });
});
