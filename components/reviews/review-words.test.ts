import { describe, expect, it } from "vitest";
import {
  excerptOf,
  type ListingRatingWords,
  listingRatingWords,
  starChoice,
  starsSpoken,
  stayedIn,
} from "./review-words";

describe("listingRatingWords", () => {
  it.each<[number | null, number, ListingRatingWords]>([
    [
      4.7,
      12,
      {
        rated: true,
        average: "4.7",
        count: "(12)",
        reviews: "12 reviews",
        spoken: "Rated 4.7 out of 5 from 12 reviews",
      },
    ],
    [
      5,
      1,
      {
        rated: true,
        average: "5.0",
        count: "(1)",
        reviews: "1 review",
        spoken: "Rated 5.0 out of 5 from 1 review",
      },
    ],
    [
      3.9,
      1250,
      {
        rated: true,
        average: "3.9",
        count: "(1,250)",
        reviews: "1,250 reviews",
        spoken: "Rated 3.9 out of 5 from 1,250 reviews",
      },
    ],
    [null, 0, { rated: false, shown: "New", spoken: "New: no reviews yet" }],
    // Every review hidden: the listing reads as new again.
    [4, 0, { rated: false, shown: "New", spoken: "New: no reviews yet" }],
  ])("an average of %s from %s reviews", (average, count, words) => {
    expect(listingRatingWords(average, count)).toEqual(words);
  });
});

describe("one review's stars", () => {
  it.each([
    [1, "1 star", "Rated 1 out of 5"],
    [4, "4 stars", "Rated 4 out of 5"],
    [5, "5 stars", "Rated 5 out of 5"],
  ])("%s: the form's choice %s, read out %s", (stars, choice, spoken) => {
    expect(starChoice(stars)).toBe(choice);
    expect(starsSpoken(stars)).toBe(spoken);
  });
});

describe("stayedIn", () => {
  it.each([
    ["2026-11", "Stayed in November 2026"],
    ["2027-01", "Stayed in January 2027"],
    ["2026-09", "Stayed in September 2026"],
  ])("%s reads %s", (month, words) => {
    expect(stayedIn(month)).toBe(words);
  });
});

describe("excerptOf", () => {
  it.each([
    ["Short and sweet.", 40, "Short and sweet."],
    ["Lovely rooms and a   warm\n\nwelcome", 40, "Lovely rooms and a warm welcome"],
    ["Lovely rooms and a warm welcome from Kofi", 20, "Lovely rooms and a…"],
    ["Lovely rooms, and a warm welcome", 13, "Lovely rooms…"],
    ["Akwaabaaaaaaaaaaaaaaaaaaaaa", 10, "Akwaabaaaa…"],
  ])("%j cut at %s reads %j", (text, length, excerpt) => {
    expect(excerptOf(text, length)).toBe(excerpt);
  });
});
