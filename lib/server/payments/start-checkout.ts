import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { payments } from "@/db/schema";
import { toPesewas } from "@/lib/money";
import type { PaymentProvider } from "@/lib/providers/payment-provider";

export interface CheckoutSubject {
  payment: { id: string; providerRef: string; amount: string };
  booking: { id: string; userId: string; listingId: string; guestEmail: string };
  callbackUrl: string;
  channels?: string[];
}

/**
 * Opens the provider's hosted checkout for a payment (amount in pesewas, our reference,
 * the callback address, metadata naming the booking) and keeps its address on the payment.
 * Throws PaymentProviderError when the provider does not answer usefully.
 */
export async function startCheckout(
  db: DbOrTx,
  provider: PaymentProvider,
  subject: CheckoutSubject,
) {
  const initialized = await provider.initialize({
    email: subject.booking.guestEmail,
    amountPesewas: toPesewas(subject.payment.amount),
    reference: subject.payment.providerRef,
    callbackUrl: subject.callbackUrl,
    metadata: {
      bookingId: subject.booking.id,
      userId: subject.booking.userId,
      listingId: subject.booking.listingId,
    },
    channels: subject.channels,
  });
  await db
    .update(payments)
    .set({
      accessCode: initialized.accessCode,
      authorizationUrl: initialized.authorizationUrl,
      callbackUrl: subject.callbackUrl,
    })
    .where(eq(payments.id, subject.payment.id));
  return initialized;
}

/** Where the guest lands after checkout unless the client names a page of ours. */
export function defaultCallbackUrl(appUrl: string): string {
  return `${appUrl}/checkout/callback`;
}

/** Paystack channel names for the interface's method hint. */
export const CHANNELS_BY_METHOD = {
  CARD: ["card"],
  MOBILE_MONEY: ["mobile_money"],
  BANK_TRANSFER: ["bank_transfer", "bank", "ussd"],
} as const;
