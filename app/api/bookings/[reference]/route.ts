// GET /api/bookings/{reference} – one of the user's bookings with its payments
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { bookingDetail } from "@/lib/openapi/responses/bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { getOwnBooking } from "@/lib/server/bookings/get-booking";

const get = route(
  {
    auth: "user",
    tag: "Bookings",
    summary: "Read one of your bookings",
    params: bookingReferenceParams,
    responses: { 200: { description: "The booking", schema: dataOf(bookingDetail) } },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  async ({ caller, params: { reference }, db, settings }) =>
    json(await getOwnBooking(db, { userId: caller.userId, reference, appUrl: settings.appUrl })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
