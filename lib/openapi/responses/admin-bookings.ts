// The admin side of bookings: the table with its figures, the whole booking, status changes.
import { z } from "zod";
import { LISTING_STATUSES, LISTING_TYPES, PRICE_UNITS, REFUND_STATUSES, ROLES } from "@/lib/enums";
import { profile } from "./accounts";
import {
  bookingFields,
  bookingGuestFields,
  bookingStatus,
  paymentMethod,
  paymentStatus,
} from "./bookings";
import {
  bookingReference,
  calendarDate,
  count,
  money,
  paymentReference,
  recordId,
  timestamp,
} from "./common";

export const adminBookingRow = z.object({
  id: recordId,
  reference: bookingReference,
  status: bookingStatus,
  checkIn: calendarDate,
  checkOut: calendarDate,
  startTime: bookingFields.startTime,
  nights: bookingFields.nights,
  adults: bookingFields.adults,
  children: bookingFields.children,
  total: money,
  user: z.object({
    id: recordId,
    email: z.email(),
    profile: profile.omit({ avatarUrl: true }),
  }),
  listing: z.object({
    id: recordId,
    type: z.enum(LISTING_TYPES),
    title: z.string(),
    durationHours: z.number().int().nullable(),
  }),
  createdAt: timestamp,
});

export const adminBookingStats = z
  .object({
    total: count,
    pending: count,
    confirmed: count,
    completed: count,
    cancelled: count,
    revenue: money.meta({ description: "Completed payments minus refunded amounts" }),
  })
  .meta({ description: "Over every booking, whatever the filters" });

const actor = z
  .object({ id: recordId, name: z.string(), email: z.email() })
  .nullable()
  .meta({ description: "Who made the change; null for the system" });

export const historyEntry = z
  .object({
    id: recordId,
    fromStatus: bookingStatus.nullable(),
    toStatus: bookingStatus,
    note: z.string().nullable(),
    actor,
    createdAt: timestamp,
  })
  .meta({ id: "BookingHistoryEntry" });

const statusTimes = {
  confirmedAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
  completedAt: timestamp.nullable(),
  updatedAt: timestamp,
};

export const adminBooking = z
  .object({
    ...bookingFields,
    ...bookingGuestFields,
    ...statusTimes,
    user: z.object({ id: recordId, email: z.email(), role: z.enum(ROLES), profile }),
    listing: z.object({
      id: recordId,
      type: z.enum(LISTING_TYPES),
      title: z.string(),
      slug: z.string(),
      status: z.enum(LISTING_STATUSES),
      city: z.string(),
      region: z.string(),
      durationHours: z.number().int().nullable(),
      priceUnit: z.enum(PRICE_UNITS),
    }),
    history: z.array(historyEntry),
    payments: z.array(
      z.object({
        id: recordId,
        providerRef: paymentReference,
        status: paymentStatus,
        amount: money,
        currency: z.string(),
        method: paymentMethod,
        channel: z.string().nullable(),
        refundedAmount: money.nullable(),
        failureReason: z.string().nullable(),
        paidAt: timestamp.nullable(),
        createdAt: timestamp,
      }),
    ),
    refunds: z.array(
      z.object({
        id: recordId,
        paymentId: recordId,
        amount: money,
        currency: z.string(),
        status: z.enum(REFUND_STATUSES),
        reason: z.string().nullable(),
        requestedById: recordId.nullable(),
        attempts: count.meta({ description: "Requests sent to the payment provider so far" }),
        lastError: z
          .string()
          .nullable()
          .meta({ description: "Why the last request failed; null once the provider took it" }),
        nextAttemptAt: timestamp
          .nullable()
          .meta({ description: "When the maintenance job requests it again after a failure" }),
        createdAt: timestamp,
        processedAt: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: "AdminBooking" });

export const bookingStatusChange = z.object({
  booking: z.object({
    id: recordId,
    reference: bookingReference,
    status: bookingStatus,
    checkIn: calendarDate,
    checkOut: calendarDate,
    ...statusTimes,
  }),
  history: z.array(historyEntry),
});
