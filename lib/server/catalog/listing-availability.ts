import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { blockedNights, listings } from "@/db/schema";
import { daysBetween } from "@/lib/dates";
import { notFound } from "@/lib/errors";
import { computeStayPrice, type StayPriceNumbers, stayPriceAsNumbers } from "@/lib/pricing";
import { nightIsOccupied, nightsWithin } from "./occupied-nights";

export interface Availability {
  available: boolean;
  unavailableDates: string[];
  pricing: StayPriceNumbers | null;
}

export interface ListingAvailabilityParams {
  slug: string;
  checkIn: string;
  checkOut: string;
}

/** A published listing's price and its taken nights within a stay, as one statement. */
export function availabilityQuery(
  db: DbOrTx,
  { slug, checkIn, checkOut }: ListingAvailabilityParams,
) {
  const within = nightsWithin(listings.id, checkIn, checkOut);
  const takenNights = sql`select ${blockedNights.night}::text from ${blockedNights} where ${within} and ${nightIsOccupied()} order by ${blockedNights.night}`;
  return db
    .select({ priceGhs: listings.priceGhs, taken: sql<string[]>`array(${takenNights})` })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "PUBLISHED")));
}

/** The taken nights of a published listing within a stay, or the stay's price when none is. */
export async function listingAvailability(
  db: DbOrTx,
  params: ListingAvailabilityParams,
): Promise<Availability> {
  const [listing] = await availabilityQuery(db, params);
  if (!listing) throw notFound("Listing");
  if (listing.taken.length > 0) {
    return { available: false, unavailableDates: listing.taken, pricing: null };
  }
  const nights = daysBetween(params.checkIn, params.checkOut);
  return {
    available: true,
    unavailableDates: [],
    pricing: stayPriceAsNumbers(computeStayPrice(listing.priceGhs, nights)),
  };
}
