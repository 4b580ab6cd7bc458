import { describe, expect, it } from "vitest";
import { editDistance, isNearMiss, typoAllowance } from "./spelling";

describe("editDistance", () => {
  it.each<[string, string, number]>([
    ["", "", 0],
    ["accra", "accra", 0],
    ["", "abc", 3],
    ["abc", "", 3],
    ["cost", "coast", 1],
    ["acra", "accra", 1],
    ["kumassi", "kumasi", 1],
    ["acrca", "accra", 1],
    ["teh", "the", 1],
    ["cape cost", "cape coast", 1],
    ["kitten", "sitting", 3],
    ["ho", "wli", 3],
  ])("%j → %j is %i", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe("typoAllowance", () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [20, 2],
  ])("%i letters → %i", (length, expected) => {
    expect(typoAllowance(length)).toBe(expected);
  });
});

describe("isNearMiss", () => {
  it.each<[string, string, boolean]>([
    ["cost", "coast", true],
    ["acra", "accra", true],
    ["kumassi", "kumasi", true],
    ["kumsi", "kumasi", true],
    ["koforidau", "koforidua", true],
    // The same word is a match, not a miss.
    ["coast", "coast", false],
    // Short words are not corrected: "ho" and "wli" are real places.
    ["ha", "ho", false],
    ["wla", "wli", false],
    ["beach", "bench", true],
    ["beach", "beyin", false],
    ["cost", "host", true],
    ["cost", "castle", false],
  ])("%j ~ %j: %s", (typed, known, expected) => {
    expect(isNearMiss(typed, known)).toBe(expected);
  });
});
