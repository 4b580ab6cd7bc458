import Big from "big.js";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, hostLedgerEntries, listings } from "@/db/schema";
import { refundedSubtotalPart } from "@/lib/host-ledger";

// The entries a booking writes into its host's ledger, inside the transaction that changes
// the booking (lib/host-ledger.ts): its earning when it is confirmed, the host's part of a
// refund when one is recorded. A platform listing (no host) writes nothing.

export interface CreditEarningParams {
  bookingId: string;
  /** The listing's host and the booking's subtotal, when the caller has read them. */
  known?: { hostId: string | null; subtotal: string };
}

/** The booking's subtotal, pending for its host; a second call adds nothing. */
export async function creditEarning(
  db: DbOrTx,
  { bookingId, known }: CreditEarningParams,
): Promise<void> {
  const [booking] = known
    ? [known]
    : await db
        .select({ hostId: listings.hostId, subtotal: bookings.subtotal })
        .from(bookings)
        .innerJoin(listings, eq(listings.id, bookings.listingId))
        .where(eq(bookings.id, bookingId));
  if (!booking?.hostId || Number(booking.subtotal) <= 0) return;
  await db
    .insert(hostLedgerEntries)
    .values({
      hostId: booking.hostId,
      kind: "EARNING",
      fromState: "outside",
      toState: "pending",
      amount: booking.subtotal,
      bookingId,
    })
    .onConflictDoNothing();
}

export interface DebitRefundParams {
  bookingId: string;
  /** The refund recorded; null for one made in the provider's dashboard. */
  refundId: string | null;
  /** What the guest gets back, GHS. */
  amount: string;
}

/**
 * The host's part of a refund (refundedSubtotalPart), taken from pending, or from available
 * once the earning was released; never more than the booking still holds for the host. The
 * booking's row is locked, so a release and a refund of one booking never interleave.
 */
export async function debitRefund(
  db: DbOrTx,
  { bookingId, refundId, amount }: DebitRefundParams,
): Promise<void> {
  const [booking] = await db
    .select({
      hostId: listings.hostId,
      subtotal: bookings.subtotal,
      taxes: bookings.taxes,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!booking?.hostId) return;
  const [held] = await db
    .select({
      earned: sql<string>`coalesce(sum(${hostLedgerEntries.amount}) filter (where ${hostLedgerEntries.kind} = 'EARNING'), 0)::text`,
      refunded: sql<string>`coalesce(sum(${hostLedgerEntries.amount}) filter (where ${hostLedgerEntries.kind} = 'REFUND'), 0)::text`,
      released: sql<boolean>`bool_or(${hostLedgerEntries.kind} = 'RELEASE')`,
    })
    .from(hostLedgerEntries)
    .where(eq(hostLedgerEntries.bookingId, bookingId));
  const stillHeld = new Big(held?.earned ?? 0).minus(held?.refunded ?? 0);
  const part = refundedSubtotalPart({
    refund: amount,
    subtotal: booking.subtotal,
    taxes: booking.taxes,
    stillHeld,
  });
  if (Number(part) <= 0) return;
  await db
    .insert(hostLedgerEntries)
    .values({
      hostId: booking.hostId,
      kind: "REFUND",
      fromState: held?.released ? "available" : "pending",
      toState: "outside",
      amount: part,
      bookingId,
      refundId,
    })
    .onConflictDoNothing();
}
