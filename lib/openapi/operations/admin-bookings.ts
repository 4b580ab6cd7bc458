import {
  adminBookingsQuery,
  adminCancelBookingBody,
  changeBookingStatusBody,
} from "@/lib/schemas/admin-bookings";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import type { Operation } from "../operation";
import {
  adminBooking,
  adminBookingRow,
  adminBookingStats,
  bookingStatusChange,
} from "../responses/admin-bookings";
import { cancellation } from "../responses/bookings";
import { dataOf, pageOf } from "../responses/common";

export const adminBookingOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/bookings",
    tag: "Admin: bookings",
    summary: "List every booking",
    description:
      "Newest first. startDate and endDate (both inclusive) keep stays with a night in the range.",
    access: "admin",
    query: adminBookingsQuery,
    replies: {
      200: {
        description: "A page of bookings and figures over all of them",
        schema: pageOf(adminBookingRow, { stats: adminBookingStats }),
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/bookings/{reference}",
    tag: "Admin: bookings",
    summary: "Read a booking in full",
    description: "With the guest account, the listing, the status history, payments and refunds.",
    access: "admin",
    params: bookingReferenceParams,
    replies: { 200: { description: "The booking", schema: dataOf(adminBooking) } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/admin/bookings/{reference}",
    tag: "Admin: bookings",
    summary: "Change a booking's status",
    description:
      "PENDING → CONFIRMED | CANCELLED; CONFIRMED → COMPLETED (from check-out day), NO_SHOW (from check-in day) | CANCELLED. The note is kept in the history. CANCELLED applies the guest refund policy.",
    access: "admin",
    params: bookingReferenceParams,
    body: changeBookingStatusBody,
    replies: {
      200: { description: "The booking and its history", schema: dataOf(bookingStatusChange) },
    },
    errors: ["NOT_FOUND", "INVALID_TRANSITION", "DATES_UNAVAILABLE", "ALREADY_CANCELLED"],
  },
  {
    method: "post",
    path: "/api/admin/bookings/{reference}/cancel",
    tag: "Admin: bookings",
    summary: "Cancel a booking",
    description: "refundFull refunds the whole paid total; otherwise the guest policy applies.",
    access: "admin",
    params: bookingReferenceParams,
    body: adminCancelBookingBody,
    replies: {
      200: { description: "The cancellation and its refund", schema: dataOf(cancellation) },
    },
    errors: ["NOT_FOUND", "ALREADY_CANCELLED", "CANNOT_CANCEL"],
  },
];
