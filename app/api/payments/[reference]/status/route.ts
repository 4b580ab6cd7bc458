// GET /api/payments/{reference}/status – a payment and its booking, for the callback page
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { paymentProvider } from "@/lib/providers";
import { paymentReferenceParams } from "@/lib/schemas/bookings";
import { paymentStatus } from "@/lib/server/payments/payment-status";

const get = handler<{ reference: string }>(async (request, { params }) => {
  const { reference } = await parseParams(params, paymentReferenceParams);
  const user = await requireUser(request);
  return json(await paymentStatus(getDb(), paymentProvider(), user, reference));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
