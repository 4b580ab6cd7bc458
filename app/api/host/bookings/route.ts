// GET /api/host/bookings – the bookings of the host's listings, filtered and paged
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { pageOf } from "@/lib/openapi/responses/common";
import { hostBookingRow } from "@/lib/openapi/responses/host";
import { hostBookingsQuery } from "@/lib/schemas/host";
import { listHostBookings } from "@/lib/server/host/host-bookings";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "List the bookings of your listings",
    description:
      "Newest first. startDate and endDate (both inclusive) keep bookings with a night (a day of an activity) in the range; listingId must be one of yours to match anything. A row names the guest by first name.",
    query: hostBookingsQuery,
    responses: {
      200: { description: "A page of bookings", schema: pageOf(hostBookingRow) },
    },
  },
  async ({ caller, query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) =>
      listHostBookings(db, { ...filters, hostId: caller.userId, page: paging }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
