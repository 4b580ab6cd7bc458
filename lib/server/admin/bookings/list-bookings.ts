import { count, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import { netRevenue, paidPayment } from "../stats/dashboard-stats";
import type { AdminBookingQueriesParams } from "./booking-page-queries";
import { listedBooking, pageOfBookings } from "./page-of-bookings";

export interface ListAdminBookingsParams extends AdminBookingQueriesParams {
  /** The figures over every booking; by default computed on the same handle. */
  statsOf?: () => Promise<AdminBookingStats>;
}

export interface AdminBookingStats {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Completed payments minus refunded amounts, "12345.67". */
  revenue: string;
}

/**
 * Every booking for the admin, newest first, filtered; the stats cover all bookings (not the
 * filter, not the page). Routes pass the shared ones (recent-stats.ts); by default they are
 * computed on `db`.
 */
export async function listAdminBookings(db: DbOrTx, params: ListAdminBookingsParams) {
  const { statsOf = () => adminBookingStats(db) } = params;
  const [{ rows, total }, stats] = await Promise.all([pageOfBookings(db, params), statsOf()]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...listedBooking(row),
      total: row.total,
      user: {
        id: row.userId,
        email: row.email,
        profile: { firstName: row.firstName ?? "", lastName: row.lastName ?? "" },
      },
    })),
    total,
    stats,
  };
}

const countOf = (status: BookingStatus) =>
  sql<number>`(count(*) filter (where ${bookings.status} = ${status}))::int`.mapWith(Number);

/** Counts by status over every booking, plus the net revenue, in one statement. */
export async function adminBookingStats(db: DbOrTx): Promise<AdminBookingStats> {
  const revenue = db.select({ revenue: netRevenue }).from(payments).where(paidPayment);
  const [row] = await db
    .select({
      total: count(),
      pending: countOf("PENDING"),
      confirmed: countOf("CONFIRMED"),
      completed: countOf("COMPLETED"),
      cancelled: countOf("CANCELLED"),
      revenue: sql<string>`(${revenue})`,
    })
    .from(bookings);
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    confirmed: row?.confirmed ?? 0,
    completed: row?.completed ?? 0,
    cancelled: row?.cancelled ?? 0,
    revenue: row?.revenue ?? "0.00",
  };
}
