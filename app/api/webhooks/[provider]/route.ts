// POST /api/webhooks/{provider} – payment events, authenticated by their HMAC signature
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { MAX_JSON_BODY_BYTES, parseJsonText, readBodyText } from "@/lib/api/parse";
import { routeMethods } from "@/lib/api/route-methods";
import { AppError, notFound } from "@/lib/errors";
import { paymentProvider, webhookSecret } from "@/lib/providers";
import { webhookEnvelopeSchema } from "@/lib/providers/paystack-events";
import { isValidSignature } from "@/lib/providers/paystack-signature";
import { processPaystackEvent } from "@/lib/server/webhooks/process-paystack-event";

function parseEnvelope(rawBody: string) {
  const json = parseJsonText(rawBody);
  try {
    return webhookEnvelopeSchema.parse(json);
  } catch {
    throw new AppError("VALIDATION_ERROR", "Event body is not a Paystack event", {
      field: "body",
      constraint: "event",
    });
  }
}

const post = handler<{ provider: string }>(async (request, { params }) => {
  const { provider } = await params;
  if (provider !== "paystack") throw notFound("Payment provider");
  const rawBody = await readBodyText(request, MAX_JSON_BODY_BYTES);
  // The signature is checked over the raw bytes before anything is parsed.
  if (!isValidSignature(rawBody, request.headers.get("x-paystack-signature"), webhookSecret())) {
    return NextResponse.json({ error: "Invalid signature" }, { status: 401 });
  }
  await processPaystackEvent(getDb(), paymentProvider(), parseEnvelope(rawBody), rawBody);
  return NextResponse.json({ received: true });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
