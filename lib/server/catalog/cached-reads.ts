import type { Database } from "@/db/client";
import { searchTerms } from "@/lib/search-query";
import { type CachedCatalogReadParams, cachedCatalogRead } from "../cache/catalog-reads";
import { type FeaturedListingsParams, featuredListings } from "./featured-listings";
import { type ListDestinationsParams, listDestinations } from "./list-destinations";
import { type ListListingsParams, listListings } from "./list-listings";
import type { ListingFilters } from "./listing-filters";
import { type SearchListingsParams, searchListings } from "./search-listings";

// The public catalogue reads every visitor repeats, remembered for `maxAgeSeconds`
// (CATALOG_CACHE_SECONDS) and forgotten when a listing changes (cache/catalog-reads.ts). An
// answer is remembered for the process: every caller passes the process's database and app URL.

type CacheAge = Pick<CachedCatalogReadParams, "maxAgeSeconds">;

export type CachedFeaturedListingsParams = FeaturedListingsParams & CacheAge;

export const cachedFeaturedListings = (
  db: Database,
  { maxAgeSeconds, ...params }: CachedFeaturedListingsParams,
) =>
  cachedCatalogRead(
    { key: `featured:${params.type ?? ""}:${params.limit ?? ""}`, maxAgeSeconds },
    () => featuredListings(db, params),
  );

export type CachedDestinationsParams = ListDestinationsParams & CacheAge;

export const cachedDestinations = (
  db: Database,
  { maxAgeSeconds, ...params }: CachedDestinationsParams,
) => cachedCatalogRead({ key: "destinations", maxAgeSeconds }, () => listDestinations(db, params));

export type CachedSearchParams = SearchListingsParams & CacheAge;

/**
 * Keyed by the words searched for, so "Beach" and " beach" share one entry; a search for a
 * stay's dates reads the live holds and is always read afresh, as a listing list is.
 */
export const cachedSearch = (db: Database, { maxAgeSeconds, ...params }: CachedSearchParams) =>
  !listIsRemembered(params)
    ? searchListings(db, params)
    : cachedCatalogRead(
        {
          key: `search:${params.type ?? ""}:${params.limit}:${params.guests ?? ""}:${JSON.stringify(params.bbox ?? null)}:${searchTerms(params.q).join(" ")}`,
          maxAgeSeconds,
        },
        () => searchListings(db, params),
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
export const listIsRemembered = (filters: Pick<ListingFilters, "checkIn" | "checkOut">) =>
  !filters.checkIn && !filters.checkOut;

export type CachedListListingsParams = ListListingsParams & CacheAge;

export const cachedListListings = (
  db: Database,
  { maxAgeSeconds, ...params }: CachedListListingsParams,
) => {
  const { filters, sort, page } = params;
  return !listIsRemembered(filters)
    ? listListings(db, params)
    : cachedCatalogRead(
        {
          key: `listings:${sort}:${page.offset}:${page.limit}:${filtersKey(filters)}`,
          maxAgeSeconds,
        },
        () => listListings(db, params),
      );
};
