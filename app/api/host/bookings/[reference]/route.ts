// GET /api/host/bookings/{reference} – one booking of the host's listings
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { hostBooking } from "@/lib/openapi/responses/host";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { getHostBooking } from "@/lib/server/host/host-bookings";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Read a booking of your listing",
    description:
      "The guest's name, e-mail and phone (and special requests) only once the booking is CONFIRMED. Another host's booking is 403 FORBIDDEN.",
    params: bookingReferenceParams,
    responses: { 200: { description: "The booking", schema: dataOf(hostBooking) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { reference }, db }) =>
    json(await getHostBooking(db, { hostId: caller.userId, reference })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
