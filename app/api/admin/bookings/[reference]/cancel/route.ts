// POST /api/admin/bookings/{reference}/cancel – cancel with the policy refund or the full paid total
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { paymentProvider } from "@/lib/providers";
import { adminCancelBookingBody } from "@/lib/schemas/admin-bookings";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { cancelBooking } from "@/lib/server/bookings/cancel-booking";

const post = handler<{ reference: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { reference } = await parseParams(params, bookingReferenceParams);
  const { reason, refundFull } = await parseBody(request, adminCancelBookingBody);
  const result = await cancelBooking(getDb(), paymentProvider(), {
    reference,
    reason,
    canceller: { kind: "admin", userId: admin.userId, refundFull },
  });
  return json(result);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
