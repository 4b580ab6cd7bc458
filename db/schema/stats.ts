import { date, integer, numeric, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { bookingStatusEnum } from "./enums";

// The admin dashboard's summaries (docs/decisions.md, "Admin stats"): kept by triggers on
// bookings and payments (migration 0023) in the transaction that changes the rows, so they
// cannot drift from them. Sums are plain numeric: they keep the amounts' two decimals.

/** Per listing: its CONFIRMED/COMPLETED bookings, its bookings with a paid payment, their net revenue. */
export const statsListings = pgTable("stats_listings", {
  listingId: text("listing_id").primaryKey(),
  confirmedBookings: integer("confirmed_bookings").notNull().default(0),
  paidBookings: integer("paid_bookings").notNull().default(0),
  /** amount − refunded amount of the paid (COMPLETED or REFUNDED) payments of its bookings. */
  netRevenue: numeric("net_revenue").notNull().default("0"),
});

/** Per booking with a paid payment: how many, so the listing's paid bookings count it once. */
export const statsPaidBookings = pgTable("stats_paid_bookings", {
  bookingId: text("booking_id").primaryKey(),
  paidPayments: integer("paid_payments").notNull().default(0),
});

/**
 * Per UTC day: bookings created that day, whatever became of them. Each day is split into
 * shards picked by the writing transaction (migration 0023), so one day's bookings do not
 * queue on one row; a day's figure is the sum of its shards.
 */
export const statsBookingDays = pgTable(
  "stats_booking_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    shard: smallint("shard").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.shard] })],
);

/** Per UTC day of `paid_at`: net revenue of the paid payments paid that day, in shards as above. */
export const statsRevenueDays = pgTable(
  "stats_revenue_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    shard: smallint("shard").notNull().default(0),
    netRevenue: numeric("net_revenue").notNull().default("0"),
  },
  (table) => [primaryKey({ columns: [table.day, table.shard] })],
);

/**
 * Per status and check-in day: the bookings in that status checking in that day, in shards
 * as above (migration 0025). The admin's bookings in a date window take their exact total
 * from it instead of counting every stay that checks in within the window.
 */
export const statsCheckInDays = pgTable(
  "stats_check_in_days",
  {
    status: bookingStatusEnum("status").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    shard: smallint("shard").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status, table.day, table.shard] })],
);
