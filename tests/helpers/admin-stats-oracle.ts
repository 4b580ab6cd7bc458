// The admin dashboard's figures recomputed from every booking and payment, as the dashboard
// computed them before the summaries (migration 0023): the oracle the summaries are held to.
import { count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  bookings,
  listings,
  payments,
  statsBookingDays,
  statsCheckInDays,
  statsListings,
  statsPaidBookings,
  statsRevenueDays,
} from "@/db/schema";
import { BOOKED_STATUSES, PAID_PAYMENT_STATUSES } from "@/lib/booking-transitions";
import { monthStarts } from "@/lib/server/admin/stats/dashboard-stats";
import { SERIES_MONTHS } from "@/lib/server/admin/stats/monthly-series";
import { resultRows } from "./result-rows";

const paidPayment: SQL = inArray(payments.status, PAID_PAYMENT_STATUSES);
const netAmount = sql`(coalesce(sum(${payments.amount}), 0) - coalesce(sum(${payments.refundedAmount}), 0))`;
const netRevenue = sql<string>`round(${netAmount}, 2)::text`;

/** bookings, topListings and series.months of the dashboard, from the rows themselves. */
export async function recomputedDashboard(db: DbOrTx, now: Date) {
  const { thisMonth, nextMonth } = monthStarts(now);
  const [counts] = await db
    .select({
      total: count(),
      thisMonth:
        sql<number>`(count(*) filter (where ${bookings.createdAt} >= ${thisMonth.toISOString()}::timestamptz and ${bookings.createdAt} < ${nextMonth.toISOString()}::timestamptz))::int`.mapWith(
          Number,
        ),
    })
    .from(bookings);
  const [money] = await db
    .select({
      revenue: netRevenue,
      avgBookingValue: sql<string>`coalesce(round(${netAmount} / nullif(count(distinct ${payments.bookingId}), 0), 2), 0.00)::text`,
    })
    .from(payments)
    .where(paidPayment);

  const confirmed = db
    .select({ listingId: bookings.listingId, bookingCount: count().as("confirmed_bookings") })
    .from(bookings)
    .where(inArray(bookings.status, BOOKED_STATUSES))
    .groupBy(bookings.listingId)
    .as("confirmed");
  const earned = db
    .select({
      listingId: bookings.listingId,
      revenue: sql<string>`${netRevenue}`.as("earned_revenue"),
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(paidPayment)
    .groupBy(bookings.listingId)
    .as("earned");
  const revenue = sql<string>`coalesce(${earned.revenue}, '0.00')`;
  const topListings = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      bookingCount: sql<number>`${confirmed.bookingCount}::int`.mapWith(Number),
      revenue,
    })
    .from(confirmed)
    .innerJoin(listings, eq(listings.id, confirmed.listingId))
    .leftJoin(earned, eq(earned.listingId, confirmed.listingId))
    .orderBy(desc(confirmed.bookingCount), sql`${revenue}::numeric desc`, listings.id)
    .limit(5);

  const current = sql`date_trunc('month', (${now.toISOString()}::timestamptz) at time zone 'UTC')`;
  const monthOf = (column: typeof bookings.createdAt | typeof payments.paidAt) =>
    sql`date_trunc('month', ${column} at time zone 'UTC')`;
  const firstMonth = sql`(${current} - interval '${sql.raw(String(SERIES_MONTHS - 1))} months')`;
  const months = await db
    .select({
      month: sql<string>`to_char(m.month, 'YYYY-MM')`,
      bookings: sql<number>`coalesce(b.bookings, 0)::int`.mapWith(Number),
      revenue: sql<string>`round(coalesce(p.revenue, 0), 2)::text`,
    })
    .from(sql`generate_series(${firstMonth}, ${current}, interval '1 month') as m(month)`)
    .leftJoin(
      sql`(select ${monthOf(bookings.createdAt)} as month, count(*) as bookings
           from ${bookings}
           where ${bookings.createdAt} >= ${firstMonth} at time zone 'UTC'
           group by 1) as b`,
      sql`b.month = m.month`,
    )
    .leftJoin(
      sql`(select ${monthOf(payments.paidAt)} as month,
                  sum(${payments.amount}) - coalesce(sum(${payments.refundedAmount}), 0) as revenue
           from ${payments}
           where ${payments.status} in ('COMPLETED', 'REFUNDED')
             and ${payments.paidAt} >= ${firstMonth} at time zone 'UTC'
           group by 1) as p`,
      sql`p.month = m.month`,
    )
    .orderBy(sql`m.month`);

  return {
    bookings: {
      total: counts?.total ?? 0,
      thisMonth: counts?.thisMonth ?? 0,
      revenue: money?.revenue ?? "0.00",
      avgBookingValue: money?.avgBookingValue ?? "0.00",
    },
    topListings,
    series: { months },
  };
}

