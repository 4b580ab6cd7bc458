import Big from "big.js";
import { and, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  blockedNights,
  bookings,
  listings,
  payments,
  statsBookingDays,
  statsListings,
  users,
} from "@/db/schema";
import { BOOKED_STATUSES, PAID_PAYMENT_STATUSES } from "@/lib/booking-transitions";
import { addDays, todayUtc } from "@/lib/dates";
import { toMoneyString } from "@/lib/money";
import { ledgerBalances } from "../../payouts/ledger-balances";
import { type MonthlyPoint, monthlySeries } from "./monthly-series";

/** Payments that brought money in: still held (COMPLETED) or since refunded, wholly or partly. */
export const paidPayment: SQL = inArray(payments.status, PAID_PAYMENT_STATUSES);

/** sum(amount) − sum(refunded amount) of the payments the surrounding query matches. */
const netAmount = sql`(coalesce(sum(${payments.amount}), 0) - coalesce(sum(${payments.refundedAmount}), 0))`;

/**
 * Net revenue of the payments matched by the surrounding query (filter them with
 * `paidPayment`), exact numeric, as "12345.67".
 */
export const netRevenue = sql<string>`round(${netAmount}, 2)::text`;

/** Days of the occupancy window: the 30 nights ending tonight (today − 29 … today). */
export const OCCUPANCY_WINDOW_DAYS = 30;

export interface DashboardStats {
  users: { total: number; newThisMonth: number; growth: number };
  bookings: { total: number; thisMonth: number; revenue: string; avgBookingValue: string };
  listings: { total: number; published: number; archived: number; avgOccupancy: number };
  recentBookings: Array<{
    id: string;
    reference: string;
    status: string;
    total: string;
    guestName: string;
    listing: { id: string; title: string };
    createdAt: Date;
  }>;
  topListings: Array<{
    id: string;
    title: string;
    slug: string;
    bookingCount: number;
    revenue: string;
  }>;
  series: { months: MonthlyPoint[] };
  /** What hosts have earned and not yet been paid (pending + available + in flight), and paid. */
  hostPayouts: { owed: string; paid: string };
}

