import { arrayContains, eq, gte, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Bindable } from "@/db/prepared";
import { blockedNights, bookedSpots, listings } from "@/db/schema";
import { addDays } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";
import type { BoundingBox } from "@/lib/schemas/catalog";
import { spotsAreTaken } from "./occupied-nights";
import { freeOfTakenNights, type NightWordMask, nightWordMasks } from "./taken-night-words";
import { withinBoundingBox } from "./within-bounding-box";

// The filters of a listing search as SQL conditions, from their values or from a prepared
// statement's placeholders.

type Bound<T> = T | Placeholder;

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

/** A stay's dates as the filter reads them: the bitmap's words, the first night's for activities. */
export interface StayBinding {
  checkIn: string;
  checkOut: string;
  /** The day after check-in: an activity's date is [checkIn, firstNightEnd). */
  firstNightEnd: string;
  party: number;
  stayMasks: NightWordMask[];
  firstNightMasks: NightWordMask[];
}

/** The filters with the values the statement reads, or a prepared statement's placeholders. */
export type BoundListingFilters = Bindable<
  Omit<ListingFilters, "checkIn" | "checkOut" | "bbox">
> & {
  bbox?: Bindable<BoundingBox>;
  stay?: Bindable<Omit<StayBinding, "stayMasks" | "firstNightMasks">> &
    Pick<StayBinding, "stayMasks" | "firstNightMasks">;
};

/** The stay of the filters, when they have one, as the free-date filter reads it. */
export function stayBinding(filters: ListingFilters): StayBinding | undefined {
  const { checkIn, checkOut } = filters;
  if (!checkIn || !checkOut) return undefined;
  const firstNightEnd = addDays(checkIn, 1);
  return {
    checkIn,
    checkOut,
    firstNightEnd,
    party: filters.guests ?? 1,
    stayMasks: nightWordMasks(checkIn, checkOut),
    firstNightMasks: nightWordMasks(checkIn, firstNightEnd),
  };
}

/** The conditions of the filters, published listings only (shared with the text search). */
export function filterConditions(filters: ListingFilters): SQL[] {
  const { checkIn: _checkIn, checkOut: _checkOut, amenities, ...rest } = filters;
  return boundConditions({
    ...rest,
    amenities: amenities?.length ? amenities : undefined,
    stay: stayBinding(filters),
  });
}

/** The conditions of filters given as values or as a prepared statement's placeholders. */
export function boundConditions(filters: BoundListingFilters): SQL[] {
  // A literal, not a parameter: the partial indexes (`where status = 'PUBLISHED'`) serve only
  // a plan that sees the value, and a prepared statement's generic plan sees no parameter's.
  const conditions: SQL[] = [sql`${listings.status} = 'PUBLISHED'`];
  if (filters.type) conditions.push(eq(listings.type, filters.type));
  if (filters.region) conditions.push(eq(listings.region, filters.region));
  if (filters.city) conditions.push(eq(listings.city, filters.city));
  if (filters.minPrice) conditions.push(gte(listings.priceGhs, filters.minPrice));
  if (filters.maxPrice) conditions.push(lte(listings.priceGhs, filters.maxPrice));
  if (filters.bedrooms !== undefined) conditions.push(gte(listings.bedrooms, filters.bedrooms));
  if (filters.guests !== undefined) conditions.push(gte(listings.maxGuests, filters.guests));
  // One GIN containment test however many amenities are asked for (listings.amenity_ids).
  if (filters.amenities) conditions.push(arrayContains(listings.amenityIds, filters.amenities));
  if (filters.bbox) conditions.push(withinBoundingBox(filters.bbox));
  if (filters.minRating !== undefined)
    conditions.push(gte(listings.ratingAverage, filters.minRating));
  const { stay } = filters;
  if (stay) {
    // A stay's nights in the range are free; an activity's date is not closed (it has no
    // booked nights, only an admin's blocks). The nights taken for good are the listing's
    // bitmap, read with its filter columns from listings_published_filter_idx; the pending
    // holds still running are few, read once from blocked_nights_hold_idx (a hashed set).
    conditions.push(
      sql`case when ${listings.type} = 'ACCOMMODATION'
        then ${freeOfTakenNights(stay.stayMasks)}
          and ${listings.id} not in (${heldListings(stay.checkIn, stay.checkOut)})
        else ${freeOfTakenNights(stay.firstNightMasks)}
          and ${listings.id} not in (${heldListings(stay.checkIn, stay.firstNightEnd)})
        end`,
      sql`(${listings.type} = 'ACCOMMODATION' or ${startWithRoom(stay.checkIn, stay.party)})`,
    );
  }
  return conditions;
}

/** The listings with a pending hold still running on a night of [from, to). */
function heldListings(from: Bound<string>, to: Bound<string>): SQL {
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
export function startWithRoom(date: Bound<string>, party: Bound<number>): SQL {
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
