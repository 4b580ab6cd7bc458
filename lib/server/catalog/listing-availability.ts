import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedStatement } from "@/db/prepared";
import { blockedNights, bookedSpots, listings } from "@/db/schema";
import { type Slot, soldByStart, startsOfDates } from "@/lib/activity-starts";
import { daysBetween, nightsOf } from "@/lib/dates";
import { notFound } from "@/lib/errors";
import { computePrice, type StayPriceNumbers, stayPriceAsNumbers } from "@/lib/pricing";
import { nightIsOccupied, nightsWithin, spotsAreTaken } from "./occupied-nights";
import { saleColumns } from "./sale-columns";

export interface Availability {
  available: boolean;
  unavailableDates: string[];
  pricing: StayPriceNumbers | null;
  /** An activity's or experience's starts on the dates asked about, with their spots left. */
  slots?: Slot[];
}

export interface ListingAvailabilityParams {
  slug: string;
  checkIn: string;
  checkOut: string;
  /** The party to price and to find spots for: one adult when not given. */
  adults?: number;
  children?: number;
}

/**
 * A published listing's price and terms, its taken nights within the dates (for an activity
 * or experience, the dates an admin closed: it has no booked nights) and the spots held at
 * each of its starts on those dates, as one statement.
 */
export function availabilityQuery(
  db: DbOrTx,
  { slug, checkIn, checkOut }: Record<"slug" | "checkIn" | "checkOut", string | Placeholder>,
) {
  const within = nightsWithin(listings.id, checkIn, checkOut);
  const takenNights = sql`select ${blockedNights.night}::text from ${blockedNights} where ${within} and ${nightIsOccupied()} order by ${blockedNights.night}`;
  const spotsHeld = sql`select coalesce(json_agg(json_build_object('key', held.key, 'spots', held.spots)), '[]')
    from (select ${bookedSpots.date}::text || ' ' || ${bookedSpots.startTime} as key,
        sum(${bookedSpots.participants})::int as spots
      from ${bookedSpots}
      where ${bookedSpots.listingId} = ${listings.id} and ${bookedSpots.date} >= ${checkIn}
        and ${bookedSpots.date} < ${checkOut}
        and ${spotsAreTaken()}
      group by ${bookedSpots.date}, ${bookedSpots.startTime}) as held`;
  return db
    .select({
      ...saleColumns,
      taken: sql<string[]>`array(${takenNights})`,
      spotsHeld: sql<Array<{ key: string; spots: number }>>`(${spotsHeld})`,
    })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "PUBLISHED")));
}

const availabilityStatement = preparedStatement("listing_availability", (db) =>
  availabilityQuery(db, {
    slug: sql.placeholder("slug"),
    checkIn: sql.placeholder("checkIn"),
    checkOut: sql.placeholder("checkOut"),
  }),
);

/**
 * A stay: its taken nights within the dates, or its price when none is. An activity or
 * experience: every start on the dates with its spots left, the dates where none has room for
 * the party, and the party's price when one has (docs/decisions.md, "Activities by start").
 */
export async function listingAvailability(
  db: DbOrTx,
  params: ListingAvailabilityParams,
): Promise<Availability> {
  const { slug, checkIn, checkOut } = params;
  const [listing] = await availabilityStatement(db).execute({ slug, checkIn, checkOut });
  if (!listing) throw notFound("Listing");
  const participants = (params.adults ?? 1) + (params.children ?? 0);
  const price = (nights: number) =>
    stayPriceAsNumbers(
      computePrice(listing.priceGhs, {
        type: listing.type,
        unit: listing.priceUnit,
        nights,
        participants,
      }),
    );

  if (!soldByStart(listing.type)) {
    if (listing.taken.length > 0) {
      return { available: false, unavailableDates: listing.taken, pricing: null };
    }
    return {
      available: true,
      unavailableDates: [],
      pricing: price(daysBetween(params.checkIn, params.checkOut)),
    };
  }

  const dates = nightsOf(params.checkIn, params.checkOut);
  const slots = startsOfDates({
    dates,
    startTimes: listing.startTimes,
    capacity: listing.maxGuests,
    taken: new Map(listing.spotsHeld.map(({ key, spots }) => [key, spots])),
    closed: new Set(listing.taken),
    now: new Date(),
  });
  const fitting = new Set(
    slots.filter((slot) => slot.spotsLeft >= participants).map((slot) => slot.date),
  );
  return {
    available: fitting.size > 0,
    unavailableDates: dates.filter((date) => !fitting.has(date)),
    pricing: fitting.size > 0 ? price(listing.durationDays) : null,
    slots,
  };
}
