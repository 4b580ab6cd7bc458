import type { DbOrTx } from "@/db/client";
import { bookingHistory } from "@/db/schema";
import { statusLeft, type Transition } from "@/lib/booking-transitions";
import type { BookingStatus } from "@/lib/enums";

export interface RecordTransitionsParams {
  /** The change made (lib/booking-transitions.ts): its `to` is what the history records. */
  transition: Transition<BookingStatus>;
  bookingIds: readonly string[];
  /** The status left, needed when the transition leaves several. */
  from?: BookingStatus;
  note?: string | null;
  actorId?: string | null;
}

/** Appends status changes to the bookings' history (who, when, from, to, note). */
export async function recordTransitions(
  db: DbOrTx,
  params: RecordTransitionsParams,
): Promise<void> {
  if (params.bookingIds.length === 0) return;
  const fromStatus = statusLeft(params.transition, params.from);
  await db.insert(bookingHistory).values(
    params.bookingIds.map((bookingId) => ({
      bookingId,
      fromStatus,
      toStatus: params.transition.to,
      note: params.note ?? null,
      actorId: params.actorId ?? null,
    })),
  );
}
