import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { calendarFeeds } from "./calendars";
import { createdAt, id, money, timestamptz, updatedAt } from "./columns";
import { blockReasonEnum, bookingStatusEnum } from "./enums";
import { listings } from "./listings";
import { payments } from "./payments";
import { users } from "./users";

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    reference: text("reference").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id),
    status: bookingStatusEnum("status").notNull().default("PENDING"),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    /** The start time of an activity or experience booked for one (null: a stay, or any time). */
    startTime: text("start_time"),
    nights: integer("nights").notNull(),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    pricePerNight: money("price_per_night").notNull(),
    subtotal: money("subtotal").notNull(),
    serviceFee: money("service_fee").notNull(),
    taxes: money("taxes").notNull(),
    total: money("total").notNull(),
    currency: text("currency").notNull().default("GHS"),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    guestPhone: text("guest_phone").notNull(),
    specialRequests: text("special_requests"),
    /** End of the hold of a PENDING booking; its nights are free again after this. */
    holdExpiresAt: timestamptz("hold_expires_at"),
    confirmedAt: timestamptz("confirmed_at"),
    cancelledAt: timestamptz("cancelled_at"),
    cancelReason: text("cancel_reason"),
    completedAt: timestamptz("completed_at"),
    /**
     * The one payment that pays for this booking. Any other payment that succeeds for it is a
     * duplicate: returned in full, and its refund never changes the booking.
     */
    settledByPaymentId: text("settled_by_payment_id").references((): AnyPgColumn => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_reference_key").on(t.reference),
    index("bookings_user_created_idx").on(t.userId, t.createdAt),
    index("bookings_listing_status_idx").on(t.listingId, t.status),
    index("bookings_status_created_idx").on(t.status, t.createdAt),
    // Newest first over every booking: the admin list without a status and recent bookings.
    index("bookings_created_idx").on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index("bookings_check_in_idx").on(t.checkIn),
    // The admin's window: the stays checking in within it, with the newest-first sort's
    // columns, so they are counted and ordered from the index alone.
    index("bookings_status_check_in_idx").on(t.status, t.checkIn, t.createdAt, t.id),
    // The admin's "stays with a night in this window", with or without a status (btree_gist).
    index("bookings_status_stay_idx").using(
      "gist",
      t.status,
      sql`daterange(${t.checkIn}, ${t.checkOut})`,
    ),
    index("bookings_pending_hold_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'PENDING'`),
    index("bookings_confirmed_check_out_idx").on(t.checkOut).where(sql`${t.status} = 'CONFIRMED'`),
    check("bookings_dates_ordered", sql`${t.checkOut} > ${t.checkIn}`),
    check(
      "bookings_nights_match_dates",
      sql`${t.nights} = ${t.checkOut} - ${t.checkIn} AND ${t.nights} BETWEEN 1 AND 365`,
    ),
    check(
      "bookings_start_time_hhmm",
      sql`${t.startTime} IS NULL OR ${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check("bookings_adults_range", sql`${t.adults} BETWEEN 1 AND 20`),
    check("bookings_children_range", sql`${t.children} BETWEEN 0 AND 10`),
    check("bookings_amounts_nonnegative", sql`${t.total} >= 0 AND ${t.subtotal} >= 0`),
  ],
);

/** Every status change of a booking: who, when, from, to, and an optional note. */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: id(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: bookingStatusEnum("from_status"),
    toStatus: bookingStatusEnum("to_status").notNull(),
    note: text("note"),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_history_booking_idx").on(t.bookingId, t.createdAt)],
);

/**
 * One row per occupied night of a listing: a night held or confirmed for a booking
 * (`booking_id` set), blocked by its host or an admin (`reason` set), or taken by another
 * channel's calendar (`feed_id` set). The primary key (listing_id, night) is the
 * no-double-booking invariant: two active bookings, or a booking and a block, can never
 * share a night. See docs/decisions.md.
 */
export const blockedNights = pgTable(
  "blocked_nights",
  {
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    night: date("night", { mode: "string" }).notNull(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** The PENDING booking's hold expiry; null for a confirmed or completed stay and a block. */
    holdExpiresAt: timestamptz("hold_expires_at"),
    reason: blockReasonEnum("reason"),
    feedId: text("feed_id").references((): AnyPgColumn => calendarFeeds.id, {
      onDelete: "cascade",
    }),
    note: text("note"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "blocked_nights_pkey", columns: [t.listingId, t.night] }),
    index("blocked_nights_booking_idx").on(t.bookingId),
    // The nights taken in a date range, over every listing.
    index("blocked_nights_night_idx").on(t.night, t.listingId, t.holdExpiresAt),
    // The pending holds' nights in a date range (the list's free-date filter: the nights taken
    // for good are in listings.taken_night_words, the holds expire).
    index("blocked_nights_hold_idx")
      .on(t.night, t.listingId, t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null`),
    index("blocked_nights_feed_idx").on(t.feedId),
    check(
      "blocked_nights_one_occupant",
      sql`num_nonnulls(${t.bookingId}, ${t.reason}, ${t.feedId}) = 1`,
    ),
  ],
);

/**
 * The spots one booking of an activity or experience takes at its start: a row per held or
 * confirmed booking, deleted when the booking is cancelled or its hold released, like a stay's
 * nights. Triggers (migration 0013) keep `activity_starts` counting them.
 */
export const bookedSpots = pgTable(
  "booked_spots",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** The start's time, or "" for a listing joined at any time that day. */
    startTime: text("start_time").notNull(),
    participants: integer("participants").notNull(),
    /** The PENDING booking's hold expiry; null once confirmed. */
    holdExpiresAt: timestamptz("hold_expires_at"),
  },
  (t) => [
    index("booked_spots_start_idx").on(t.listingId, t.date, t.startTime, t.holdExpiresAt),
    check("booked_spots_participants_positive", sql`${t.participants} >= 1`),
  ],
);

/**
 * One row per start of an activity or experience that has been booked or closed: the spots
 * its bookings hold (`booked`, the sum of their `booked_spots`), kept by triggers in the
 * transaction that changes them, and checked against the capacity. The check is the
 * shared-capacity invariant: the bookings of one start can never take more spots than it has,
 * and a date an admin closed holds none (docs/decisions.md, "Activities by start").
 */
export const activityStarts = pgTable(
  "activity_starts",
  {
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    /** The listing's `max_guests` when the start was last booked. */
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    /** An admin blocked the date: no spot may be taken. */
    closed: boolean("closed").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "activity_starts_pkey", columns: [t.listingId, t.date, t.startTime] }),
    check("activity_starts_capacity", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check("activity_starts_closed_empty", sql`NOT ${t.closed} OR ${t.booked} = 0`),
  ],
);
