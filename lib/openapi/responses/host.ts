// The host's side: the host profile, a listing sent for review, an admin's review, the
// bookings of the host's listings and the host's figures.
import { z } from "zod";
import { LISTING_STATUSES, LISTING_TYPES } from "@/lib/enums";
import { adminBookingRow } from "./admin-bookings";
import { bookingFields, bookingStatus } from "./bookings";
import { bookingReference, calendarDate, count, money, recordId, timestamp } from "./common";

export const hostProfile = z
  .object({
    role: z.literal("HOST"),
    profile: z.object({
      displayName: z.string(),
      phone: z.string(),
      bio: z.string(),
      createdAt: timestamp.meta({ description: "Hosting since" }),
    }),
  })
  .meta({ id: "HostProfile" });

export const submittedListing = z.object({
  id: recordId,
  status: z.literal("PENDING_REVIEW"),
});

export const reviewedListing = z.object({
  id: recordId,
  status: z.enum(LISTING_STATUSES).meta({ description: "PUBLISHED when approved, DRAFT when not" }),
  reviewNote: z.string().nullable(),
});

const earned = money.meta({ description: "The host's part: the booking's subtotal" });

export const hostBookingRow = adminBookingRow
  .pick({
    reference: true,
    status: true,
    checkIn: true,
    checkOut: true,
    startTime: true,
    nights: true,
    adults: true,
    children: true,
    listing: true,
    createdAt: true,
  })
  .extend({ subtotal: earned, guest: z.object({ firstName: z.string() }) })
  .meta({ id: "HostBookingRow" });

export const hostBooking = z
  .object({
    reference: bookingReference,
    status: bookingStatus,
    checkIn: calendarDate,
    checkOut: calendarDate,
    startTime: bookingFields.startTime,
    nights: bookingFields.nights,
    adults: bookingFields.adults,
    children: bookingFields.children,
    specialRequests: z.string().nullable().meta({ description: "Shown once confirmed" }),
    subtotal: earned,
    refunded: money.meta({ description: "Refunds to the guest so far, whole paid amounts" }),
    currency: z.literal("GHS"),
    guest: z.object({
      firstName: z.string(),
      contact: z
        .object({ name: z.string(), email: z.string(), phone: z.string() })
        .nullable()
        .meta({
          description: "Only once the booking is CONFIRMED (and after: COMPLETED, NO_SHOW)",
        }),
    }),
    listing: z.object({
      id: recordId,
      slug: z.string(),
      type: z.enum(LISTING_TYPES),
      title: z.string(),
      durationHours: z.number().int().nullable(),
    }),
    createdAt: timestamp,
    confirmedAt: timestamp.nullable(),
    cancelledAt: timestamp.nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: "HostBooking" });

const guestMove = z.object({
  reference: bookingReference,
  startTime: bookingFields.startTime,
  guestFirstName: z.string(),
  listingTitle: z.string(),
});

export const hostStats = z
  .object({
    today: z
      .object({
        date: calendarDate,
        arrivals: z.array(guestMove),
        departures: z.array(guestMove),
      })
      .meta({ description: "Confirmed bookings checking in, or stays checking out, today (UTC)" }),
    upcomingCheckIns: z.object({
      days: count,
      count: count.meta({ description: "Confirmed bookings starting from today, within `days`" }),
      next: z.array(
        z.object({
          reference: bookingReference,
          checkIn: calendarDate,
          startTime: bookingFields.startTime,
          guestFirstName: z.string(),
          listingTitle: z.string(),
        }),
      ),
    }),
    occupancy: z
      .object({
        days: count,
        bookedNights: count,
        listedNights: count,
        percent: z.number().min(0).max(100),
      })
      .meta({ description: "The host's published stays, over the next `days` nights" }),
    earningsThisMonth: z
      .object({ month: z.string(), amount: money, currency: z.literal("GHS"), bookings: count })
      .meta({ description: "Subtotals of hosted bookings checking in this month (UTC)" }),
  })
  .meta({ id: "HostStats" });
