// POST /api/bookings/{reference}/cancel – cancel the user's booking for the policy refund
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { cancellation } from "@/lib/openapi/responses/bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { mailContext, paymentProvider } from "@/lib/providers";
import { bookingReferenceParams, cancelBookingBody } from "@/lib/schemas/bookings";
import { cancelBooking } from "@/lib/server/bookings/cancel-booking";

const post = route(
  {
    auth: "user",
    tag: "Bookings",
    summary: "Cancel one of your bookings",
    description:
      "Frees the nights and refunds a paid booking by the policy: the subtotal and taxes in full from 7 days before check-in, half from 3 to 6 days, nothing later; the service fee is never refunded.",
    params: bookingReferenceParams,
    body: cancelBookingBody,
    responses: {
      200: { description: "The cancellation and its refund", schema: dataOf(cancellation) },
    },
    errors: ["ALREADY_CANCELLED", "CANNOT_CANCEL", "FORBIDDEN", "NOT_FOUND"],
  },
  async ({ caller, params: { reference }, body: { reason }, db, settings }) =>
    json(
      await cancelBooking(db, {
        reference,
        reason,
        canceller: { kind: "guest", userId: caller.userId },
        provider: paymentProvider(),
        mail: mailContext(settings.appUrl),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
