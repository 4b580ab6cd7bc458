import type { DbOrTx } from "@/db/client";
import { bookingHistory } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";

export interface BookingTransition {
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
  note?: string | null;
  actorId?: string | null;
}

/** The insert of status changes into the bookings' history, to run alone or inside a CTE. */
export function transitionsInsert(db: DbOrTx, transitions: BookingTransition[]) {
  return db.insert(bookingHistory).values(
    transitions.map((transition) => ({
      bookingId: transition.bookingId,
      fromStatus: transition.from,
      toStatus: transition.to,
      note: transition.note ?? null,
      actorId: transition.actorId ?? null,
    })),
  );
}

/** Appends status changes to the bookings' history (who, when, from, to, note). */
export async function recordTransitions(
  db: DbOrTx,
  transitions: BookingTransition[],
): Promise<void> {
  if (transitions.length === 0) return;
  await transitionsInsert(db, transitions);
}
