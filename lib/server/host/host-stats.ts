import { and, asc, count, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { blockedNights, bookings, listings } from "@/db/schema";
import { BOOKED_STATUSES } from "@/lib/booking-transitions";
import { addDays, todayUtc } from "@/lib/dates";
import { firstNameOf } from "@/lib/words";
import { monthStarts } from "../admin/stats/dashboard-stats";
import { HOSTED_STATUSES } from "./host-bookings";

/** Check-ins counted as upcoming: from today, for this many days. */
export const UPCOMING_DAYS = 7;
/** The occupancy window: the nights from tonight on, for this many nights. */
export const HOST_OCCUPANCY_DAYS = 30;
const NEXT_ARRIVALS = 5;

export interface HostStatsParams {
  hostId: string;
  now?: Date;
}

/**
 * A host's dashboard figures, each one statement over the host's listings only:
 * - today: confirmed arrivals (check-in or start today) and departures (stays checking out today);
 * - upcoming check-ins: confirmed bookings starting in the next UPCOMING_DAYS days, the first few;
 * - occupancy: booked nights of the host's published stays over the next 30 nights, of all of them;
 * - earnings this month: the subtotals of hosted bookings checking in this (UTC) month.
 */
export async function getHostStats(db: DbOrTx, { hostId, now = new Date() }: HostStatsParams) {
  const today = todayUtc(now);
  const ownListing = eq(listings.hostId, hostId);
  const upcoming = and(
    ownListing,
    eq(bookings.status, "CONFIRMED"),
    gte(bookings.checkIn, today),
    lt(bookings.checkIn, addDays(today, UPCOMING_DAYS)),
  );
  const { thisMonth, nextMonth } = monthStarts(now);
  const monthStart = todayUtc(thisMonth);
  const windowEnd = addDays(today, HOST_OCCUPANCY_DAYS);
  const bookedNights = db
    .select({ nights: count() })
    .from(blockedNights)
    .innerJoin(bookings, eq(bookings.id, blockedNights.bookingId))
    .innerJoin(listings, eq(listings.id, blockedNights.listingId))
    .where(
      and(
        ownListing,
        eq(listings.status, "PUBLISHED"),
        eq(listings.type, "ACCOMMODATION"),
        inArray(bookings.status, BOOKED_STATUSES),
        gte(blockedNights.night, today),
        lt(blockedNights.night, windowEnd),
      ),
    );

  const todaysBookings = db
    .select({
      reference: bookings.reference,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      startTime: bookings.startTime,
      guestName: bookings.guestName,
      listingTitle: listings.title,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        ownListing,
        inArray(bookings.status, HOSTED_STATUSES),
        or(
          eq(bookings.checkIn, today),
          and(eq(listings.type, "ACCOMMODATION"), eq(bookings.checkOut, today)),
        ),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.reference));

  const [movesToday, arrivals, [upcomingCount], [occupancy], [earnings]] = await Promise.all([
    todaysBookings,
    db
      .select({
        reference: bookings.reference,
        checkIn: bookings.checkIn,
        startTime: bookings.startTime,
        guestName: bookings.guestName,
        listingTitle: listings.title,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(upcoming)
      .orderBy(asc(bookings.checkIn), asc(bookings.startTime), asc(bookings.reference))
      .limit(NEXT_ARRIVALS),
    db
      .select({ count: count() })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(upcoming),
    db
      .select({
        stays: count(),
        bookedNights: sql<number>`(${bookedNights})::int`.mapWith(Number),
      })
      .from(listings)
      .where(and(ownListing, eq(listings.status, "PUBLISHED"), eq(listings.type, "ACCOMMODATION"))),
    db
      .select({
        amount: sql<string>`coalesce(sum(${bookings.subtotal}), 0)::numeric(12, 2)::text`,
        bookings: count(),
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(
        and(
          ownListing,
          inArray(bookings.status, HOSTED_STATUSES),
          gte(bookings.checkIn, monthStart),
          lt(bookings.checkIn, todayUtc(nextMonth)),
        ),
      ),
  ]);
  const listedNights = (occupancy?.stays ?? 0) * HOST_OCCUPANCY_DAYS;
  const booked = occupancy?.bookedNights ?? 0;
  const named = <T extends { guestName: string }>({ guestName, ...booking }: T) => ({
    ...booking,
    guestFirstName: firstNameOf(guestName),
  });
  const moves = (day: "checkIn" | "checkOut") =>
    movesToday
      .filter((booking) => booking[day] === today)
      .map(({ checkIn: _in, checkOut: _out, ...booking }) => named(booking));
  return {
    today: { date: today, arrivals: moves("checkIn"), departures: moves("checkOut") },
    upcomingCheckIns: {
      days: UPCOMING_DAYS,
      count: upcomingCount?.count ?? 0,
      next: arrivals.map(named),
    },
    occupancy: {
      days: HOST_OCCUPANCY_DAYS,
      bookedNights: booked,
      listedNights,
      percent: listedNights === 0 ? 0 : Math.round((booked * 1000) / listedNights) / 10,
    },
    earningsThisMonth: {
      month: monthStart.slice(0, 7),
      amount: earnings?.amount ?? "0.00",
      currency: "GHS",
      bookings: earnings?.bookings ?? 0,
    },
  };
}
