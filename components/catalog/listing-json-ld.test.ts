import { describe, expect, it } from "vitest";
import type { ListingType } from "@/lib/enums";
import type { ListingDetail } from "@/lib/server/catalog/get-listing";
import { listingJsonLd } from "./listing-json-ld";

const listing = (fields: Partial<ListingDetail>): ListingDetail => ({
  id: "l1",
  type: "ACCOMMODATION",
  status: "PUBLISHED",
  title: "Osu Garden Guesthouse",
  slug: "osu-garden-guesthouse-accra",
  description: "A quiet garden in Osu.",
  highlights: [],
  region: "Greater Accra",
  city: "Accra",
  area: "Osu",
  address: "12 Garden Lane",
  latitude: null,
  longitude: null,
  priceGHS: "450.00",
  priceUSD: "30.00",
  priceUnit: "PER_NIGHT",
  propertyType: "GUESTHOUSE",
  bedrooms: 1,
  bathrooms: 1,
  maxGuests: 2,
  checkInTime: "14:00",
  checkOutTime: "11:00",
  durationDays: 1,
  durationHours: null,
  startTimes: [],
  featured: false,
  viewCount: 0,
  bookingCount: 0,
  ratingAverage: null,
  ratingCount: 0,
  images: [],
  amenities: [],
  createdAt: new Date("2026-01-01T00:00:00Z"),
  publishedAt: null,
  ...fields,
});

const rated = {
  "@type": "AggregateRating",
  ratingValue: 4.7,
  reviewCount: 12,
  bestRating: 5,
  worstRating: 1,
};

describe("the listing's JSON-LD rating", () => {
  it.each<[ListingType, number | null, number, object | undefined]>([
    ["ACCOMMODATION", 4.7, 12, rated],
    ["ACCOMMODATION", null, 0, undefined],
    // schema.org rates places: a TouristTrip has no aggregateRating.
    ["ACTIVITY", 4.7, 12, undefined],
    ["EXPERIENCE", 4.7, 12, undefined],
  ])("a %s rated %s from %s reviews", (type, ratingAverage, ratingCount, rating) => {
    const data = listingJsonLd(listing({ type, ratingAverage, ratingCount }), "https://a.example");
    expect(data.aggregateRating).toEqual(rating);
    // JSON leaves an absent rating out altogether.
    expect("aggregateRating" in JSON.parse(JSON.stringify(data))).toBe(rating !== undefined);
  });
});
