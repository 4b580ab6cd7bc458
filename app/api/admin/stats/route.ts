// GET /api/admin/stats – dashboard figures, recent bookings, top listings and 12-month series
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireAdmin } from "@/lib/auth/guards";
import { dashboardStats } from "@/lib/server/admin/stats/dashboard-stats";

export const GET = handler(async (request) => {
  await requireAdmin(request);
  return json(await dashboardStats(getDb()));
});
