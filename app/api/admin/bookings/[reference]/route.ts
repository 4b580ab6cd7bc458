// GET /api/admin/bookings/{reference} – the whole booking: guest, listing, history, payments, refunds
// PATCH /api/admin/bookings/{reference} – change the status, with an optional note
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminBooking, bookingStatusChange } from "@/lib/openapi/responses/admin-bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { mailContext, paymentProvider } from "@/lib/providers";
import { changeBookingStatusBody } from "@/lib/schemas/admin-bookings";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { changeBookingStatus } from "@/lib/server/admin/bookings/change-booking-status";
import { getAdminBooking } from "@/lib/server/admin/bookings/get-booking";

const get = route(
  {
    auth: "admin",
    tag: "Admin: bookings",
    summary: "Read a booking in full",
    description: "With the guest account, the listing, the status history, payments and refunds.",
    params: bookingReferenceParams,
    responses: { 200: { description: "The booking", schema: dataOf(adminBooking) } },
    errors: ["NOT_FOUND"],
  },
  async ({ params: { reference }, db }) => json(await getAdminBooking(db, { reference })),
);

const patch = route(
  {
    auth: "admin",
    tag: "Admin: bookings",
    summary: "Change a booking's status",
    description:
      "PENDING → CONFIRMED | CANCELLED; CONFIRMED → COMPLETED (from check-out day), NO_SHOW (from check-in day) | CANCELLED. The note is kept in the history. CANCELLED applies the guest refund policy.",
    params: bookingReferenceParams,
    body: changeBookingStatusBody,
    responses: {
      200: { description: "The booking and its history", schema: dataOf(bookingStatusChange) },
    },
    errors: ["NOT_FOUND", "INVALID_TRANSITION", "DATES_UNAVAILABLE", "ALREADY_CANCELLED"],
  },
  async ({ caller, params: { reference }, body: { status, note }, db, settings }) =>
    json(
      await changeBookingStatus(db, {
        reference,
        status,
        note,
        actorId: caller.userId,
        provider: paymentProvider(),
        mail: mailContext(settings.appUrl),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  PATCH: patch,
});
