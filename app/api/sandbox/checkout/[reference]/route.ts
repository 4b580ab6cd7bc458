// POST /api/sandbox/checkout/{reference} – the sandbox checkout's Pay / Decline (form post → 303), booking owner only
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseParams } from "@/lib/api/parse";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { AppError, notFound } from "@/lib/errors";
import { paymentProvider } from "@/lib/providers";
import { paymentReferenceParams } from "@/lib/schemas/bookings";
import { sandboxCheckoutForm } from "@/lib/schemas/sandbox";
import { config } from "@/lib/server/config";
import { completeSandboxCheckout } from "@/lib/server/payments/sandbox-checkout";

const post = handler<{ reference: string }>(async (request, { params }) => {
  if (paymentProvider().name !== "sandbox") throw notFound("Sandbox checkout");
  const { userId } = await requireUser(request);
  const { reference } = await parseParams(params, paymentReferenceParams);
  const form = sandboxCheckoutForm.parse(Object.fromEntries(await readForm(request)), {
    reportInput: true,
  });
  const { redirectUrl } = await completeSandboxCheckout(getDb(), {
    reference,
    userId,
    ...form,
    appUrl: config().appUrl,
  });
  return NextResponse.redirect(redirectUrl, 303);
});

/** The posted form; a body that is no form (JSON, no content type, bad multipart) is a 400. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new AppError("VALIDATION_ERROR", "Send the checkout outcome as a form", {
      field: "body",
      constraint: "form",
    });
  }
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
