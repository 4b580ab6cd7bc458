// GET /api/host/payouts – the host's payouts, newest first
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { pageOf } from "@/lib/openapi/responses/common";
import { hostPayout } from "@/lib/openapi/responses/payouts";
import { hostMoneyQuery } from "@/lib/schemas/payouts";
import { hostPayouts } from "@/lib/server/payouts/host-earnings";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Your payouts",
    query: hostMoneyQuery,
    responses: { 200: { description: "A page of payouts", schema: pageOf(hostPayout) } },
  },
  async ({ caller, query: { page, limit }, db }) =>
    pageJson({ page, limit }, (paging) => hostPayouts(db, { hostId: caller.userId, page: paging })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