/** The rows by their key, those whose every figure is zero left out. */
const keyed = <T extends Record<string, unknown>>(rows: T[], key: keyof T) =>
  Object.fromEntries(
    rows
      .filter((row) =>
        Object.entries(row).some(
          ([name, value]) => name !== key && value !== 0 && value !== "0.00",
        ),
      )
      .map((row) => [String(row[key]), row]),
  );

/**
 * Every summary row (zeros left out) beside the same figures recomputed from the rows: equal
 * when the triggers have kept every counter, not only those the dashboard shows.
 */
export async function summariesAndRecomputation(db: DbOrTx) {
  const listingsKept = await db
    .select({
      listingId: statsListings.listingId,
      confirmed: statsListings.confirmedBookings,
      paid: statsListings.paidBookings,
      net: sql<string>`round(${statsListings.netRevenue}, 2)::text`,
    })
    .from(statsListings);
  const listingsRecomputed = await db.execute(sql`
    select listing_id as "listingId", sum(confirmed)::int as confirmed, sum(paid)::int as paid,
      round(sum(net), 2)::text as net
    from (
      select listing_id, count(*) filter (where status in ('CONFIRMED', 'COMPLETED')) as confirmed,
        0 as paid, 0 as net from bookings group by 1
      union all
      select b.listing_id, 0, count(distinct p.booking_id),
        sum(p.amount) - coalesce(sum(p.refunded_amount), 0)
      from payments p join bookings b on b.id = p.booking_id
      where p.status in ('COMPLETED', 'REFUNDED') group by 1
    ) parts group by 1`);
  const paidKept = await db
    .select({ bookingId: statsPaidBookings.bookingId, payments: statsPaidBookings.paidPayments })
    .from(statsPaidBookings);
  const paidRecomputed = await db.execute(sql`
    select booking_id as "bookingId", count(*)::int as payments from payments
    where status in ('COMPLETED', 'REFUNDED') group by 1`);
  const daysKept = await db
    .select({
      day: statsBookingDays.day,
      bookings: sql<number>`sum(${statsBookingDays.bookings})::int`.mapWith(Number),
    })
    .from(statsBookingDays)
    .groupBy(statsBookingDays.day);
  const daysRecomputed = await db.execute(sql`
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as bookings
    from bookings group by 1`);
  const checkInsKept = await db
    .select({
      statusDay: sql<string>`${statsCheckInDays.status} || ' ' || ${statsCheckInDays.day}`,
      bookings: sql<number>`sum(${statsCheckInDays.bookings})::int`.mapWith(Number),
    })
    .from(statsCheckInDays)
    .groupBy(statsCheckInDays.status, statsCheckInDays.day);
  const checkInsRecomputed = await db.execute(sql`
    select status || ' ' || to_char(check_in, 'YYYY-MM-DD') as "statusDay", count(*)::int as bookings
    from bookings group by status, check_in`);
  const revenueKept = await db
    .select({
      day: statsRevenueDays.day,
      net: sql<string>`round(sum(${statsRevenueDays.netRevenue}), 2)::text`,
    })
    .from(statsRevenueDays)
    .groupBy(statsRevenueDays.day);
  const revenueRecomputed = await db.execute(sql`
    select to_char((paid_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      round(sum(amount) - coalesce(sum(refunded_amount), 0), 2)::text as net
    from payments where status in ('COMPLETED', 'REFUNDED') and paid_at is not null group by 1`);
  return {
    kept: {
      listings: keyed(listingsKept, "listingId"),
      paidBookings: keyed(paidKept, "bookingId"),
      bookingDays: keyed(daysKept, "day"),
      checkInDays: keyed(checkInsKept, "statusDay"),
      revenueDays: keyed(revenueKept, "day"),
    },
    recomputed: {
      listings: keyed(resultRows(listingsRecomputed), "listingId"),
      paidBookings: keyed(resultRows(paidRecomputed), "bookingId"),
      bookingDays: keyed(resultRows(daysRecomputed), "day"),
      checkInDays: keyed(resultRows(checkInsRecomputed), "statusDay"),
      revenueDays: keyed(resultRows(revenueRecomputed), "day"),
    },
  };
}
