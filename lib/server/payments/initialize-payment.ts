import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import { isLiveHold, PAID_PAYMENT_STATUSES, PAYMENT_TRANSITIONS } from "@/lib/booking-transitions";
import type { PaymentMethod } from "@/lib/enums";
import { AppError, notFound, validationError } from "@/lib/errors";
import { type PaymentProvider, PaymentProviderError } from "@/lib/providers/payment-provider";
import { paymentReference } from "@/lib/references";
import { paymentStatusGuard } from "../status-guards";
import { CHANNELS_BY_METHOD, startCheckout } from "./start-checkout";

export interface InitializePaymentInput {
  bookingId: string;
  method?: PaymentMethod;
  callbackUrl?: string;
}

export interface InitializePaymentParams extends InitializePaymentInput {
  userId: string;
  provider: PaymentProvider;
  appUrl: string;
  /** Where the guest lands when the request names no callbackUrl. */
  defaultCallbackUrl: string;
}

/** Only addresses of this app: the provider would otherwise send guests anywhere. */
function checkedCallbackUrl(
  callbackUrl: string | undefined,
  appUrl: string,
  fallback: string,
): string {
  if (!callbackUrl) return fallback;
  if (new URL(callbackUrl).origin !== new URL(appUrl).origin) {
    throw validationError(
      "callbackUrl",
      "same_origin",
      "callbackUrl must be an address of this site",
    );
  }
  return callbackUrl;
}

/**
 * A new payment attempt for the user's unpaid PENDING booking whose hold still runs:
 * reference `<booking reference>-<n>`, earlier open attempts superseded.
 */
export async function initializePayment(db: Database, input: InitializePaymentParams) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking) throw notFound("Booking");
  if (booking.userId !== input.userId)
    throw new AppError("FORBIDDEN", "This booking belongs to another user");
  const callbackUrl = checkedCallbackUrl(input.callbackUrl, input.appUrl, input.defaultCallbackUrl);
  const { supersede, checkoutFailure } = PAYMENT_TRANSITIONS;

  const payment = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id))
      .for("update");
    const [paid] = await tx
      .select({ n: count() })
      .from(payments)
      .where(
        and(eq(payments.bookingId, booking.id), inArray(payments.status, PAID_PAYMENT_STATUSES)),
      );
    if ((paid?.n ?? 0) > 0) throw new AppError("ALREADY_PAID", "This booking is already paid");
    if (!locked || !isLiveHold(locked.status, locked.holdExpiresAt, new Date())) {
      throw new AppError(
        "BOOKING_NOT_PAYABLE",
        "This booking can no longer be paid; its hold has ended",
      );
    }
    const [attempts] = await tx
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    await tx
      .update(payments)
      .set({ status: supersede.to, failureReason: "Superseded by a new payment attempt" })
      .where(and(eq(payments.bookingId, booking.id), paymentStatusGuard(supersede)));
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        providerRef: paymentReference(booking.reference, (attempts?.n ?? 0) + 1),
        amount: booking.total,
        currency: booking.currency,
      })
      .returning();
    if (!created) throw new Error("payment insert returned no row");
    return created;
  });

  try {
    const checkout = await startCheckout(db, {
      provider: input.provider,
      payment,
      booking,
      callbackUrl,
      channels: input.method ? [...CHANNELS_BY_METHOD[input.method]] : undefined,
    });
    return {
      authorizationUrl: checkout.authorizationUrl,
      accessCode: checkout.accessCode,
      reference: payment.providerRef,
    };
  } catch (error) {
    await db
      .update(payments)
      .set({ status: checkoutFailure.to, failureReason: "Checkout could not be started" })
      .where(and(eq(payments.id, payment.id), paymentStatusGuard(checkoutFailure)));
    if (error instanceof PaymentProviderError) {
      throw new AppError(
        "PAYMENT_PROVIDER_ERROR",
        "The payment provider could not be reached; try again shortly",
      );
    }
    throw error;
  }
}
