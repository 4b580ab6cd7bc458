// GET /api/admin/payouts – every payout, each host's balances, what is owed to hosts
import { z } from "zod";
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { money, pageOf } from "@/lib/openapi/responses/common";
import { adminPayout, hostBalances } from "@/lib/openapi/responses/payouts";
import { adminPayoutsQuery } from "@/lib/schemas/payouts";
import { listAdminPayouts } from "@/lib/server/admin/payouts/list-payouts";

const get = route(
  {
    auth: "admin",
    tag: "Admin: payouts",
    summary: "List payouts",
    description:
      "Newest first, by status; with every host's balances (and whether their payouts are held) and what is owed to hosts in all.",
    query: adminPayoutsQuery,
    responses: {
      200: {
        description: "A page of payouts, the hosts' balances, the totals",
        schema: pageOf(adminPayout, {
          hosts: z.array(hostBalances),
          owed: z.object({ pending: money, available: money, inFlight: money, paid: money }),
        }),
      },
    },
  },
  async ({ query: { page, limit, status }, db }) =>
    pageJson({ page, limit }, (paging) => listAdminPayouts(db, { status, page: paging })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
