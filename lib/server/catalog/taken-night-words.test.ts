import { describe, expect, it } from "vitest";
import { nightWordMasks } from "./taken-night-words";

describe("nightWordMasks", () => {
  it("puts night d (days after 2000-01-01) at bit d & 63 of word d >> 6", () => {
    expect(nightWordMasks("2000-01-01", "2000-01-02")).toEqual([{ word: 0, mask: "1" }]);
    // 2026-12-01 is day 9831: word 153, bit 39; three nights are bits 39–41.
    expect(nightWordMasks("2026-12-01", "2026-12-04")).toEqual([
      { word: 153, mask: String(7n << 39n) },
    ]);
  });

  it("writes bit 63 as PostgreSQL's bigint holds it (negative) and splits ranges by word", () => {
    // Day 63 is the last bit of word 0; day 64 the first of word 1.
    expect(nightWordMasks("2000-03-04", "2000-03-06")).toEqual([
      { word: 0, mask: String(-(2n ** 63n)) },
      { word: 1, mask: "1" },
    ]);
    const long = nightWordMasks("2026-12-01", "2027-12-01");
    expect(long.map(({ word }) => word)).toEqual([153, 154, 155, 156, 157, 158, 159]);
    expect(long[1]?.mask).toBe("-1");
  });

  it("counts nights before 2000 from negative words, and an empty range has none", () => {
    expect(nightWordMasks("1999-12-31", "2000-01-01")).toEqual([
      { word: -1, mask: String(-(2n ** 63n)) },
    ]);
    expect(nightWordMasks("2026-12-04", "2026-12-04")).toEqual([]);
  });
});
