import { and, arrayContains, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { blockedNights, bookedSpots, listings } from "@/db/schema";
import { addDays } from "@/lib/dates";
import type { ListingType, PriceUnit } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";
import type { BoundingBox, ListingSort } from "@/lib/schemas/catalog";
import { imagesByListing } from "./listing-images";
import { spotsAreTaken } from "./occupied-nights";
import { freeOfTakenNights } from "./taken-night-words";
import { withinBoundingBox } from "./within-bounding-box";

export interface ListingFilters {
  type?: ListingType;
  region?: string;
  city?: string;
  minPrice?: string;
  maxPrice?: string;
  bedrooms?: number;
  guests?: number;
  amenities?: string[];
  checkIn?: string;
  checkOut?: string;
  /** Only listings located inside this area (a map's "Search this area"). */
  bbox?: BoundingBox;
  /** Only listings whose average rating is at least this (unrated ones are left out). */
  minRating?: number;
}

export interface ListingSummary {
  id: string;
  type: ListingType;
  title: string;
  slug: string;
  description: string;
  region: string;
  city: string;
  area: string;
  priceGHS: string;
  priceUnit: PriceUnit;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** An activity's or experience's length and daily starts (a stay: 1, null, none). */
  durationDays: number;
  durationHours: number | null;
  startTimes: string[];
  featured: boolean;
  /** Its visible reviews' average overall rating (one decimal, null without any) and count. */
  ratingAverage: number | null;
  ratingCount: number;
  /** Where the listing is, when known: its marker on a map. */
  latitude: number | null;
  longitude: number | null;
  images: Array<{ id: string; url: string; isPrimary: boolean; placeholder: string | null }>;
}

export interface ListingQueriesParams {
  filters: ListingFilters;
  sort: ListingSort;
  page: PageRequest;
}

export interface ListListingsParams extends ListingQueriesParams {
  appUrl: string;
}

/** The conditions of the filters, published listings only (shared with the text search). */
export function filterConditions(filters: ListingFilters): SQL[] {
  const conditions: SQL[] = [eq(listings.status, "PUBLISHED")];
  if (filters.type) conditions.push(eq(listings.type, filters.type));
  if (filters.region) conditions.push(eq(listings.region, filters.region));
  if (filters.city) conditions.push(eq(listings.city, filters.city));
  if (filters.minPrice) conditions.push(gte(listings.priceGhs, filters.minPrice));
  if (filters.maxPrice) conditions.push(lte(listings.priceGhs, filters.maxPrice));
  if (filters.bedrooms !== undefined) conditions.push(gte(listings.bedrooms, filters.bedrooms));
  if (filters.guests !== undefined) conditions.push(gte(listings.maxGuests, filters.guests));
  // One GIN containment test however many amenities are asked for (listings.amenity_ids).
  if (filters.amenities?.length)
    conditions.push(arrayContains(listings.amenityIds, filters.amenities));
  if (filters.bbox) conditions.push(withinBoundingBox(filters.bbox));
  if (filters.minRating !== undefined)
    conditions.push(gte(listings.ratingAverage, filters.minRating));
  if (filters.checkIn && filters.checkOut) {
    // A stay's nights in the range are free; an activity's date is not closed (it has no
    // booked nights, only an admin's blocks). The nights taken for good are the listing's
    // bitmap, read with its filter columns from listings_published_filter_idx; the pending
    // holds still running are few, read once from blocked_nights_hold_idx (a hashed set).
    const firstNightEnd = addDays(filters.checkIn, 1);
    conditions.push(
      sql`case when ${listings.type} = 'ACCOMMODATION'
        then ${freeOfTakenNights(filters.checkIn, filters.checkOut)}
          and ${listings.id} not in (${heldListings(filters.checkIn, filters.checkOut)})
        else ${freeOfTakenNights(filters.checkIn, firstNightEnd)}
          and ${listings.id} not in (${heldListings(filters.checkIn, firstNightEnd)})
        end`,
      sql`(${listings.type} = 'ACCOMMODATION' or ${startWithRoom(filters.checkIn, filters.guests ?? 1)})`,
    );
  }
  return conditions;
}

/** The listings with a pending hold still running on a night of [from, to). */
function heldListings(from: string, to: string): SQL {
  return sql`select ${blockedNights.listingId} from ${blockedNights}
    where ${blockedNights.night} >= ${from} and ${blockedNights.night} < ${to}
      and ${blockedNights.holdExpiresAt} > now()`;
}

/**
 * One of an activity's or experience's starts on the date (or the day, without start times)
 * that has not begun has fewer live spots taken than its capacity less the party
 * (lib/activity-starts.ts says the same for one listing). Spots are summed only for the
 * listings with any taken that day (one hashed set); the others have room at every start for a
 * party within their capacity, and a date after today needs no start looked at.
 */
export function startWithRoom(date: string, party: number): SQL {
  const live = spotsAreTaken();
  const starts = sql`unnest(case when cardinality(${listings.startTimes}) = 0
      then array['']::text[] else ${listings.startTimes} end) as start(time)`;
  const notBegun = sql`(${date}::date > current_date or start.time = ''
      or start.time > to_char(now() at time zone 'UTC', 'HH24:MI'))`;
  return sql`case when ${listings.id} in (select ${bookedSpots.listingId} from ${bookedSpots}
        where ${bookedSpots.date} = ${date} and ${live})
    then exists (select 1 from ${starts} where ${notBegun}
      and ${listings.maxGuests} - ${party} >= coalesce((select sum(${bookedSpots.participants})
        from ${bookedSpots}
        where ${bookedSpots.listingId} = ${listings.id} and ${bookedSpots.date} = ${date}
          and ${bookedSpots.startTime} = start.time and ${live}), 0))
    else ${listings.maxGuests} >= ${party}
      and (${date}::date > current_date or exists (select 1 from ${starts} where ${notBegun}))
    end`;
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
  const where = and(...filterConditions(filters));
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
      })
      .from(listings)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(page.limit)
      .offset(page.offset),
    count: db.select({ total: count() }).from(listings).where(where),
  };
}

/** One page of published listings matching every filter, with the total for pagination. */
export async function listListings(
  db: DbOrTx,
  { appUrl, ...query }: ListListingsParams,
): Promise<{ items: ListingSummary[]; total: number }> {
  const queries = listingQueries(db, query);
  const [rows, [totals]] = await Promise.all([queries.page, queries.count]);
  const images = await imagesByListing(db, { listingIds: rows.map((row) => row.id), appUrl });
  return {
    items: rows.map((row) => ({
      ...row,
      images: (images.get(row.id) ?? []).map(({ id, url, isPrimary, placeholder }) => ({
        id,
        url,
        isPrimary,
        placeholder,
      })),
    })),
    total: totals?.total ?? 0,
  };
}
