import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { placeholderFor, preparedStatement } from "@/db/prepared";
import { payments } from "@/db/schema";
import { toPesewas } from "@/lib/money";
import type { PaymentProvider } from "@/lib/providers/payment-provider";

export interface StartCheckoutParams {
  provider: PaymentProvider;
  payment: { id: string; providerRef: string; amount: string };
  booking: { id: string; userId: string; listingId: string; guestEmail: string };
  callbackUrl: string;
  channels?: string[];
}

const checkoutKept = preparedStatement("checkout_kept", (db) =>
  db
    .update(payments)
    .set({
      accessCode: placeholderFor(payments.accessCode, "accessCode"),
      authorizationUrl: placeholderFor(payments.authorizationUrl, "authorizationUrl"),
      callbackUrl: placeholderFor(payments.callbackUrl, "callbackUrl"),
      updatedAt: placeholderFor(payments.updatedAt, "updatedAt"),
    })
    .where(eq(payments.id, sql.placeholder("paymentId"))),
);

/**
 * Opens the provider's hosted checkout for a payment (amount in pesewas, our reference,
 * the callback address, metadata naming the booking) and keeps its address on the payment.
 * Throws PaymentProviderError when the provider does not answer usefully.
 */
export async function startCheckout(
  db: DbOrTx,
  { provider, payment, booking, callbackUrl, channels }: StartCheckoutParams,
) {
  const initialized = await provider.initialize({
    email: booking.guestEmail,
    amountPesewas: toPesewas(payment.amount),
    reference: payment.providerRef,
    callbackUrl,
    metadata: { bookingId: booking.id, userId: booking.userId, listingId: booking.listingId },
    channels,
  });
  await checkoutKept(db).execute({
    accessCode: initialized.accessCode,
    authorizationUrl: initialized.authorizationUrl,
    callbackUrl,
    updatedAt: new Date(),
    paymentId: payment.id,
  });
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
