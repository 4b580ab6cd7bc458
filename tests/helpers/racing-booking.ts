import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings } from "@/db/schema";
import { daysBetween } from "@/lib/dates";
import { createId } from "@/lib/ids";
import { generateBookingReference } from "@/lib/references";
import { occupy } from "@/lib/server/bookings/occupancy";

export interface RacingBooking {
  listingId: string;
  userId: string;
  checkIn: string;
  checkOut: string;
  /** An activity's start (null for a stay). */
  startTime?: string | null;
  participants: number;
  /** Opens when every racer is inside its transaction. */
  gate: Promise<void>;
}

/**
 * A booking and what it occupies (a stay's nights, an activity's spots), written in one
 * transaction that has begun before `gate` opens, and holding its uncommitted rows a moment
 * longer, so that racers really overlap. Resolves to the booking's id, or rejects with
 * 409 DATES_UNAVAILABLE as booking creation does.
 */
export function racingBooking(db: Database, booking: RacingBooking): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await booking.gate;
    const id = createId();
    await tx.insert(bookings).values({
      id,
      reference: generateBookingReference(),
      userId: booking.userId,
      listingId: booking.listingId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      startTime: booking.startTime ?? null,
      nights: daysBetween(booking.checkIn, booking.checkOut),
      adults: booking.participants,
      pricePerNight: "100.00",
      subtotal: "100.00",
      serviceFee: "10.00",
      taxes: "12.50",
      total: "122.50",
      guestName: "Racer",
      guestEmail: "racer@example.com",
      guestPhone: "+233201234567",
    });
    await tx.execute(sql`select pg_sleep(0.03)`);
    await occupy(tx, {
      listingId: booking.listingId,
      bookingId: id,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      startTime: booking.startTime ?? null,
      participants: booking.participants,
      holdExpiresAt: null,
    });
    return id;
  });
}

/** A gate for racers: `open()` lets them all through at once, a moment after it is called. */
export function raceGate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, open: () => setTimeout(release, 30) };
}
