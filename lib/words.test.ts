import { describe, expect, it } from "vitest";
import { guestWords, plural, stayLength } from "./words";

describe("words", () => {
  it.each([
    [1, 0, "1 adult"],
    [2, 1, "2 adults, 1 child"],
    [2, 3, "2 adults, 3 children"],
  ])("guestWords(%i, %i) = %s", (adults, children, text) => {
    expect(guestWords(adults, children)).toBe(text);
  });

  it("counts nights for a stay and days for an activity, grouping thousands", () => {
    expect(stayLength("ACCOMMODATION", 1)).toBe("1 night");
    expect(stayLength("ACTIVITY", 3)).toBe("3 days");
    expect(plural(1200, "night")).toBe("1,200 nights");
  });
});
