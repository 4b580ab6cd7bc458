// GET /api/admin/bookings – every booking, filtered and paged, with overall stats
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { adminBookingsQuery } from "@/lib/schemas/admin-bookings";
import { listAdminBookings } from "@/lib/server/admin/bookings/list-bookings";
import { recentAdminBookingStats } from "@/lib/server/admin/stats/recent-stats";

const get = handler(async (request) => {
  await requireAdmin(request);
  const { page, limit, ...filters } = parseQuery(request, adminBookingsQuery);
  const paging = pageRequest(page, limit);
  const { items, total, stats } = await listAdminBookings(
    getDb(),
    filters,
    paging,
    recentAdminBookingStats,
  );
  return listJson(items, paginationOf(paging, total), { stats });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
