// GET /api/admin/stats – dashboard figures, recent bookings, top listings and 12-month series
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { recentDashboardStats } from "@/lib/server/admin/stats/recent-stats";

const get = handler(async (request) => {
  await requireAdmin(request);
  return json(await recentDashboardStats());
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
