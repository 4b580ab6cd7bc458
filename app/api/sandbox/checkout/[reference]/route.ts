// POST /api/sandbox/checkout/{reference} – the sandbox checkout's Pay / Decline (form post → 303), booking owner only
import { NextResponse } from "next/server";
import { formBody } from "@/lib/api/bodies";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { notFound } from "@/lib/errors";
import { paymentProvider } from "@/lib/providers";
import { paymentReferenceParams } from "@/lib/schemas/bookings";
import { sandboxCheckoutForm } from "@/lib/schemas/sandbox";
import { completeSandboxCheckout } from "@/lib/server/payments/sandbox-checkout";

const post = route(
  {
    auth: "user",
    tag: "Payments",
    summary: "Pay or decline in the sandbox checkout",
    description:
      "Only without a real provider: the sandbox checkout page's form. Sends the provider's signed charge event to the webhook, then redirects to the callback address. Only the booking's owner may pay or decline (another user: 403).",
    params: paymentReferenceParams,
    body: formBody(sandboxCheckoutForm, "the checkout outcome"),
    responses: { 303: { description: "To the callback address", redirect: true } },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  },
  async ({ caller, params: { reference }, body, db, settings }) => {
    if (paymentProvider().name !== "sandbox") throw notFound("Sandbox checkout");
    const { redirectUrl } = await completeSandboxCheckout(db, {
      reference,
      userId: caller.userId,
      ...body,
      appUrl: settings.appUrl,
    });
    return NextResponse.redirect(redirectUrl, 303);
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
