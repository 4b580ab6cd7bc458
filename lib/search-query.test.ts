import { describe, expect, it } from "vitest";
import { isSearchTerm, prefixTsQuery, searchTerms } from "./search-query";

describe("prefixTsQuery", () => {
  it.each([
    ["Accra", "accra:*"],
    ["labadi bea", "labadi:* & bea:*"],
    ["  Cape   Coast  ", "cape:* & coast:*"],
    ["Kumasi's market!", "kumasi:* & s:* & market:*"],
    ["Ɔsu", "ɔsu:*"],
    ["beach & ! | :* ( ) <->", "beach:*"],
    ["'; drop table listings; --", "drop:* & table:* & listings:*"],
    ["", null],
    ["!!! ???", null],
    ["a b c d e f g h i j", "a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*"],
  ])("%j → %j", (text, expected) => {
    expect(prefixTsQuery(text)).toBe(expected);
  });
});

describe("searchTerms", () => {
  it.each([
    ["Wli Falls 2026", ["wli", "falls", "2026"]],
    ["ＡＣＣＲＡ", ["accra"]],
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
