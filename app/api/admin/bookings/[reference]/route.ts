// GET /api/admin/bookings/{reference} – the whole booking: guest, listing, history, payments, refunds
// PATCH /api/admin/bookings/{reference} – change the status, with an optional note

import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { paymentProvider } from "@/lib/providers";
import { changeBookingStatusBody } from "@/lib/schemas/admin-bookings";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { changeBookingStatus } from "@/lib/server/admin/bookings/change-booking-status";
import { getAdminBooking } from "@/lib/server/admin/bookings/get-booking";

const get = handler<{ reference: string }>(async (request, { params }) => {
  await requireAdmin(request);
  const { reference } = await parseParams(params, bookingReferenceParams);
  return json(await getAdminBooking(getDb(), reference));
});

const patch = handler<{ reference: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { reference } = await parseParams(params, bookingReferenceParams);
  const { status, note } = await parseBody(request, changeBookingStatusBody);
  const result = await changeBookingStatus(getDb(), paymentProvider(), {
    reference,
    status,
    note,
    actorId: admin.userId,
  });
  return json(result);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  PATCH: patch,
});
