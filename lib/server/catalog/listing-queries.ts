import { and, asc, count, desc, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { Bindable } from "@/db/prepared";
import { listings } from "@/db/schema";
import type { PageRequest } from "@/lib/pagination";
import type { ListingSort } from "@/lib/schemas/catalog";
import { filterConditions, type ListingFilters } from "./listing-filters";
import { type ListingImageView, listingImagesJson } from "./listing-images";

export interface ListingQueriesParams {
  filters: ListingFilters;
  sort: ListingSort;
  page: PageRequest;
}

const ORDER_BY: Record<ListingSort, SQL[]> = {
  price_asc: [asc(listings.priceGhs), asc(listings.id)],
  price_desc: [desc(listings.priceGhs), desc(listings.id)],
  newest: [
    sql`${listings.publishedAt} desc nulls last`,
    desc(listings.createdAt),
    asc(listings.id),
  ],
  popular: [desc(listings.bookingCount), desc(listings.viewCount), asc(listings.id)],
  rating: [
    sql`${listings.ratingAverage} desc nulls last`,
    desc(listings.ratingCount),
    asc(listings.id),
  ],
};

/** The page query and the count query of a listing search (exposed for query-plan tests). */
export function listingQueries(db: DbOrTx, { filters, sort, page }: ListingQueriesParams) {
  return boundListingQueries(db, {
    conditions: filterConditions(filters),
    sort,
    bounds: { limit: page.limit, offset: page.offset },
  });
}

export interface BoundListingQueriesParams {
  conditions: SQL[];
  sort: ListingSort;
  bounds: Bindable<{ limit: number; offset: number }>;
}

/**
 * The page and count queries of conditions and bounds given as values or placeholders. The page
 * carries each listing's images (one statement and one round trip fewer than reading them after).
 */
export function boundListingQueries(
  db: DbOrTx,
  { conditions, sort, bounds }: BoundListingQueriesParams,
) {
  const where = and(...conditions);
  return {
    page: db
      .select({
        id: listings.id,
        type: listings.type,
        title: listings.title,
        slug: listings.slug,
        description: listings.description,
        region: listings.region,
        city: listings.city,
        area: listings.area,
        priceGHS: listings.priceGhs,
        priceUnit: listings.priceUnit,
        bedrooms: listings.bedrooms,
        bathrooms: listings.bathrooms,
        maxGuests: listings.maxGuests,
        durationDays: listings.durationDays,
        durationHours: listings.durationHours,
        startTimes: listings.startTimes,
        featured: listings.featured,
        ratingAverage: listings.ratingAverage,
        ratingCount: listings.ratingCount,
        latitude: listings.latitude,
        longitude: listings.longitude,
        images: sql<ListingImageView[]>`(${listingImagesJson})`.as("images"),
      })
      .from(listings)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(bounds.limit)
      .offset(bounds.offset),
    count: db.select({ total: count() }).from(listings).where(where),
  };
}
