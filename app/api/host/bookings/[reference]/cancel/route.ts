// POST /api/host/bookings/{reference}/cancel – the host cancels; the guest gets back all they paid
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
    auth: "host",
    tag: "Hosting",
    summary: "Cancel a booking of your listing",
    description:
      "Before the check-in day, a PENDING or CONFIRMED booking. The guest is refunded the whole paid total, fees included, and told the host cancelled; it is recorded as a host cancellation (history and audit log). Another host's booking is 403 FORBIDDEN.",
    params: bookingReferenceParams,
    body: cancelBookingBody,
    responses: {
      200: { description: "The cancellation and its refund", schema: dataOf(cancellation) },
    },
    errors: ["NOT_FOUND", "ALREADY_CANCELLED", "CANNOT_CANCEL"],
  },
  async ({ caller, params: { reference }, body: { reason }, db, settings }) =>
    json(
      await cancelBooking(db, {
        reference,
        reason,
        canceller: { kind: "host", userId: caller.userId },
        provider: paymentProvider(),
        mail: mailContext(settings.appUrl),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
