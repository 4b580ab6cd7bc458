import { getDb } from "@/db/client";
import type { PageRequest } from "@/lib/api/pagination";
import type { ListingSort } from "@/lib/schemas/catalog";
import { searchTerms } from "@/lib/search-query";
import { cachedCatalogRead } from "../cache/catalog-reads";
import { type FeaturedListingsOptions, featuredListings } from "./featured-listings";
import { listDestinations } from "./list-destinations";
import { type ListingFilters, listListings } from "./list-listings";
import { type SearchInput, searchListings } from "./search-listings";

// The public catalogue reads every visitor repeats, on the process's database, remembered for
// CATALOG_CACHE_SECONDS and forgotten when a listing changes (cache/catalog-reads.ts).

export const cachedFeaturedListings = (options: FeaturedListingsOptions = {}) =>
  cachedCatalogRead(`featured:${options.type ?? ""}:${options.limit ?? ""}`, () =>
    featuredListings(getDb(), options),
  );

export const cachedDestinations = () =>
  cachedCatalogRead("destinations", () => listDestinations(getDb()));

/** Keyed by the words searched for, so "Beach" and " beach" share one entry. */
export const cachedSearch = (input: SearchInput) =>
  cachedCatalogRead(
    `search:${input.type ?? ""}:${input.limit}:${searchTerms(input.q).join(" ")}`,
    () => searchListings(getDb(), input),
  );

/** The same filters always give the same key, whatever the order of fields and amenities. */
function filtersKey(filters: ListingFilters): string {
  const fields = Object.entries({ ...filters, amenities: filters.amenities?.toSorted() })
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

/**
 * Without dates a listing list reads only the catalogue and is remembered like a search; with
 * dates it reads the live holds, which change with every booking, so it is always read afresh.
 */
export const listIsRemembered = (filters: ListingFilters) => !filters.checkIn && !filters.checkOut;

export const cachedListListings = (
  filters: ListingFilters,
  sort: ListingSort,
  page: PageRequest,
) =>
  !listIsRemembered(filters)
    ? listListings(getDb(), filters, sort, page)
    : cachedCatalogRead(
        `listings:${sort}:${page.offset}:${page.limit}:${filtersKey(filters)}`,
        () => listListings(getDb(), filters, sort, page),
      );