/** Starts of the UTC calendar month of `now`, of the month before and of the month after. */
export function monthStarts(now: Date): { lastMonth: Date; thisMonth: Date; nextMonth: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    lastMonth: new Date(Date.UTC(year, month - 1, 1)),
    thisMonth: new Date(Date.UTC(year, month, 1)),
    nextMonth: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** `column` within [from, to), the bounds passed as UTC instants. */
function within(column: typeof users.createdAt, from: Date, to: Date): SQL {
  return sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
}

export interface DashboardStatsParams {
  /** The moment the figures are for (this month, the last 30 nights); now by default. */
  now?: Date;
}

/**
 * The admin dashboard: every figure is an SQL aggregate, those over every booking and payment
 * read from the summaries the triggers keep (decisions.md, "Admin stats"), and an empty
 * database answers zeros and empty lists. Months are UTC calendar months.
 */
export async function dashboardStats(
  db: DbOrTx,
  { now = new Date() }: DashboardStatsParams = {},
): Promise<DashboardStats> {
  const [userFigures, bookingFigures, listingFigures, recentBookings, topListings, months, ledger] =
    await Promise.all([
      userStats(db, now),
      bookingStats(db, now),
      listingStats(db, now),
      recentBookingsOf(db),
      topListingsOf(db),
      monthlySeries(db, { now }),
      ledgerBalances(db),
    ]);
  return {
    users: userFigures,
    bookings: bookingFigures,
    listings: listingFigures,
    recentBookings,
    topListings,
    series: { months },
    hostPayouts: {
      owed: toMoneyString(new Big(ledger.pending).plus(ledger.available).plus(ledger.in_flight)),
      paid: ledger.paid,
    },
  };
}

/** growth: percent change of this month's new users against last month's, 1 decimal, 0 without a base. */
async function userStats(db: DbOrTx, now: Date) {
  const { lastMonth, thisMonth, nextMonth } = monthStarts(now);
  const newThisMonth = sql`count(*) filter (where ${within(users.createdAt, thisMonth, nextMonth)})`;
  const newLastMonth = sql`count(*) filter (where ${within(users.createdAt, lastMonth, thisMonth)})`;
  const [row] = await db
    .select({
      total: count(),
      newThisMonth: sql<number>`${newThisMonth}::int`.mapWith(Number),
      growth: sql<string>`coalesce(round((${newThisMonth} - ${newLastMonth}) * 100.0 / nullif(${newLastMonth}, 0), 1), 0)::text`,
    })
    .from(users);
  return {
    total: row?.total ?? 0,
    newThisMonth: row?.newThisMonth ?? 0,
    growth: Number(row?.growth ?? 0),
  };
}

/**
 * From the summaries (db/schema/stats.ts): total and thisMonth add up bookings created per UTC
 * day; revenue is the net of paid payments, avgBookingValue that revenue ÷ bookings with a
 * paid payment, both added up over listings.
 */
async function bookingStats(db: DbOrTx, now: Date) {
  const { thisMonth, nextMonth } = monthStarts(now);
  const day = (at: Date) => sql`${at.toISOString().slice(0, 10)}::date`;
  const net = sql`coalesce(sum(${statsListings.netRevenue}), 0)`;
  const [[counts], [money]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${statsBookingDays.bookings}), 0)::int`.mapWith(Number),
        thisMonth:
          sql<number>`coalesce(sum(${statsBookingDays.bookings}) filter (where ${statsBookingDays.day} >= ${day(thisMonth)} and ${statsBookingDays.day} < ${day(nextMonth)}), 0)::int`.mapWith(
            Number,
          ),
      })
      .from(statsBookingDays),
    db
      .select({
        revenue: sql<string>`round(${net}, 2)::text`,
        avgBookingValue: sql<string>`coalesce(round(${net} / nullif(sum(${statsListings.paidBookings}), 0), 2), 0.00)::text`,
      })
      .from(statsListings),
  ]);
  return {
    total: counts?.total ?? 0,
    thisMonth: counts?.thisMonth ?? 0,
    revenue: money?.revenue ?? "0.00",
    avgBookingValue: money?.avgBookingValue ?? "0.00",
  };
}

/**
 * total excludes ARCHIVED listings (an archived listing is deleted for everyone but history);
 * archived counts them, so a page can say what total leaves out.
 * avgOccupancy: nights of CONFIRMED/COMPLETED bookings of published listings in the window,
 * over published listings × 30, as a percent with one decimal; 0 without published listings.
 */
async function listingStats(db: DbOrTx, now: Date) {
  const today = todayUtc(now);
  const windowStart = addDays(today, -(OCCUPANCY_WINDOW_DAYS - 1));
  const bookedNights = db
    .select({ nights: count().as("nights") })
    .from(blockedNights)
    .innerJoin(bookings, eq(bookings.id, blockedNights.bookingId))
    .innerJoin(listings, eq(listings.id, blockedNights.listingId))
    .where(
      and(
        inArray(bookings.status, BOOKED_STATUSES),
        eq(listings.status, "PUBLISHED"),
        gte(blockedNights.night, windowStart),
        lte(blockedNights.night, today),
      ),
    );
  const published = sql`count(*) filter (where ${listings.status} = 'PUBLISHED')`;
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${listings.status} <> 'ARCHIVED'))::int`.mapWith(
        Number,
      ),
      published: sql<number>`${published}::int`.mapWith(Number),
      archived: sql<number>`(count(*) filter (where ${listings.status} = 'ARCHIVED'))::int`.mapWith(
        Number,
      ),
      avgOccupancy: sql<string>`coalesce(round((${bookedNights}) * 100.0 / nullif(${published} * ${OCCUPANCY_WINDOW_DAYS}, 0), 1), 0)::text`,
    })
    .from(listings);
  return {
    total: row?.total ?? 0,
    published: row?.published ?? 0,
    archived: row?.archived ?? 0,
    avgOccupancy: Number(row?.avgOccupancy ?? 0),
  };
}

async function recentBookingsOf(db: DbOrTx) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      total: bookings.total,
      guestName: bookings.guestName,
      listingId: listings.id,
      listingTitle: listings.title,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(10);
  return rows.map(({ listingId, listingTitle, createdAt, ...booking }) => ({
    ...booking,
    listing: { id: listingId, title: listingTitle },
    createdAt,
  }));
}

/**
 * The 5 listings with most confirmed bookings (CONFIRMED or COMPLETED now, counted from the
 * bookings by the summary's triggers rather than the stored counter, which keeps cancelled
 * confirmations), with the net revenue of their bookings' payments. Ties: more revenue first,
 * then id.
 */
async function topListingsOf(db: DbOrTx) {
  // The five are picked from the summary alone, then their listings read: ordered by a
  // listing's column, the plan would join all 50,000 listings before sorting.
  const top = db
    .select({
      listingId: statsListings.listingId,
      bookingCount: statsListings.confirmedBookings,
      netRevenue: statsListings.netRevenue,
    })
    .from(statsListings)
    .where(gt(statsListings.confirmedBookings, 0))
    .orderBy(
      desc(statsListings.confirmedBookings),
      desc(statsListings.netRevenue),
      statsListings.listingId,
    )
    .limit(5)
    .as("top");
  return db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      bookingCount: top.bookingCount,
      revenue: sql<string>`round(${top.netRevenue}, 2)::text`,
    })
    .from(top)
    .innerJoin(listings, eq(listings.id, top.listingId))
    .orderBy(desc(top.bookingCount), desc(top.netRevenue), listings.id);
}
