// GET /api/host/payout-method – where the host is paid (null before one is set)
// PUT /api/host/payout-method – set or change it: resolved and made a transfer recipient
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { payoutMethod } from "@/lib/openapi/responses/payouts";
import { payoutProvider } from "@/lib/providers";
import { payoutMethodBody } from "@/lib/schemas/payouts";
import { getPayoutMethod, setPayoutMethod } from "@/lib/server/payouts/payout-method";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Read your payout method",
    responses: {
      200: { description: "The method, or null", schema: dataOf(payoutMethod.nullable()) },
    },
  },
  async ({ caller, db }) => json(await getPayoutMethod(db, { hostId: caller.userId })),
);

const put = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Set your payout method",
    description:
      "bankCode from GET /api/host/payout-banks (else 400 bankCode/unknown_bank). The account's name is the provider's when it can resolve it (verified: true), else the one given. The provider makes it a transfer recipient (an account it refuses: 400 accountNumber/rejected). It replaces the previous method; payouts already sent keep theirs.",
    body: payoutMethodBody,
    responses: { 200: { description: "The new method", schema: dataOf(payoutMethod) } },
    errors: ["PAYMENT_PROVIDER_ERROR"],
  },
  async ({ caller, body, db }) =>
    json(await setPayoutMethod(db, { ...body, provider: payoutProvider(), hostId: caller.userId })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  PUT: put,
});
