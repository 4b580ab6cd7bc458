import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, payments } from "@/db/schema";
import type { SandboxChannel } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import { checkoutState, holdState } from "@/lib/hold-state";
import { toPesewas } from "@/lib/money";
import { chargeFailedEvent, chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { deliverSandboxEvent, SANDBOX_SECRET_KEY } from "@/lib/providers/sandbox";

export interface SandboxCheckoutParams {
  reference: string;
  now?: Date;
}

/**
 * What the sandbox checkout page shows for a payment reference, with what it offers
 * (`state`, lib/hold-state.ts): a checkout opened before its hold ended still takes the
 * payment, as Paystack's would, under the late-payment rule.
 */
export async function sandboxCheckout(
  db: DbOrTx,
  { reference, now = new Date() }: SandboxCheckoutParams,
) {
  const [row] = await db
    .select({
      reference: payments.providerRef,
      status: payments.status,
      failureReason: payments.failureReason,
      amount: payments.amount,
      currency: payments.currency,
      callbackUrl: payments.callbackUrl,
      bookingId: bookings.id,
      bookingReference: bookings.reference,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      cancelReason: bookings.cancelReason,
      userId: bookings.userId,
      listingId: bookings.listingId,
      email: bookings.guestEmail,
      nights: bookings.nights,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      startTime: bookings.startTime,
      adults: bookings.adults,
      children: bookings.children,
      listingTitle: listings.title,
      listingType: listings.type,
      durationHours: listings.durationHours,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(payments.providerRef, reference));
  if (!row) throw notFound("Checkout");
  const hold = holdState({ ...row, status: row.bookingStatus }, now);
  return { ...row, hold, state: checkoutState(hold, row) };
}

/** The callback address with the query Paystack appends to it. */
export function callbackWithReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("trxref", reference);
  url.searchParams.set("reference", reference);
  return url.toString();
}

export interface CompleteSandboxCheckoutParams {
  reference: string;
  userId: string;
  outcome: "pay" | "decline";
  channel: SandboxChannel;
  /** Where the app's own webhook is: the signed event is sent there. */
  appUrl: string;
}

/**
 * "Pay" or "Decline" on the sandbox checkout, by the booking's owner only (the events are
 * signed with a key anyone can read in the README): sends the signed Paystack-shaped event to
 * the app's own webhook, as Paystack would, and answers where to send the guest next.
 */
export async function completeSandboxCheckout(
  db: DbOrTx,
  input: CompleteSandboxCheckoutParams,
): Promise<{ redirectUrl: string; delivered: number }> {
  const checkout = await sandboxCheckout(db, { reference: input.reference });
  if (checkout.userId !== input.userId)
    throw new AppError("FORBIDDEN", "This checkout belongs to another user's booking");
  const redirectUrl = callbackWithReference(
    checkout.callbackUrl ?? `${input.appUrl}/checkout/callback`,
    input.reference,
  );
  if (checkout.state === "CLOSED") return { redirectUrl, delivered: 0 };
  const charge = {
    id: randomInt(1_000_000_000, 9_999_999_999),
    reference: checkout.reference,
    amountPesewas: toPesewas(checkout.amount),
    channel: input.channel,
    email: checkout.email,
    metadata: {
      bookingId: checkout.bookingId,
      userId: checkout.userId,
      listingId: checkout.listingId,
    },
  };
  const event =
    input.outcome === "pay"
      ? chargeSuccessEvent({ ...charge, paidAt: new Date() })
      : chargeFailedEvent({
          ...charge,
          gatewayResponse: "Declined by the customer in the sandbox",
        });
  const delivered = await deliverSandboxEvent(event, {
    appUrl: input.appUrl,
    secret: SANDBOX_SECRET_KEY,
  });
  return { redirectUrl, delivered };
}
