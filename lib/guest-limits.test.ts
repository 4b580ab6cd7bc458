import { describe, expect, it } from "vitest";
import { fitsCapacity, MAX_ADULTS, MAX_CHILDREN, maxAdults, maxChildren } from "./guest-limits";

describe("maxAdults", () => {
  it.each<[number, number | undefined, number]>([
    [4, undefined, 4],
    [4, 0, 4],
    [4, 1, 3],
    [4, 3, 1],
    [1, 0, 1],
    [100, 0, MAX_ADULTS],
    [100, 90, 10],
  ])("a listing for %i with %s children: at most %i adults", (capacity, children, expected) => {
    expect(maxAdults(capacity, children)).toBe(expected);
  });
});

describe("maxChildren", () => {
  it.each<[number, number | undefined, number]>([
    [4, undefined, 3],
    [4, 1, 3],
    [4, 3, 1],
    [4, 4, 0],
    [1, 1, 0],
    [2, 5, 0],
    [100, 1, MAX_CHILDREN],
  ])("a listing for %i with %s adults: at most %i children", (capacity, adults, expected) => {
    expect(maxChildren(capacity, adults)).toBe(expected);
  });
});

describe("fitsCapacity", () => {
  it.each<[number, number, number, boolean]>([
    [2, 0, 2, true],
    [1, 1, 2, true],
    [2, 1, 2, false],
    [3, 0, 2, false],
    [1, 0, 1, true],
  ])("%i adults and %i children at a listing for %i: %s", (adults, children, capacity, fits) => {
    expect(fitsCapacity({ adults, children }, capacity)).toBe(fits);
  });
});
