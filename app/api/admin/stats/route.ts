// GET /api/admin/stats – dashboard figures, recent bookings, top listings and 12-month series
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dashboardStats } from "@/lib/openapi/responses/admin-dashboard";
import { dataOf } from "@/lib/openapi/responses/common";
import { recentDashboardStats } from "@/lib/server/admin/stats/recent-stats";

const get = route(
  {
    auth: "admin",
    tag: "Admin: dashboard",
    summary: "Dashboard figures",
    description:
      "Users, bookings, revenue, occupancy over the last 30 days, the latest bookings, the top listings and 12 months of series (UTC months).",
    responses: { 200: { description: "The figures", schema: dataOf(dashboardStats) } },
  },
  async ({ db, settings }) =>
    json(await recentDashboardStats(db, { maxAgeSeconds: settings.STATS_MAX_AGE_SECONDS })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
