import { describe, expect, it } from "vitest";
import { listingSlug, randomSlugSuffix, withSuffix } from "./slug";

function bytesSource(bytes: number[]): (n: number) => Uint8Array {
  let next = 0;
  return (n) => {
    const out = Uint8Array.from(bytes.slice(next, next + n));
    next += n;
    return out;
  };
}

describe("listingSlug: the words of a title", () => {
  it.each<[string, string]>([
    ["Luxury Villa in East Legon", "luxury-villa-in-east-legon"],
    ["  Hello   World  ", "hello-world"],
    ["Café Crème", "cafe-creme"],
    ["ÀÉÎÕÜ", "aeiou"],
    ["Kofi's Beach House", "kofis-beach-house"],
    ["Kofi’s Place", "kofis-place"],
    ["Bed & Breakfast", "bed-and-breakfast"],
    ["Bed&Breakfast", "bed-and-breakfast"],
    ["Ɔsu Beach Lodge", "osu-beach-lodge"],
    ["Ɛkumfi Straße", "ekumfi-strasse"],
    ["Villa #1 — Sea View!!!", "villa-1-sea-view"],
    ["2 Bedroom Apt.", "2-bedroom-apt"],
    ["ﬁne Stay", "fine-stay"],
    ["under_score/slash", "under-score-slash"],
    ["---", "listing"],
    ["!!!", "listing"],
    ["日本", "listing"],
    ["", "listing"],
    ["a".repeat(100), "a".repeat(80)],
    ["word ".repeat(20), `${"word-".repeat(15)}word`],
    [`${"a".repeat(79)} b c`, "a".repeat(79)],
  ])('listingSlug(%j, "") = %j', (text, expected) => {
    expect(listingSlug(text, "")).toBe(expected);
  });
});

describe("listingSlug", () => {
  it.each<[string, string, string]>([
    ["Villa in Accra", "Accra", "villa-in-accra"],
    ["Villa in Accra", "accra", "villa-in-accra"],
    ["Beach House", "Accra", "beach-house-accra"],
    ["Beach House", "Cape Coast", "beach-house-cape-coast"],
    ["Villa in Cape Coast", "Cape Coast", "villa-in-cape-coast"],
    ["Cape Coast Castle View", "Cape Coast", "cape-coast-castle-view-cape-coast"],
    ["Villa Tema", "Ma", "villa-tema-ma"],
    ["Accra", "Accra", "accra"],
    ["Kofi's Place", "Kumasi", "kofis-place-kumasi"],
    ["Lodge", "", "lodge"],
    ["!!!", "Accra", "accra"],
    ["", "", "listing"],
    ["a".repeat(100), "Accra", "a".repeat(80)],
  ])("listingSlug(%j, %j) = %j", (title, city, expected) => {
    expect(listingSlug(title, city)).toBe(expected);
  });
});

describe("withSuffix", () => {
  it.each<[string, string, string]>([
    ["beach-house-accra", "x7k2", "beach-house-accra-x7k2"],
    ["a".repeat(80), "x7k2", `${"a".repeat(75)}-x7k2`],
    [`${"word-".repeat(15)}word`, "ab12", `${"word-".repeat(14)}word-ab12`],
    ["a".repeat(75), "x7k2", `${"a".repeat(75)}-x7k2`],
    ["", "ab12", "ab12"],
  ])("withSuffix(%j, %j)", (slug, suffix, expected) => {
    const result = withSuffix(slug, suffix);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(80);
  });
});

describe("randomSlugSuffix", () => {
  it.each<[number[], string]>([
    [[0, 10, 35, 36], "0az0"],
    [[1, 2, 3, 251], "123z"],
    // 252…255 would bias the first four characters: they are rejected.
    [[252, 255, 1, 2, 3, 251], "123z"],
  ])("bytes %j → %s", (bytes, expected) => {
    expect(randomSlugSuffix(bytesSource(bytes))).toBe(expected);
  });

  it("is four lower-case base-36 characters by default", () => {
    const suffixes = Array.from({ length: 200 }, () => randomSlugSuffix());
    for (const s of suffixes) expect(s).toMatch(/^[0-9a-z]{4}$/);
    expect(new Set(suffixes).size).toBeGreaterThan(190);
  });
});
