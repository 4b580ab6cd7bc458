// POST /api/payments/initialize – a new checkout for an unpaid, still-held booking
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { paymentProvider } from "@/lib/providers";
import { initializePaymentBody } from "@/lib/schemas/bookings";
import { config } from "@/lib/server/config";
import { initializePayment } from "@/lib/server/payments/initialize-payment";
import { defaultCallbackUrl } from "@/lib/server/payments/start-checkout";

const post = handler(async (request) => {
  const user = await requireUser(request);
  const input = await parseBody(request, initializePaymentBody);
  const { appUrl } = config();
  const deps = {
    provider: paymentProvider(),
    appUrl,
    defaultCallbackUrl: defaultCallbackUrl(appUrl),
  };
  return json(await initializePayment(getDb(), deps, user, input));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
