import { z } from "zod";
import { paginationQuery } from "@/lib/schemas/pagination";
import { BOOKING_STATUSES } from "../enums";
import { isoDate, recordId } from "./common";

export const ADMIN_CANCEL_DEFAULT_REASON = "Cancelled by an administrator";

/**
 * GET /api/admin/bookings. `startDate`/`endDate` select bookings whose stay overlaps the
 * range, counted in nights: a booking matches when at least one of its nights (check-in …
 * check-out − 1) falls on or between the two dates, i.e. `checkIn <= endDate` and
 * `checkOut > startDate`. Either bound may be given alone; both bounds are inclusive, so
 * `startDate = endDate` finds the stays occupying that night. endDate before startDate: 400.
 */
export const adminBookingsQuery = z
  .object({
    status: z.enum(BOOKING_STATUSES).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    listingId: recordId.optional(),
    ...paginationQuery({ defaultLimit: 20, maxLimit: 100 }),
  })
  .superRefine((query, context) => {
    if (query.startDate && query.endDate && query.endDate < query.startDate) {
      context.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "endDate must not be before startDate",
        params: { constraint: "date_after" },
      });
    }
  });

/** PATCH /api/admin/bookings/{reference}: the target status and an optional note for the history. */
export const changeBookingStatusBody = z.strictObject({
  status: z.enum(BOOKING_STATUSES),
  note: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((note) => note || undefined),
});

/**
 * POST /api/admin/bookings/{reference}/cancel. `refundFull: true` refunds the whole paid
 * total; false (the default when omitted) applies the guest refund policy.
 */
export const adminCancelBookingBody = z.strictObject({
  reason: z.string().trim().min(1).max(500),
  refundFull: z.boolean().default(false),
});
