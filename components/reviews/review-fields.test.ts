import { describe, expect, it } from "vitest";
import {
  lengthWords,
  type ReviewDraft,
  replyProblems,
  reviewProblems,
  textLength,
} from "./review-fields";

const allStars = { rating: 5, cleanliness: 4, accuracy: 5, location: 3, value: 4 };
const twenty = "Lovely place to stay";

describe("reviewProblems", () => {
  it.each<[string, ReviewDraft, Record<string, string>]>([
    ["every group rated, 20 characters", { ratings: allStars, text: twenty }, {}],
    ["2,000 characters", { ratings: allStars, text: "a".repeat(2000) }, {}],
    [
      "nothing chosen, nothing written",
      { ratings: {}, text: "" },
      {
        rating: "Choose from 1 to 5 stars.",
        cleanliness: "Choose from 1 to 5 stars.",
        accuracy: "Choose from 1 to 5 stars.",
        location: "Choose from 1 to 5 stars.",
        value: "Choose from 1 to 5 stars.",
        text: "Write at least 20 characters.",
      },
    ],
    [
      "one group left out",
      { ratings: { ...allStars, location: undefined }, text: twenty },
      { location: "Choose from 1 to 5 stars." },
    ],
    [
      "19 characters once trimmed",
      { ratings: allStars, text: `   ${twenty.slice(1)}   ` },
      { text: "Write at least 20 characters." },
    ],
    [
      "2,001 characters",
      { ratings: allStars, text: "a".repeat(2001) },
      { text: "Keep it to 2,000 characters at most." },
    ],
  ])("%s", (_, draft, problems) => {
    expect(reviewProblems(draft)).toEqual(problems);
  });
});

describe("replyProblems", () => {
  it.each<[string, Record<string, string>]>([
    ["Thank you!", {}],
    ["Ok", {}],
    [" a ", { text: "Write at least 2 characters." }],
    ["a".repeat(1001), { text: "Keep it to 1,000 characters at most." }],
  ])("%j", (text, problems) => {
    expect(replyProblems(text)).toEqual(problems);
  });
});

describe("the length as the API counts it", () => {
  it.each([
    ["", 0, "0 of 2,000 characters"],
    ["  Akwaaba  ", 7, "7 of 2,000 characters"],
    ["a".repeat(1999), 1999, "1,999 of 2,000 characters"],
  ])("%j", (text, length, words) => {
    expect(textLength(text)).toBe(length);
    expect(lengthWords(text, { min: 20, max: 2000 })).toBe(words);
  });
});
