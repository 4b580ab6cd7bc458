import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { statsBookingDays, statsRevenueDays } from "@/db/schema";

export const SERIES_MONTHS = 12;

export interface MonthlyPoint {
  /** UTC calendar month, "2026-01". */
  month: string;
  /** Bookings created in the month, whatever became of them. */
  bookings: number;
  /** Net revenue of payments paid in the month (amount − refunded amount), "12345.67". */
  revenue: string;
}

export interface MonthlySeriesParams {
  /** The moment whose month is the last one; now by default. */
  now?: Date;
}

/**
 * The dashboard charts: the last 12 UTC calendar months, oldest first, ending with the month
 * of `now`. Months come from generate_series, so a month without activity is a zero, and each
 * figure adds up the summaries' UTC days (db/schema/stats.ts) of its month. A refund is
 * subtracted in the day its payment was made, so the months add up to the dashboard's revenue.
 */
export async function monthlySeries(
  db: DbOrTx,
  { now = new Date() }: MonthlySeriesParams = {},
): Promise<MonthlyPoint[]> {
  const current = sql`date_trunc('month', (${now.toISOString()}::timestamptz) at time zone 'UTC')`;
  const monthOf = (column: typeof statsBookingDays.day | typeof statsRevenueDays.day) =>
    sql`date_trunc('month', ${column}::timestamp)`;
  const firstMonth = sql`(${current} - interval '${sql.raw(String(SERIES_MONTHS - 1))} months')`;
  const rows = await db
    .select({
      month: sql<string>`to_char(m.month, 'YYYY-MM')`,
      bookings: sql<number>`coalesce(b.bookings, 0)::int`.mapWith(Number),
      revenue: sql<string>`round(coalesce(p.revenue, 0), 2)::text`,
    })
    .from(sql`generate_series(${firstMonth}, ${current}, interval '1 month') as m(month)`)
    .leftJoin(
      sql`(select ${monthOf(statsBookingDays.day)} as month, sum(${statsBookingDays.bookings}) as bookings
           from ${statsBookingDays}
           where ${statsBookingDays.day} >= ${firstMonth}::date
           group by 1) as b`,
      sql`b.month = m.month`,
    )
    .leftJoin(
      sql`(select ${monthOf(statsRevenueDays.day)} as month, sum(${statsRevenueDays.netRevenue}) as revenue
           from ${statsRevenueDays}
           where ${statsRevenueDays.day} >= ${firstMonth}::date
           group by 1) as p`,
      sql`p.month = m.month`,
    )
    .orderBy(sql`m.month`);
  return rows;
}
