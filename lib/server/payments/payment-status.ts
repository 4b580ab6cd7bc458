import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { MailContext } from "@/lib/providers/mailer";
import type { PaymentProvider, VerifiedTransaction } from "@/lib/providers/payment-provider";
import { processPaystackEvent } from "../webhooks/process-paystack-event";

async function loadStatus(db: Database, reference: string) {
  const [row] = await db
    .select({
      payment: {
        id: payments.id,
        status: payments.status,
        amount: payments.amount,
        currency: payments.currency,
        method: payments.method,
        providerRef: payments.providerRef,
        paidAt: payments.paidAt,
      },
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        userId: bookings.userId,
      },
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.providerRef, reference));
  return row;
}

/** The provider's verdict, as the event Paystack would have sent for it. */
function eventFromVerification(verified: VerifiedTransaction) {
  const event = verified.status === "success" ? "charge.success" : "charge.failed";
  return {
    event,
    data: {
      id: verified.id,
      reference: verified.reference,
      status: verified.status,
      amount: verified.amountPesewas,
      currency: verified.currency,
      channel: verified.channel,
      paid_at: verified.paidAt,
      gateway_response: verified.gatewayResponse,
      metadata: null,
    },
  };
}

export interface PaymentStatusParams {
  userId: string;
  reference: string;
  /** Asked for a verdict while the payment is open, when it can verify. */
  provider: PaymentProvider;
  /** How the confirmation a verdict brings goes out. */
  mail: MailContext;
}

/**
 * A payment's status for its owner. With a real provider, a payment still open is checked at
 * the provider (the callback page polls this), and a final verdict is applied exactly as
 * its webhook would be — the webhook arriving later is then a duplicate.
 */
export async function paymentStatus(
  db: Database,
  { userId, reference, provider, mail }: PaymentStatusParams,
) {
  let row = await loadStatus(db, reference);
  if (!row) throw notFound("Payment");
  if (row.booking.userId !== userId)
    throw new AppError("FORBIDDEN", "This payment belongs to another user");

  if (row.payment.status === "PENDING" && provider.verify) {
    const verified = await provider.verify(reference).catch(() => null);
    if (verified && (verified.status === "success" || verified.status === "failed")) {
      const envelope = eventFromVerification(verified);
      await processPaystackEvent(db, {
        provider,
        envelope,
        rawBody: JSON.stringify(envelope),
        mail,
      });
      row = (await loadStatus(db, reference)) ?? row;
    }
  }
  const { userId: _owner, ...booking } = row.booking;
  return { payment: row.payment, booking };
}
