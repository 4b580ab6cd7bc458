import { and, asc, eq, gt, inArray, lt, lte, type Placeholder, sql } from "drizzle-orm";
import type { Database, DbOrTx, Transaction } from "@/db/client";
import type { Bindable } from "@/db/prepared";
import { bookings } from "@/db/schema";
import { BOOKING_TRANSITIONS } from "@/lib/booking-transitions";
import { EXPIRED_HOLD_REASON } from "@/lib/hold-state";
import { bookingStatusGuard } from "../status-guards";
import { freeCancelledHolds } from "./free-cancelled-holds";

export { EXPIRED_HOLD_REASON };

/** How many expired holds one run releases at most. */
const RELEASE_BATCH = 500;

const { holdExpiry } = BOOKING_TRANSITIONS;

/** One listing's stay, whose overlapping expired holds are released before it is taken. */
export interface HoldScope {
  listingId: string;
  checkIn: string;
  checkOut: string;
}

/** PENDING bookings whose hold ran out, oldest first, locked and skipping rows others hold. */
export function expiredHoldsQuery(db: DbOrTx, scope?: Bindable<HoldScope>) {
  const conditions = [bookingStatusGuard(holdExpiry), lte(bookings.holdExpiresAt, sql`now()`)];
  if (scope) {
    conditions.push(
      eq(bookings.listingId, scope.listingId),
      lt(bookings.checkIn, scope.checkOut),
      gt(bookings.checkOut, scope.checkIn),
    );
  }
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(RELEASE_BATCH)
    .for("update", { skipLocked: true });
}

/**
 * Cancels PENDING bookings whose hold ran out, frees their nights and fails their open
 * payments, inside the caller's transaction. Scoped to one listing and stay when given (the
 * lazy release before a booking or a block takes the nights), else everywhere. Rows another
 * transaction has locked are skipped, so instances running this at once never release a hold
 * twice.
 */
export async function releaseExpiredHoldsIn(tx: Transaction, scope?: HoldScope): Promise<string[]> {
  const released = await expiredHoldsCancellation(tx, scope);
  const bookingIds = released.map((row) => row.id);
  await freeCancelledHolds(tx, { bookingIds, transition: holdExpiry, reason: EXPIRED_HOLD_REASON });
  return bookingIds;
}

/**
 * The statement that cancels the expired holds in scope and returns their ids; on its own it
 * leaves their nights and payments as they were (`freeCancelledHolds` does the rest). Booking
 * creation runs it inside its count of the user's holds, to save a round trip, prepared: its
 * scope and its time (`at`, a Date or a timestamp's placeholder) are then placeholders.
 */
export function expiredHoldsCancellation(
  tx: DbOrTx,
  scope?: Bindable<HoldScope>,
  at: Date | Placeholder = new Date(),
) {
  const now = sql`${sql.param(at, bookings.cancelledAt)}`;
  return tx
    .update(bookings)
    .set({
      status: holdExpiry.to,
      cancelledAt: now,
      updatedAt: now,
      cancelReason: EXPIRED_HOLD_REASON,
    })
    .where(and(inArray(bookings.id, expiredHoldsQuery(tx, scope)), bookingStatusGuard(holdExpiry)))
    .returning({ id: bookings.id });
}

/** The maintenance job's release of every expired hold, in a transaction of its own. */
export function releaseExpiredHolds(db: Database): Promise<string[]> {
  return db.transaction((tx) => releaseExpiredHoldsIn(tx));
}
