import { describe, expect, it } from "vitest";
import { type ListingDraft, missingForReview } from "./listing-readiness";

const ready: ListingDraft = {
  description: "A calm two-bedroom apartment near the Ridge hospital, with a shaded garden.",
  address: "12 Ridge Road",
  latitude: 5.56,
  longitude: -0.2,
  photos: 3,
  amenities: 2,
};

describe("missingForReview", () => {
  it.each<[string, Partial<ListingDraft>, string[]]>([
    ["a complete listing", {}, []],
    ["no photos", { photos: 0 }, ["images: 3 more photos (at least 3)"]],
    ["two photos", { photos: 2 }, ["images: 1 more photo (at least 3)"]],
    [
      "a short description",
      { description: "Nice." },
      ["description: a description of at least 50 characters"],
    ],
    ["blank address", { address: "   " }, ["address: the street address"]],
    [
      "no map position",
      { longitude: null },
      ["location: where it is on the map (latitude and longitude)"],
    ],
    ["no amenity", { amenities: 0 }, ["amenityIds: at least one amenity or inclusion"]],
    [
      "everything missing, in the editor's order",
      { description: "", address: "", latitude: null, longitude: null, photos: 0, amenities: 0 },
      [
        "description: a description of at least 50 characters",
        "address: the street address",
        "location: where it is on the map (latitude and longitude)",
        "amenityIds: at least one amenity or inclusion",
        "images: 3 more photos (at least 3)",
      ],
    ],
  ])("%s", (_case, change, missing) => {
    expect(
      missingForReview({ ...ready, ...change }).map((item) => `${item.field}: ${item.message}`),
    ).toEqual(missing);
  });
});
