// GET /api/admin/bookings – every booking, filtered and paged, with overall stats
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminBookingRow, adminBookingStats } from "@/lib/openapi/responses/admin-bookings";
import { pageOf } from "@/lib/openapi/responses/common";
import { adminBookingsQuery } from "@/lib/schemas/admin-bookings";
import { listAdminBookings } from "@/lib/server/admin/bookings/list-bookings";
import { recentAdminBookingStats } from "@/lib/server/admin/stats/recent-stats";

const get = route(
  {
    auth: "admin",
    tag: "Admin: bookings",
    summary: "List every booking",
    description:
      "Newest first. startDate and endDate (both inclusive) keep stays with a night in the range.",
    query: adminBookingsQuery,
    responses: {
      200: {
        description: "A page of bookings and figures over all of them",
        schema: pageOf(adminBookingRow, { stats: adminBookingStats }),
      },
    },
  },
  async ({ query: { page, limit, ...filters }, db, settings }) =>
    pageJson({ page, limit }, (paging) =>
      listAdminBookings(db, {
        ...filters,
        page: paging,
        statsOf: () =>
          recentAdminBookingStats(db, { maxAgeSeconds: settings.STATS_MAX_AGE_SECONDS }),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
