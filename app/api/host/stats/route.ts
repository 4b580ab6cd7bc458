// GET /api/host/stats – upcoming check-ins, occupancy and this month's earnings
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { hostStats } from "@/lib/openapi/responses/host";
import { getHostStats } from "@/lib/server/host/host-stats";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Your figures",
    description:
      "Confirmed check-ins of the next 7 days (the first 5 named), the occupancy of your published stays over the next 30 nights, and the subtotals of bookings checking in this month.",
    responses: { 200: { description: "The figures", schema: dataOf(hostStats) } },
  },
  async ({ caller, db }) => json(await getHostStats(db, { hostId: caller.userId })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
