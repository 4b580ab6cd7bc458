import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { payments } from "@/db/schema";
import { PAYMENT_TRANSITIONS } from "@/lib/booking-transitions";
import { chargeEventDataSchema } from "@/lib/providers/paystack-events";
import { paymentStatusGuard } from "../status-guards";
import type { EventOutcome, EventParams } from "./handler-result";

/** charge.failed: an open payment becomes FAILED; after a success it changes nothing. */
export async function applyChargeFailed(
  tx: Transaction,
  { data: raw }: EventParams,
): Promise<EventOutcome> {
  const data = chargeEventDataSchema.parse(raw);
  const { chargeFailure } = PAYMENT_TRANSITIONS;
  const [payment] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.providerRef, data.reference));
  if (!payment) return { outcome: "unknown_reference" };
  const [failed] = await tx
    .update(payments)
    .set({ status: chargeFailure.to, failureReason: data.gateway_response ?? "Declined" })
    .where(and(eq(payments.id, payment.id), paymentStatusGuard(chargeFailure)))
    .returning({ id: payments.id });
  return { outcome: failed ? "payment_failed" : "ignored_settled_payment" };
}
