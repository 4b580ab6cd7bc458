// Reading /listings search params into listing filters, forgivingly: a bad value is dropped
// with a friendly note instead of failing the whole page.

import { MAX_STAY_NIGHTS } from "@/lib/dates";
import { listListingsQuery } from "@/lib/schemas/catalog";
import { validationDetails } from "@/lib/schemas/validation-details";
import type { QueryParams } from "./listing-query";

export type ParsedListingQuery = ReturnType<typeof listListingsQuery.parse>;

export interface ForgivingParse {
  query: ParsedListingQuery;
  /** The params that were actually applied (dropped ones removed). */
  applied: QueryParams;
  /** Friendly notes about the values that could not be used. */
  notes: string[];
}

const STAY_NOTES: Record<string, string> = {
  required: "Choose both a check-in and a check-out date to see prices for your stay.",
  not_in_past: "Check-in can't be in the past, so your dates were left out.",
  date_after: "Check-out must be after check-in, so your dates were left out.",
  max_nights: `A stay can be at most ${MAX_STAY_NIGHTS} nights, so your dates were left out.`,
  date: "Those dates are not real calendar dates, so they were left out.",
};

function noteFor(field: string, constraint: string): string {
  switch (field) {
    case "checkIn":
    case "checkOut":
      return STAY_NOTES[constraint] ?? STAY_NOTES.date ?? "";
    case "minPrice":
      return "The minimum price must be an amount in cedis, like 300.";
    case "maxPrice":
      return constraint === "min_price"
        ? "The maximum price was below the minimum price, so it was left out."
        : "The maximum price must be an amount in cedis, like 1500.";
    case "bedrooms":
      return "Bedrooms must be a whole number.";
    case "guests":
      return "Guests must be a whole number from 1 to 100.";
    case "amenities":
      return "Some amenities were not recognised, so that filter was left out.";
    case "bbox":
      return "The map area could not be read, so listings everywhere are shown.";
    case "type":
      return "That kind of listing does not exist, so all kinds are shown.";
    case "sort":
      return "That sort order does not exist, so the newest listings come first.";
    case "page":
      return "That page number was not valid, so the first page is shown.";
    default:
      return `The ${field} filter could not be used.`;
  }
}

/** Fields dropped together when one of them is wrong. */
function fieldsToDrop(field: string): string[] {
  return field === "checkIn" || field === "checkOut" ? ["checkIn", "checkOut"] : [field];
}

/**
 * Parses /listings params with the API's own schema. Invalid values are dropped (with a note)
 * and the rest parsed again, so one bad field never hides the whole page.
 */
export function parseListingParams(params: QueryParams): ForgivingParse {
  const applied: QueryParams = { ...params };
  const notes: string[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const result = listListingsQuery.safeParse(applied);
    if (result.success) return { query: result.data, applied, notes };
    const { issues } = validationDetails(result.error);
    let dropped = false;
    for (const issue of issues) {
      const note = noteFor(issue.field, issue.constraint);
      if (!notes.includes(note)) notes.push(note);
      for (const key of fieldsToDrop(issue.field)) {
        if (key in applied) {
          delete applied[key];
          dropped = true;
        }
      }
    }
    if (!dropped) break;
  }
  // Unreachable in practice: every field is optional, so an empty query always parses.
  return { query: listListingsQuery.parse({}), applied: {}, notes };
}
