// POST /api/bookings – hold the nights and open the checkout
// GET /api/bookings – the user's own bookings

import { created, pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { bookingListItem, createdBooking } from "@/lib/openapi/responses/bookings";
import { dataOf, pageOf } from "@/lib/openapi/responses/common";
import { paymentProvider } from "@/lib/providers";
import { createBookingBody, listBookingsQuery } from "@/lib/schemas/bookings";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { listOwnBookings } from "@/lib/server/bookings/list-bookings";
import { defaultCallbackUrl } from "@/lib/server/payments/start-checkout";

const post = route(
  {
    auth: "user",
    tag: "Bookings",
    summary: "Book a stay",
    description:
      "Prices the stay on the server (unknown fields such as prices are ignored), holds its nights for the hold period and opens the provider's checkout. adults + children may not exceed the listing's maxGuests (constraint max_guests). If the provider cannot be reached, nothing stays held.",
    body: createBookingBody,
    responses: {
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
  async ({ caller, body, db, settings }) => {
    const result = await createBooking(db, {
      ...body,
      userId: caller.userId,
      provider: paymentProvider(),
      holdMinutes: settings.BOOKING_HOLD_MINUTES,
      limits: {
        maxUnpaidBookings: settings.MAX_UNPAID_BOOKINGS,
        maxUnpaidNights: settings.MAX_UNPAID_NIGHTS,
        maxLapsedHoldsPerListing: settings.MAX_LAPSED_HOLDS_PER_LISTING,
      },
      maxAdvanceDays: settings.MAX_BOOKING_ADVANCE_DAYS,
      callbackUrl: defaultCallbackUrl(settings.appUrl),
    });
    return created(result);
  },
);

const get = route(
  {
    auth: "user",
    tag: "Bookings",
    summary: "List your bookings",
    description: "Newest first.",
    query: listBookingsQuery,
    responses: { 200: { description: "A page of bookings", schema: pageOf(bookingListItem) } },
  },
  async ({ caller, query: { status, page, limit }, db, settings }) =>
    pageJson({ page, limit }, (paging) =>
      listOwnBookings(db, { userId: caller.userId, status, page: paging, appUrl: settings.appUrl }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: post,
  GET: get,
});
