// GET /api/payments/{reference}/status – a payment and its booking, for the callback page
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { paymentState } from "@/lib/openapi/responses/bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { mailContext, paymentProvider } from "@/lib/providers";
import { paymentReferenceParams } from "@/lib/schemas/bookings";
import { paymentStatus } from "@/lib/server/payments/payment-status";

const get = route(
  {
    auth: "user",
    tag: "Payments",
    summary: "A payment's status",
    description:
      "With the real provider, a payment still open is checked at the provider first, so the answer converges even when its webhook is late.",
    params: paymentReferenceParams,
    responses: {
      200: { description: "The payment and its booking", schema: dataOf(paymentState) },
    },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  async ({ caller, params: { reference }, db, settings }) =>
    json(
      await paymentStatus(db, {
        userId: caller.userId,
        reference,
        provider: paymentProvider(),
        mail: mailContext(settings.appUrl),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
