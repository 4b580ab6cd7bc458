// GET /api/host/payout-banks?type=mobile_money|ghipss – where a host can be paid
import { z } from "zod";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { payoutBank } from "@/lib/openapi/responses/payouts";
import { payoutProvider } from "@/lib/providers";
import { payoutBanksQuery } from "@/lib/schemas/payouts";
import { payoutBanks } from "@/lib/server/payouts/payout-banks";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "List the mobile-money providers or banks",
    description:
      "From the payment provider (Paystack's GET /bank for Ghana), kept for a day. A code from here is the bankCode of PUT /api/host/payout-method.",
    query: payoutBanksQuery,
    responses: { 200: { description: "By name", schema: dataOf(z.array(payoutBank)) } },
    errors: ["PAYMENT_PROVIDER_ERROR"],
  },
  async ({ query: { type } }) => json(await payoutBanks({ provider: payoutProvider(), type })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
