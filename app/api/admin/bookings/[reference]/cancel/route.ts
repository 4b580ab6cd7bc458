// POST /api/admin/bookings/{reference}/cancel – cancel with the policy refund or the full paid total
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { cancellation } from "@/lib/openapi/responses/bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { mailContext, paymentProvider } from "@/lib/providers";
import { adminCancelBookingBody } from "@/lib/schemas/admin-bookings";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { cancelBooking } from "@/lib/server/bookings/cancel-booking";

const post = route(
  {
    auth: "admin",
    tag: "Admin: bookings",
    summary: "Cancel a booking",
    description: "refundFull refunds the whole paid total; otherwise the guest policy applies.",
    params: bookingReferenceParams,
    body: adminCancelBookingBody,
    responses: {
      200: { description: "The cancellation and its refund", schema: dataOf(cancellation) },
    },
    errors: ["NOT_FOUND", "ALREADY_CANCELLED", "CANNOT_CANCEL"],
  },
  async ({ caller, params: { reference }, body: { reason, refundFull }, db, settings }) =>
    json(
      await cancelBooking(db, {
        reference,
        reason,
        canceller: { kind: "admin", userId: caller.userId, refundFull },
        provider: paymentProvider(),
        mail: mailContext(settings.appUrl),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
