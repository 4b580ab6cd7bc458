// A guest's bookings, cancellations and payments.
import { z } from "zod";
import {
  BOOKING_STATUSES,
  CURRENCY,
  LISTING_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRICE_UNITS,
  REFUND_STATUSES,
} from "@/lib/enums";
import { cardImage } from "./catalog";
import {
  bookingReference,
  calendarDate,
  count,
  money,
  paymentReference,
  recordId,
  timestamp,
} from "./common";

export const bookingStatus = z.enum(BOOKING_STATUSES);
const startTime = z
  .string()
  .nullable()
  .meta({ description: "An activity's or experience's start, HH:MM; null for a stay or any time" });
const currency = z.literal(CURRENCY);

/** The booking as it was created: dates, guests and the server-computed price. */
export const bookingFields = {
  id: recordId,
  reference: bookingReference,
  status: bookingStatus,
  listingId: recordId,
  checkIn: calendarDate,
  checkOut: calendarDate,
  startTime: startTime,
  nights: z
    .number()
    .int()
    .min(1)
    .meta({ description: "Nights of a stay; days of an activity or experience" }),
  adults: z.number().int().min(1),
  children: count,
  pricePerNight: money,
  subtotal: money,
  serviceFee: money,
  taxes: money,
  total: money,
  currency,
  holdExpiresAt: timestamp
    .nullable()
    .meta({ description: "End of a PENDING booking's hold on its nights" }),
  createdAt: timestamp,
};

/** Guest details and the status timestamps of a booking read back. */
export const bookingGuestFields = {
  guestName: z.string(),
  guestEmail: z.email(),
  guestPhone: z.string(),
  specialRequests: z.string().nullable(),
  confirmedAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.string().nullable(),
};

export const createdBooking = z.object({
  booking: z.object(bookingFields).meta({ id: "CreatedBooking" }),
  paymentUrl: z.url().meta({ description: "The provider's hosted checkout" }),
});

export const bookingListItem = z.object({
  id: recordId,
  reference: bookingReference,
  status: bookingStatus,
  checkIn: calendarDate,
  checkOut: calendarDate,
  startTime,
  nights: z.number().int().min(1),
  adults: z.number().int().min(1),
  children: count,
  total: money,
  listing: z.object({
    id: recordId,
    type: z.enum(LISTING_TYPES),
    durationHours: z.number().int().nullable(),
    title: z.string(),
    slug: z.string(),
    images: z.array(cardImage),
  }),
  createdAt: timestamp,
});

export const paymentStatus = z.enum(PAYMENT_STATUSES);
export const paymentMethod = z.enum(PAYMENT_METHODS).nullable();

export const bookingDetail = z
  .object({
    ...z.object(bookingFields).omit({ listingId: true }).shape,
    ...bookingGuestFields,
    listing: z.object({
      id: recordId,
      type: z.enum(LISTING_TYPES),
      title: z.string(),
      slug: z.string(),
      address: z.string(),
      city: z.string(),
      region: z.string(),
      checkInTime: z.string(),
      checkOutTime: z.string(),
      durationHours: z.number().int().nullable(),
      priceUnit: z.enum(PRICE_UNITS),
      images: z.array(cardImage.extend({ alt: z.string() })),
    }),
    payments: z.array(
      z.object({
        id: recordId,
        reference: paymentReference,
        status: paymentStatus,
        amount: money,
        currency: z.string(),
        method: paymentMethod,
        paidAt: timestamp.nullable(),
        refundedAmount: money.nullable(),
        createdAt: timestamp,
      }),
    ),
    refunds: z.array(
      z.object({
        id: recordId,
        amount: money,
        currency: z.string(),
        status: z.enum(REFUND_STATUSES),
        createdAt: timestamp,
        processedAt: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: "BookingDetail" });

export const cancellation = z
  .object({
    success: z.literal(true),
    booking: z.object({
      id: recordId,
      reference: bookingReference,
      status: z.literal("CANCELLED"),
      cancelledAt: timestamp,
      cancelReason: z.string(),
    }),
    refund: z.object({
      eligible: z.boolean(),
      amount: money,
      currency,
      status: z
        .enum(["PROCESSING", "NONE"])
        .meta({ description: "PROCESSING once requested at the provider; NONE without refund" }),
    }),
  })
  .meta({ id: "Cancellation" });

export const cancellationPreview = z.object({
  cancellable: z.boolean(),
  refusal: z
    .object({ code: z.enum(["ALREADY_CANCELLED", "CANNOT_CANCEL"]), message: z.string() })
    .nullable()
    .meta({ description: "Why cancelling now would be refused; null when it would not" }),
  refund: z.object({
    eligible: z.boolean(),
    amount: money,
    currency,
    fraction: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: "Share of subtotal and taxes refunded" }),
    daysBeforeCheckIn: z.number().int().nullable(),
  }),
});

export const checkout = z.object({
  authorizationUrl: z.url(),
  accessCode: z.string(),
  reference: paymentReference,
});

export const paymentState = z.object({
  payment: z.object({
    id: recordId,
    status: paymentStatus,
    amount: money,
    currency: z.string(),
    method: paymentMethod,
    providerRef: paymentReference,
    paidAt: timestamp.nullable(),
  }),
  booking: z.object({ id: recordId, reference: bookingReference, status: bookingStatus }),
});
