// The listing form's values as it holds them (text inputs hold strings), the API body made
// of them, and the API's field errors in the admin's words.

import type { ApiIssue } from "@/components/api-client";
import {
  MAX_DURATION_DAYS,
  MAX_DURATION_HOURS,
  MAX_START_TIMES,
  soldByStart,
} from "@/lib/activity-starts";
import type { ListingType, PriceUnit, PropertyType } from "@/lib/enums";
import type { AdminListing } from "@/lib/server/admin/listings/admin-listing-view";

export interface AmenityOption {
  id: string;
  name: string;
  category: string;
}

/** The editable fields of a listing as the form holds them (text inputs hold strings). */
export interface ListingFormValues {
  type: ListingType;
  title: string;
  description: string;
  highlights: string;
  region: string;
  city: string;
  area: string;
  address: string;
  latitude: string;
  longitude: string;
  priceGHS: string;
  priceUnit: PriceUnit;
  propertyType: PropertyType | "";
  bedrooms: string;
  bathrooms: string;
  maxGuests: string;
  checkInTime: string;
  checkOutTime: string;
  /** An activity's or experience's start times, HH:MM ("" while a new one is not filled in). */
  startTimes: string[];
  durationDays: string;
  durationHours: string;
  amenityIds: string[];
  featured: boolean;
}

export const EMPTY_LISTING: ListingFormValues = {
  type: "ACCOMMODATION",
  title: "",
  description: "",
  highlights: "",
  region: "",
  city: "",
  area: "",
  address: "",
  latitude: "",
  longitude: "",
  priceGHS: "",
  priceUnit: "PER_NIGHT",
  propertyType: "",
  bedrooms: "0",
  bathrooms: "0",
  maxGuests: "2",
  checkInTime: "14:00",
  checkOutTime: "11:00",
  startTimes: [],
  durationDays: "1",
  durationHours: "",
  amenityIds: [],
  featured: false,
};

/** What the form edits of a saved listing (GET /api/admin/listings/{id}). */
export type SavedListing = Pick<
  AdminListing,
  | "type"
  | "title"
  | "description"
  | "highlights"
  | "region"
  | "city"
  | "area"
  | "address"
  | "latitude"
  | "longitude"
  | "priceGHS"
  | "priceUnit"
  | "propertyType"
  | "bedrooms"
  | "bathrooms"
  | "maxGuests"
  | "checkInTime"
  | "checkOutTime"
  | "startTimes"
  | "durationDays"
  | "durationHours"
  | "featured"
> & { amenities: Array<{ amenity: { id: string } }> };

/** The form's values of a saved listing. */
export function listingFormValues(listing: SavedListing): ListingFormValues {
  return {
    type: listing.type,
    title: listing.title,
    description: listing.description,
    highlights: listing.highlights.join("\n"),
    region: listing.region,
    city: listing.city,
    area: listing.area,
    address: listing.address,
    latitude: listing.latitude === null ? "" : String(listing.latitude),
    longitude: listing.longitude === null ? "" : String(listing.longitude),
    priceGHS: String(Number(listing.priceGHS)),
    priceUnit: listing.priceUnit,
    propertyType: listing.propertyType ?? "",
    bedrooms: String(listing.bedrooms),
    bathrooms: String(listing.bathrooms),
    maxGuests: String(listing.maxGuests),
    checkInTime: listing.checkInTime,
    checkOutTime: listing.checkOutTime,
    startTimes: [...listing.startTimes],
    durationDays: String(listing.durationDays),
    durationHours: listing.durationHours === null ? "" : String(listing.durationHours),
    amenityIds: listing.amenities.map(({ amenity }) => amenity.id),
    featured: listing.featured,
  };
}

export type FieldName = keyof ListingFormValues;

export const GHANA_REGIONS = [
  "Ahafo",
  "Ashanti",
  "Bono",
  "Bono East",
  "Central",
  "Eastern",
  "Greater Accra",
  "North East",
  "Northern",
  "Oti",
  "Savannah",
  "Upper East",
  "Upper West",
  "Volta",
  "Western",
  "Western North",
];

