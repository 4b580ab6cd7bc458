// GET /api/host/earnings – earnings by booking, and the totals by state
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { pageOf } from "@/lib/openapi/responses/common";
import { earningTotals, hostEarning } from "@/lib/openapi/responses/payouts";
import { hostMoneyQuery } from "@/lib/schemas/payouts";
import { hostEarnings } from "@/lib/server/payouts/host-earnings";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Your earnings",
    description:
      "Each confirmed booking's subtotal, what Akwaaba kept, your part of refunds and the net, newest check-in first; the totals by state come from the ledger: earned − refunded = pending + available + inFlight + paid.",
    query: hostMoneyQuery,
    responses: {
      200: {
        description: "A page of earnings and the totals",
        schema: pageOf(hostEarning, { totals: earningTotals }),
      },
    },
  },
  async ({ caller, query: { page, limit }, db, settings }) =>
    pageJson({ page, limit }, (paging) =>
      hostEarnings(db, {
        hostId: caller.userId,
        page: paging,
        delayHours: settings.PAYOUT_DELAY_HOURS,
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
