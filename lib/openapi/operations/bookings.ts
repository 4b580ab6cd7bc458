import {
  bookingReferenceParams,
  cancelBookingBody,
  createBookingBody,
  listBookingsQuery,
} from "@/lib/schemas/bookings";
import type { Operation } from "../operation";
import {
  bookingDetail,
  bookingListItem,
  cancellation,
  cancellationPreview,
  createdBooking,
} from "../responses/bookings";
import { dataOf, pageOf } from "../responses/common";

export const bookingOperations: Operation[] = [
  {
    method: "post",
    path: "/api/bookings",
    tag: "Bookings",
    summary: "Book a stay",
    description:
      "Prices the stay on the server (unknown fields such as prices are ignored), holds its nights for the hold period and opens the provider's checkout. adults + children may not exceed the listing's maxGuests (constraint max_guests). If the provider cannot be reached, nothing stays held.",
    access: "user",
    body: createBookingBody,
    replies: {
      201: { description: "The PENDING booking and its checkout", schema: dataOf(createdBooking) },
    },
    errors: [
      "NOT_FOUND",
      "DATES_UNAVAILABLE",
      "TOO_MANY_UNPAID_BOOKINGS",
      "TOO_MANY_UNPAID_NIGHTS",
      "TOO_MANY_HOLDS_ON_LISTING",
      "PAYMENT_PROVIDER_ERROR",
    ],
  },
  {
    method: "get",
    path: "/api/bookings",
    tag: "Bookings",
    summary: "List your bookings",
    description: "Newest first.",
    access: "user",
    query: listBookingsQuery,
    replies: { 200: { description: "A page of bookings", schema: pageOf(bookingListItem) } },
  },
  {
    method: "get",
    path: "/api/bookings/{reference}",
    tag: "Bookings",
    summary: "Read one of your bookings",
    access: "user",
    params: bookingReferenceParams,
    replies: { 200: { description: "The booking", schema: dataOf(bookingDetail) } },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/bookings/{reference}/cancellation",
    tag: "Bookings",
    summary: "Preview a cancellation",
    description:
      "Whether cancelling now is allowed and the refund it would bring; changes nothing.",
    access: "user",
    params: bookingReferenceParams,
    replies: { 200: { description: "The preview", schema: dataOf(cancellationPreview) } },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/bookings/{reference}/cancel",
    tag: "Bookings",
    summary: "Cancel one of your bookings",
    description:
      "Frees the nights and refunds a paid booking by the policy: the subtotal and taxes in full from 7 days before check-in, half from 3 to 6 days, nothing later; the service fee is never refunded.",
    access: "user",
    params: bookingReferenceParams,
    body: cancelBookingBody,
    replies: {
      200: { description: "The cancellation and its refund", schema: dataOf(cancellation) },
    },
    errors: ["ALREADY_CANCELLED", "CANNOT_CANCEL", "FORBIDDEN", "NOT_FOUND"],
  },
];
