import { z } from "zod";
import { webhookEnvelopeSchema } from "@/lib/providers/paystack-events";
import { initializePaymentBody, paymentReferenceParams } from "@/lib/schemas/bookings";
import { sandboxCheckoutForm } from "@/lib/schemas/sandbox";
import type { Operation } from "../operation";
import { checkout, paymentState } from "../responses/bookings";
import { dataOf } from "../responses/common";
import { webhookReceived, webhookRefused } from "../responses/platform";

export const paymentOperations: Operation[] = [
  {
    method: "post",
    path: "/api/payments/initialize",
    tag: "Payments",
    summary: "Start a new payment attempt",
    description:
      "For a PENDING booking whose hold still runs; earlier open attempts are superseded. callbackUrl must be an address of this site (constraint same_origin).",
    access: "user",
    body: initializePaymentBody,
    replies: {
      200: { description: "The checkout to send the guest to", schema: dataOf(checkout) },
    },
    errors: ["ALREADY_PAID", "BOOKING_NOT_PAYABLE", "NOT_FOUND", "PAYMENT_PROVIDER_ERROR"],
  },
  {
    method: "get",
    path: "/api/payments/{reference}/status",
    tag: "Payments",
    summary: "A payment's status",
    description:
      "With the real provider, a payment still open is checked at the provider first, so the answer converges even when its webhook is late.",
    access: "user",
    params: paymentReferenceParams,
    replies: { 200: { description: "The payment and its booking", schema: dataOf(paymentState) } },
    errors: ["FORBIDDEN", "NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/webhooks/{provider}",
    tag: "Payments",
    summary: "Receive a payment event",
    description:
      "Called by the payment provider only. The signature is checked over the raw body before anything else; each event is applied once (redeliveries change nothing). A failure while applying answers 500, so the provider retries.",
    access: "signature",
    params: z.object({
      provider: z.enum(["paystack"]).meta({ description: "The payment provider's name" }),
    }),
    body: webhookEnvelopeSchema,
    replies: {
      200: {
        description: "Received (also for event kinds that change nothing)",
        schema: webhookReceived,
      },
      401: {
        description: "The signature does not match; nothing was processed",
        schema: webhookRefused,
      },
    },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/sandbox/checkout/{reference}",
    tag: "Payments",
    summary: "Pay or decline in the sandbox checkout",
    description:
      "Only without a real provider: the sandbox checkout page's form. Sends the provider's signed charge event to the webhook, then redirects to the callback address. Only the booking's owner may pay or decline (another user: 403).",
    access: "user",
    params: paymentReferenceParams,
    body: sandboxCheckoutForm,
    bodyType: "application/x-www-form-urlencoded",
    replies: { 303: { description: "To the callback address", redirect: true } },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  },
];
