// GET /api/bookings/{reference} – one of the user's bookings with its payments
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { getOwnBooking } from "@/lib/server/bookings/get-booking";

const get = handler<{ reference: string }>(async (request, { params }) => {
  const { reference } = await parseParams(params, bookingReferenceParams);
  const user = await requireUser(request);
  return json(await getOwnBooking(getDb(), user, reference));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
