import { type DayQuote, dayKey } from "@/components/catalog/outing-starts";
import type { DbOrTx } from "@/db/client";
import { addDays, isIsoDate } from "@/lib/dates";
import type { Guests } from "@/lib/guest-limits";
import { listingAvailability } from "@/lib/server/catalog/listing-availability";

export interface OutingFromAddressParams {
  listing: { slug: string; startTimes: readonly string[] };
  /** The address's `checkIn` and `startTime`, as typed. */
  checkIn: string | undefined;
  startTime: string | undefined;
  guests: Guests;
  today: string;
  /** The day after the last date that may be chosen. */
  lastDay: string;
}

export interface OutingFromAddress {
  date: string | null;
  startTime: string | null;
  /** The date's starts and the party's price, when there is a date. */
  quote: DayQuote | null;
}

/**
 * An activity's or experience's date and start from a page's address (a shared link, the
 * results' date, Reserve): a date that can still be chosen and one of the listing's start
 * times, else none; with the server's answer for that date and party, so that the page shows
 * its starts and price at once.
 */
export async function outingFromAddress(
  db: DbOrTx,
  { listing, checkIn, startTime, guests, today, lastDay }: OutingFromAddressParams,
): Promise<OutingFromAddress> {
  const date =
    checkIn && isIsoDate(checkIn) && checkIn >= today && checkIn < lastDay ? checkIn : null;
  const start = startTime && listing.startTimes.includes(startTime) ? startTime : null;
  if (!date) return { date, startTime: start, quote: null };
  const day = await listingAvailability(db, {
    slug: listing.slug,
    checkIn: date,
    checkOut: addDays(date, 1),
    ...guests,
  });
  return {
    date,
    startTime: start,
    quote: {
      key: dayKey(date, guests),
      status: "ready",
      slots: day.slots ?? [],
      pricing: day.pricing,
    },
  };
}
