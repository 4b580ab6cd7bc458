// POST /api/bookings – hold the nights and open the checkout
// GET /api/bookings – the user's own bookings
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseBody, parseQuery } from "@/lib/api/parse";
import { created, listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { paymentProvider } from "@/lib/providers";
import { createBookingBody, listBookingsQuery } from "@/lib/schemas/bookings";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { listOwnBookings } from "@/lib/server/bookings/list-bookings";
import { config } from "@/lib/server/config";
import { defaultCallbackUrl } from "@/lib/server/payments/start-checkout";

const post = handler(async (request) => {
  const user = await requireUser(request);
  const input = await parseBody(request, createBookingBody);
  const settings = config();
  const result = await createBooking(
    getDb(),
    {
      provider: paymentProvider(),
      holdMinutes: settings.BOOKING_HOLD_MINUTES,
      limits: {
        maxUnpaidBookings: settings.MAX_UNPAID_BOOKINGS,
        maxUnpaidNights: settings.MAX_UNPAID_NIGHTS,
        maxLapsedHoldsPerListing: settings.MAX_LAPSED_HOLDS_PER_LISTING,
      },
      maxAdvanceDays: settings.MAX_BOOKING_ADVANCE_DAYS,
      callbackUrl: defaultCallbackUrl(settings.appUrl),
    },
    user.userId,
    input,
  );
  return created(result);
});

const get = handler(async (request) => {
  const { status, page, limit } = parseQuery(request, listBookingsQuery);
  const user = await requireUser(request);
  const paging = pageRequest(page, limit);
  const { items, total } = await listOwnBookings(getDb(), user.userId, { status }, paging);
  return listJson(items, paginationOf(paging, total));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: post,
  GET: get,
});