/** Friendly messages by field and the API's `constraint`; anything else shows the API's words. */
const MESSAGES: Partial<Record<FieldName, Partial<Record<string, string>>>> = {
  type: { default: "Choose what kind of listing this is." },
  title: {
    required: "Enter a title.",
    min: "Use at least 3 characters for the title.",
    max: "Use at most 120 characters for the title.",
  },
  description: {
    required: "Describe the listing.",
    min: "Write a description of at least 10 characters.",
    max: "Use at most 5,000 characters.",
  },
  highlights: {
    min: "Remove the empty highlight.",
    max: "Use at most 20 highlights of up to 200 characters each.",
  },
  region: { required: "Enter the region.", min: "Enter the region (at least 2 characters)." },
  city: { required: "Enter the city or town.", min: "Enter the city (at least 2 characters)." },
  area: { max: "Use at most 100 characters." },
  address: { max: "Use at most 300 characters." },
  latitude: {
    type: "Enter the latitude as a number, like 5.6037.",
    min: "Latitude is between −90 and 90.",
    max: "Latitude is between −90 and 90.",
  },
  longitude: {
    type: "Enter the longitude as a number, like -0.1870.",
    min: "Longitude is between −180 and 180.",
    max: "Longitude is between −180 and 180.",
  },
  priceGHS: {
    required: "Enter the price in cedis.",
    type: "Enter the price as a number, like 850 or 850.50.",
    min: "The price must be more than GH₵ 0.",
    max: "The price must be below GH₵ 1,000,000.",
    decimals: "Use at most two decimals (pesewas).",
  },
  bedrooms: {
    type: "Enter a whole number.",
    int: "Enter a whole number.",
    min: "Enter 0 or more.",
    max: "At most 50.",
  },
  bathrooms: {
    type: "Enter a whole number.",
    int: "Enter a whole number.",
    min: "Enter 0 or more.",
    max: "At most 50.",
  },
  maxGuests: {
    required: "Enter how many guests it takes.",
    type: "Enter a whole number.",
    int: "Enter a whole number.",
    min: "At least 1 guest.",
    max: "At most 100 guests.",
  },
  checkInTime: { default: "Use a time of day like 14:00." },
  checkOutTime: { default: "Use a time of day like 11:00." },
  startTimes: {
    regex: "Fill in every start time, like 09:00, or remove the empty one.",
    max: `Offer at most ${MAX_START_TIMES} start times.`,
    not_applicable: "Only activities and experiences have start times.",
  },
  durationDays: {
    required: "Enter how many days it lasts.",
    type: "Enter a whole number of days.",
    int: "Enter a whole number of days.",
    min: `From 1 to ${MAX_DURATION_DAYS} days.`,
    max: `From 1 to ${MAX_DURATION_DAYS} days.`,
    not_applicable: "Only activities and experiences have a length.",
  },
  durationHours: {
    type: "Enter a whole number of hours.",
    int: "Enter a whole number of hours.",
    min: `From 1 to ${MAX_DURATION_HOURS} hours, or leave it empty.`,
    max: `From 1 to ${MAX_DURATION_HOURS} hours, or leave it empty.`,
    one_day: "Hours are for a one-day activity: set the days to 1, or leave the hours empty.",
    not_applicable: "Only activities and experiences have a length.",
  },
  amenityIds: { unknown_amenity: "Some of these amenities no longer exist; reload the page." },
};

export function messageFor(field: FieldName, issue: ApiIssue): string {
  const messages = MESSAGES[field] ?? {};
  const text =
    messages[issue.constraint] ?? messages.default ?? issue.message ?? "Check this field.";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A number input's value for the API: a number, null when empty (if allowed), else the text. */
function numberOrText(
  value: string,
  emptyAs: null | undefined,
): number | string | null | undefined {
  const text = value.trim();
  if (text === "") return emptyAs;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/**
 * An activity's or experience's start times and length. A stay has none: the form hides them,
 * and they are sent empty only to clear them when a listing becomes a stay (changedBody).
 */
function saleTermsOf(values: ListingFormValues) {
  if (!soldByStart(values.type)) return { startTimes: [], durationDays: 1, durationHours: null };
  return {
    startTimes: values.startTimes.map((time) => time.trim()),
    durationDays: numberOrText(values.durationDays, undefined),
    durationHours: numberOrText(values.durationHours, null),
  };
}

function bodyOf(values: ListingFormValues): Record<string, unknown> {
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim(),
    highlights: values.highlights
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    region: values.region.trim(),
    city: values.city.trim(),
    area: values.area.trim(),
    address: values.address.trim(),
    latitude: numberOrText(values.latitude, null),
    longitude: numberOrText(values.longitude, null),
    priceGHS: numberOrText(values.priceGHS, undefined),
    priceUnit: values.priceUnit,
    propertyType: values.propertyType === "" ? null : values.propertyType,
    bedrooms: numberOrText(values.bedrooms, undefined),
    bathrooms: numberOrText(values.bathrooms, undefined),
    maxGuests: numberOrText(values.maxGuests, undefined),
    checkInTime: values.checkInTime.trim(),
    checkOutTime: values.checkOutTime.trim(),
    ...saleTermsOf(values),
    amenityIds: values.amenityIds,
    featured: values.featured,
  };
}

export function createBody(values: ListingFormValues): Record<string, unknown> {
  const body = bodyOf(values);
  // Blank required text is sent as missing, so the API says "required".
  for (const key of ["title", "description", "region", "city"]) {
    if (body[key] === "") delete body[key];
  }
  if (!soldByStart(values.type)) {
    for (const key of ["startTimes", "durationDays", "durationHours"]) delete body[key];
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** Only what changed since the last save. */
export function changedBody(
  values: ListingFormValues,
  saved: ListingFormValues,
): Record<string, unknown> {
  const now = bodyOf(values);
  const before = bodyOf(saved);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(now)) {
    const value = now[key] === undefined ? "" : now[key];
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes;
}
