import { isCuid } from "@paralleldrive/cuid2";
import { describe, expect, it } from "vitest";
import { createId } from "./ids";

describe("createId", () => {
  it("makes 24-character CUID2s that begin with a letter", () => {
    for (const id of Array.from({ length: 1000 }, createId)) {
      expect(id).toMatch(/^[a-z][0-9a-z]{23}$/);
      expect(isCuid(id)).toBe(true);
    }
  });

  it("never repeats itself over many ids", () => {
    const ids = Array.from({ length: 20_000 }, createId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("spreads the first letter over the alphabet (the random source is used)", () => {
    const firstLetters = new Set(Array.from({ length: 2000 }, () => createId()[0]));
    expect(firstLetters.size).toBe(26);
  });
});
