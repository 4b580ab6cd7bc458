import { and, asc, eq } from "drizzle-orm";
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

/** The taken nights of a published listing within a stay, or the stay's price when none is. */
export async function listingAvailability(
  db: DbOrTx,
  slug: string,
  stay: { checkIn: string; checkOut: string },
): Promise<Availability> {
  const [listing] = await db
    .select({ id: listings.id, priceGhs: listings.priceGhs })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "PUBLISHED")));
  if (!listing) throw notFound("Listing");

  const taken = await db
    .select({ night: blockedNights.night })
    .from(blockedNights)
    .where(and(nightsWithin(listing.id, stay.checkIn, stay.checkOut), nightIsOccupied()))
    .orderBy(asc(blockedNights.night));
  if (taken.length > 0) {
    return { available: false, unavailableDates: taken.map((row) => row.night), pricing: null };
  }
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return {
    available: true,
    unavailableDates: [],
    pricing: stayPriceAsNumbers(computeStayPrice(listing.priceGhs, nights)),
  };
}
