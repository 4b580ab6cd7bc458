// POST /api/webhooks/{provider} – payment events, authenticated by their HMAC signature
import { NextResponse } from "next/server";
import { z } from "zod";
import { signedEvent } from "@/lib/api/bodies";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { webhookReceived, webhookRefused } from "@/lib/openapi/responses/platform";
import { mailContext, paymentProvider } from "@/lib/providers";
import { webhookEnvelopeSchema } from "@/lib/providers/paystack-events";
import { processPaystackEvent } from "@/lib/server/webhooks/process-paystack-event";

const post = route(
  {
    auth: "provider",
    tag: "Payments",
    summary: "Receive a payment event",
    description:
      "Called by the payment provider only. The signature is checked over the raw body before anything else; each event is applied once (redeliveries change nothing). A failure while applying answers 500, so the provider retries.",
    params: z.object({
      provider: z.enum(["paystack"]).meta({ description: "The payment provider's name" }),
    }),
    lookup: "Payment provider",
    body: signedEvent(webhookEnvelopeSchema, "a Paystack event"),
    responses: {
      200: {
        description: "Received (also for event kinds that change nothing)",
        schema: webhookReceived,
      },
      401: {
        description: "The signature does not match; nothing was processed",
        schema: webhookRefused,
      },
    },
    errors: ["PAYLOAD_TOO_LARGE"],
  },
  async ({ body: { event, rawBody }, db, settings }) => {
    await processPaystackEvent(db, {
      provider: paymentProvider(),
      envelope: event,
      rawBody,
      mail: mailContext(settings.appUrl),
    });
    return NextResponse.json({ received: true });
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
