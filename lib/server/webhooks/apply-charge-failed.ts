import { and, eq, inArray } from "drizzle-orm";
import { payments } from "@/db/schema";
import { chargeEventDataSchema } from "@/lib/providers/paystack-events";
import type { EventContext, EventOutcome } from "./handler-result";

/** charge.failed: an open payment becomes FAILED; after a success it changes nothing. */
export async function applyChargeFailed({ tx, data: raw }: EventContext): Promise<EventOutcome> {
  const data = chargeEventDataSchema.parse(raw);
  const [payment] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.providerRef, data.reference));
  if (!payment) return { outcome: "unknown_reference" };
  const [failed] = await tx
    .update(payments)
    .set({ status: "FAILED", failureReason: data.gateway_response ?? "Declined" })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ["PENDING", "PROCESSING"])))
    .returning({ id: payments.id });
  return { outcome: failed ? "payment_failed" : "ignored_settled_payment" };
}
