// POST /api/bookings/{reference}/cancel – cancel the user's booking for the policy refund
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { paymentProvider } from "@/lib/providers";
import { bookingReferenceParams, cancelBookingBody } from "@/lib/schemas/bookings";
import { cancelBooking } from "@/lib/server/bookings/cancel-booking";

const post = handler<{ reference: string }>(async (request, { params }) => {
  const { reference } = await parseParams(params, bookingReferenceParams);
  const { reason } = await parseBody(request, cancelBookingBody);
  const user = await requireUser(request);
  const result = await cancelBooking(getDb(), paymentProvider(), {
    reference,
    reason,
    canceller: { kind: "guest", userId: user.userId },
  });
  return json(result);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
