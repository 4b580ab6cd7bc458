import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { refundedSubtotalPart } from "../../lib/host-ledger";
import type { DbOrTx } from "../client";
import { bookings, hostLedgerEntries, listings, payoutMethods, refunds } from "../schema";

/** The demo host's wallet, a recipient only the sandbox knows. */
export const DEMO_PAYOUT_METHOD = {
  type: "mobile_money",
  bankCode: "MTN",
  bankName: "MTN Mobile Money",
  accountNumber: "0244123456",
  accountName: "Kofi Agyeman",
  verified: true,
  recipientCode: "RCP_sandbox_demo_host",
} as const;

/**
 * The demo host's money as the app would have written it: a wallet, each paid demo booking's
 * earning and each refund's part of it (lib/host-ledger.ts). The maintenance job then releases
 * and pays out what is due, through the sandbox, on the first start.
 */
export async function seedEarnings(
  db: DbOrTx,
  { hostId, bookingIds }: { hostId: string; bookingIds: string[] },
): Promise<number> {
  await db
    .insert(payoutMethods)
    .values({ ...DEMO_PAYOUT_METHOD, hostId })
    .onConflictDoNothing();
  if (bookingIds.length === 0) return 0;
  const settled = await db
    .select({
      id: bookings.id,
      hostId: listings.hostId,
      subtotal: bookings.subtotal,
      taxes: bookings.taxes,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        inArray(bookings.id, bookingIds),
        isNotNull(bookings.settledByPaymentId),
        isNotNull(listings.hostId),
      ),
    );
  if (settled.length === 0) return 0;
  const refunded = await db
    .select({ id: refunds.id, bookingId: refunds.bookingId, amount: refunds.amount })
    .from(refunds)
    .where(
      inArray(
        refunds.bookingId,
        settled.map((booking) => booking.id),
      ),
    );
  const entries = settled.flatMap((booking) => {
    const host = booking.hostId ?? hostId;
    const refund = refunded.find((one) => one.bookingId === booking.id);
    const part = refund
      ? refundedSubtotalPart({
          refund: refund.amount,
          subtotal: booking.subtotal,
          taxes: booking.taxes,
          stillHeld: booking.subtotal,
        })
      : "0.00";
    return [
      {
        hostId: host,
        kind: "EARNING" as const,
        fromState: "outside" as const,
        toState: "pending" as const,
        amount: booking.subtotal,
        bookingId: booking.id,
      },
      ...(refund && Number(part) > 0
        ? [
            {
              hostId: host,
              kind: "REFUND" as const,
              fromState: "pending" as const,
              toState: "outside" as const,
              amount: part,
              bookingId: booking.id,
              refundId: refund.id,
            },
          ]
        : []),
    ];
  });
  await db.insert(hostLedgerEntries).values(entries).onConflictDoNothing();
  return settled.length;
}
