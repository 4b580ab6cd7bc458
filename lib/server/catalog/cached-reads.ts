import { getDb } from "@/db/client";
import { searchTerms } from "@/lib/search-query";
import { cachedCatalogRead } from "../cache/catalog-reads";
import { type FeaturedListingsOptions, featuredListings } from "./featured-listings";
import { listDestinations } from "./list-destinations";
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
