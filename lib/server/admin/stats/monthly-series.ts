import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, payments } from "@/db/schema";

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
 * figure is one grouped aggregate joined onto them. A refund is subtracted in the month its
 * payment was made, so the months add up to the dashboard's revenue.
 */
export async function monthlySeries(
  db: DbOrTx,
  { now = new Date() }: MonthlySeriesParams = {},
): Promise<MonthlyPoint[]> {
  const current = sql`date_trunc('month', (${now.toISOString()}::timestamptz) at time zone 'UTC')`;
  const monthOf = (column: typeof bookings.createdAt | typeof payments.paidAt) =>
    sql`date_trunc('month', ${column} at time zone 'UTC')`;
  const firstMonth = sql`(${current} - interval '${sql.raw(String(SERIES_MONTHS - 1))} months')`;
  const rows = await db
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
  return rows;
}
