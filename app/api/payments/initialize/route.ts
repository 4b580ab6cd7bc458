// POST /api/payments/initialize – a new checkout for an unpaid, still-held booking
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { checkout } from "@/lib/openapi/responses/bookings";
import { dataOf } from "@/lib/openapi/responses/common";
import { paymentProvider } from "@/lib/providers";
import { initializePaymentBody } from "@/lib/schemas/bookings";
import { initializePayment } from "@/lib/server/payments/initialize-payment";
import { defaultCallbackUrl } from "@/lib/server/payments/start-checkout";

const post = route(
  {
    auth: "user",
    tag: "Payments",
    summary: "Start a new payment attempt",
    description:
      "For a PENDING booking whose hold still runs; earlier open attempts are superseded. callbackUrl must be an address of this site (constraint same_origin).",
    body: initializePaymentBody,
    responses: {
      200: { description: "The checkout to send the guest to", schema: dataOf(checkout) },
    },
    errors: ["ALREADY_PAID", "BOOKING_NOT_PAYABLE", "NOT_FOUND", "PAYMENT_PROVIDER_ERROR"],
  },
  async ({ caller, body, db, settings: { appUrl } }) =>
    json(
      await initializePayment(db, {
        ...body,
        userId: caller.userId,
        provider: paymentProvider(),
        appUrl,
        defaultCallbackUrl: defaultCallbackUrl(appUrl),
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
