import { describe, expect, it } from "vitest";
import {
  changedBody,
  createBody,
  EMPTY_LISTING,
  type FieldName,
  type ListingFormValues,
  listingFormValues,
  messageFor,
  type SavedListing,
} from "./listing-values";

const lodge: SavedListing = {
  type: "ACCOMMODATION",
  title: "Lagoon Lodge",
  description: "Four rooms on the Benya lagoon.",
  highlights: ["Sunset deck", "Breakfast"],
  region: "Central",
  city: "Elmina",
  area: "",
  address: "1 Lagoon Road",
  latitude: 5.08,
  longitude: null,
  priceGHS: "620.50",
  priceUnit: "PER_NIGHT",
  propertyType: "GUESTHOUSE",
  bedrooms: 4,
  bathrooms: 2,
  maxGuests: 8,
  checkInTime: "14:00",
  checkOutTime: "11:00",
  startTimes: [],
  durationDays: 1,
  durationHours: null,
  featured: false,
  amenities: [{ amenity: { id: "wifi" } }],
};

const walk: SavedListing = {
  ...lodge,
  type: "ACTIVITY",
  title: "Canopy Walk",
  priceGHS: "180.00",
  priceUnit: "PER_PERSON",
  propertyType: null,
  bedrooms: 0,
  bathrooms: 0,
  maxGuests: 15,
  startTimes: ["07:00", "10:00"],
  durationHours: 3,
};

const lodgeValues = listingFormValues(lodge);
const walkValues = listingFormValues(walk);

describe("listingFormValues", () => {
  it.each<[string, SavedListing, Partial<ListingFormValues>]>([
    [
      "a stay",
      lodge,
      {
        highlights: "Sunset deck\nBreakfast",
        latitude: "5.08",
        longitude: "",
        priceGHS: "620.5",
        propertyType: "GUESTHOUSE",
        maxGuests: "8",
        startTimes: [],
        durationDays: "1",
        durationHours: "",
        amenityIds: ["wifi"],
      },
    ],
    [
      "an activity at two starts, three hours long",
      walk,
      {
        priceGHS: "180",
        propertyType: "",
        maxGuests: "15",
        startTimes: ["07:00", "10:00"],
        durationDays: "1",
        durationHours: "3",
      },
    ],
    [
      "a three-day experience any time",
      { ...walk, type: "EXPERIENCE", startTimes: [], durationDays: 3, durationHours: null },
      { type: "EXPERIENCE", startTimes: [], durationDays: "3", durationHours: "" },
    ],
  ])("%s", (_case, listing, values) => {
    expect(listingFormValues(listing)).toMatchObject(values);
  });
});

const terms = (body: Record<string, unknown>) => ({
  startTimes: body.startTimes,
  durationDays: body.durationDays,
  durationHours: body.durationHours,
});

describe("createBody: start times and length", () => {
  const activity: ListingFormValues = { ...EMPTY_LISTING, type: "ACTIVITY" };
  it.each<[string, ListingFormValues, ReturnType<typeof terms>]>([
    [
      "a stay sends none",
      { ...EMPTY_LISTING, startTimes: ["09:00"], durationHours: "3" },
      { startTimes: undefined, durationDays: undefined, durationHours: undefined },
    ],
    [
      "an activity sends its starts and hours",
      { ...activity, startTimes: ["09:00", "14:00"], durationHours: "3" },
      { startTimes: ["09:00", "14:00"], durationDays: 1, durationHours: 3 },
    ],
    [
      "an activity any time, of unsaid hours",
      activity,
      { startTimes: [], durationDays: 1, durationHours: null },
    ],
    [
      "empty days are left to the API's default, an unfilled start to its judgement",
      { ...activity, type: "EXPERIENCE", startTimes: ["09:00", " "], durationDays: " " },
      { startTimes: ["09:00", ""], durationDays: undefined, durationHours: null },
    ],
    [
      "what is not a number is sent as typed, for the API to refuse",
      { ...activity, durationDays: "3", durationHours: "two" },
      { startTimes: [], durationDays: 3, durationHours: "two" },
    ],
  ])("%s", (_case, values, expected) => {
    expect(terms(createBody(values))).toEqual(expected);
  });
});

describe("changedBody: start times and length", () => {
  it.each<[string, ListingFormValues, ListingFormValues, Record<string, unknown>]>([
    ["an unchanged stay", lodgeValues, lodgeValues, {}],
    [
      "a stay whose hidden fields changed sends nothing of them",
      { ...lodgeValues, startTimes: ["09:00"], durationDays: "2" },
      lodgeValues,
      {},
    ],
    ["an unchanged activity", walkValues, walkValues, {}],
    [
      "a start added",
      { ...walkValues, startTimes: ["07:00", "10:00", "14:00"] },
      walkValues,
      { startTimes: ["07:00", "10:00", "14:00"] },
    ],
    [
      "the hours cleared",
      { ...walkValues, durationHours: "" },
      walkValues,
      { durationHours: null },
    ],
    ["the days cleared", { ...walkValues, durationDays: "" }, walkValues, { durationDays: "" }],
    [
      "an activity becoming a stay clears its starts and length",
      { ...walkValues, type: "ACCOMMODATION" },
      walkValues,
      { type: "ACCOMMODATION", startTimes: [], durationHours: null },
    ],
    [
      "a stay becoming an activity sends its starts",
      { ...lodgeValues, type: "ACTIVITY", startTimes: ["09:00"], durationHours: "2" },
      lodgeValues,
      { type: "ACTIVITY", startTimes: ["09:00"], durationHours: 2 },
    ],
  ])("%s", (_case, values, saved, changes) => {
    expect(changedBody(values, saved)).toEqual(changes);
  });
});

describe("messageFor: the API's refusals of start times and length", () => {
  it.each<[FieldName, string, string]>([
    [
      "durationHours",
      "one_day",
      "Hours are for a one-day activity: set the days to 1, or leave the hours empty.",
    ],
    ["durationHours", "max", "From 1 to 12 hours, or leave it empty."],
    ["durationDays", "max", "From 1 to 30 days."],
    ["startTimes", "regex", "Fill in every start time, like 09:00, or remove the empty one."],
    ["startTimes", "max", "Offer at most 12 start times."],
    ["startTimes", "not_applicable", "Only activities and experiences have start times."],
  ])("%s %s: %s", (field, constraint, text) => {
    expect(messageFor(field, { field, constraint })).toBe(text);
  });
});
