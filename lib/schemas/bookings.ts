import { z } from "zod";
import { paginationQuery } from "@/lib/schemas/pagination";
import { TIME_OF_DAY } from "../activity-starts";
import { BOOKING_STATUSES, PAYMENT_METHODS } from "../enums";
import { MAX_ADULTS, MAX_CHILDREN } from "../guest-limits";
import { isBookingReference } from "../references";
import { isoDate, recordId, refineCheckIn, refineStay } from "./common";

export const GHANA_PHONE = /^\+233\d{9}$/;

/**
 * The booking request. Unknown fields are dropped, not refused: clients may send price
 * fields, and the server never reads them (prices are computed on the server only).
 */
export const createBookingBody = z
  .object({
    listingId: recordId,
    checkIn: isoDate,
    checkOut: isoDate
      .optional()
      .describe(
        "Required for an accommodation. For an activity or experience it follows from the listing's durationDays and may be left out; if sent it must match.",
      ),
    startTime: z
      .string()
      .regex(TIME_OF_DAY, "must be a time of day HH:MM")
      .nullable()
      .optional()
      .describe(
        "An activity's or experience's start: one of the listing's startTimes (required when it has some; none when it has none). Not for an accommodation.",
      ),
    adults: z.number().int().min(1).max(MAX_ADULTS),
    children: z.number().int().min(0).max(MAX_CHILDREN).default(0),
    guestName: z.string().trim().min(2).max(100),
    guestEmail: z.email().max(254),
    guestPhone: z.string().trim().regex(GHANA_PHONE, "must be +233 followed by 9 digits"),
    specialRequests: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, context) =>
    body.checkOut === undefined ? refineCheckIn(body, context) : refineStay(body, context),
  );
export type CreateBookingInput = z.output<typeof createBookingBody>;

export const listBookingsQuery = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  ...paginationQuery({ defaultLimit: 10, maxLimit: 50 }),
});

export const bookingReferenceParams = z.object({
  reference: z.string().refine(isBookingReference, {
    message: "must be a booking reference like BK-7K3M9QXA",
    params: { constraint: "reference" },
  }),
});

/**
 * The reason the guest's cancel dialog sends when the guest gives none: the reason is optional
 * on the page, while the interface's body keeps `reason` a required string (existing clients
 * and the "cancelReason set" rule unchanged).
 */
export const GUEST_CANCEL_DEFAULT_REASON = "Cancelled by the guest";

export const cancelBookingBody = z.strictObject({
  reason: z.string().trim().min(1).max(500),
});

export const initializePaymentBody = z.strictObject({
  bookingId: recordId,
  method: z.enum(PAYMENT_METHODS).optional(),
  callbackUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});

export const paymentReferenceParams = z.object({
  reference: z.string().regex(/^BK-[A-Z2-9]{8}(-\d{1,3})?$/, "must be a payment reference"),
});
