import { describe, expect, it } from "vitest";
import { isSearchTerm, searchTerms } from "./search-query";

describe("searchTerms", () => {
  it.each<[string, string[]]>([
    ["Accra", ["accra"]],
    ["labadi bea", ["labadi", "bea"]],
    ["  Cape   Coast  ", ["cape", "coast"]],
    ["Kumasi's market!", ["kumasi", "s", "market"]],
    ["Ɔsu", ["ɔsu"]],
    ["Wli Falls 2026", ["wli", "falls", "2026"]],
    ["ＡＣＣＲＡ", ["accra"]],
    // Query syntax is not a word: nothing typed can change the tsquery's shape.
    ["beach & ! | :* ( ) <->", ["beach"]],
    ["'; drop table listings; --", ["drop", "table", "listings"]],
    ["", []],
    ["!!! ???", []],
    ["a b c d e f g h i j", ["a", "b", "c", "d", "e", "f", "g", "h"]],
  ])("%j → %j", (text, expected) => {
    expect(searchTerms(text)).toEqual(expected);
  });
});

describe("isSearchTerm", () => {
  it.each([
    ["accra", true],
    ["ɔsu", true],
    ["2026", true],
    ["a:*", false],
    ["a b", false],
    ["", false],
    ["x|y", false],
  ])("%j → %s", (word, expected) => {
    expect(isSearchTerm(word)).toBe(expected);
  });
});
