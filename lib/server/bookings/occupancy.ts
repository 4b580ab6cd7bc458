import { count, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { isCheckViolation, isUniqueViolation } from "@/db/errors";
import type { Bindable } from "@/db/prepared";
import { blockedNights, bookedSpots } from "@/db/schema";
import { ANY_TIME } from "@/lib/activity-starts";
import { AppError } from "@/lib/errors";

/**
 * What a held or confirmed booking occupies: a stay its nights (check-in … check-out − 1) in
 * `blocked_nights`, whose primary key lets no two bookings share one; an activity or
 * experience its party's spots at its start in `booked_spots`, which the start's capacity
 * bounds (`activity_starts`). The statements tell the two apart by the listing's type, so a
 * caller holding a booking never needs to.
 */
export interface Occupancy {
  listingId: string;
  bookingId: string;
  checkIn: string;
  checkOut: string;
  /** The start of an activity or experience (null: any time that day; ignored for a stay). */
  startTime: string | null;
  /** Adults and children: the spots an activity or experience takes. */
  participants: number;
  /** A PENDING booking's hold expiry, so reads can tell a live hold from a lapsed one. */
  holdExpiresAt: Date | null;
}

/**
 * The occupancy as the inserts below bind it, each value or the placeholder of a prepared
 * statement: its hold expiry as ISO text, and for an activity a start of ANY_TIME rather
 * than null.
 */
type BoundOccupancy = Bindable<
  Omit<Occupancy, "holdExpiresAt" | "startTime"> & {
    holdExpiresAt: string | null;
    startTime: string;
  }
>;

export function boundOccupancy(occupancy: Occupancy): BoundOccupancy {
  return {
    ...occupancy,
    startTime: occupancy.startTime ?? ANY_TIME,
    holdExpiresAt: occupancy.holdExpiresAt?.toISOString() ?? null,
  };
}

const ofType = (listingId: string | Placeholder, soldByStart: boolean) =>
  sql`exists (select 1 from listings where id = ${listingId} and (type <> 'ACCOMMODATION') = ${soldByStart})`;

/** The insert of a stay's nights: nothing for an activity or experience. */
export function nightsInsert(stay: BoundOccupancy): SQL {
  return sql`insert into blocked_nights (listing_id, night, booking_id, hold_expires_at)
    select ${stay.listingId}, night::date, ${stay.bookingId}, ${stay.holdExpiresAt}::timestamptz
    from generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') as night
    where ${ofType(stay.listingId, false)}`;
}

/** The insert of an activity's or experience's spots at its start: nothing for a stay. */
export function spotsInsert(outing: BoundOccupancy): SQL {
  return sql`insert into booked_spots (booking_id, listing_id, date, start_time, participants, hold_expires_at)
    select ${outing.bookingId}, ${outing.listingId}, ${outing.checkIn}::date,
      ${outing.startTime}, ${outing.participants}, ${outing.holdExpiresAt}::timestamptz
    where ${ofType(outing.listingId, true)}`;
}

/**
 * Runs a statement that occupies nights or spots. The database decides races: a night
 * already held, confirmed or blocked breaks the nights' primary key; spots beyond the start's
 * capacity, or on a date an admin closed, break the start's checks. Either is the 409
 * DATES_UNAVAILABLE answer.
 */
export async function holdingOccupancy<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    if (isUniqueViolation(error, "blocked_nights_pkey")) {
      throw new AppError(
        "DATES_UNAVAILABLE",
        "Some of the selected nights are no longer available",
      );
    }
    if (isCheckViolation(error, "activity_starts_capacity")) {
      throw new AppError("DATES_UNAVAILABLE", "Not enough spots are left at that start");
    }
    if (isCheckViolation(error, "activity_starts_closed_empty")) {
      throw new AppError("DATES_UNAVAILABLE", "That date is closed");
    }
    throw error;
  }
}

/** Occupies a booking's nights or spots (409 DATES_UNAVAILABLE when they are taken). */
export async function occupy(db: DbOrTx, booking: Occupancy): Promise<void> {
  const bound = boundOccupancy(booking);
  await holdingOccupancy(() =>
    db.execute(
      sql`with nights as (${nightsInsert(bound)}), spots as (${spotsInsert(bound)}) select 1`,
    ),
  );
}

export interface BookingOccupancyParams {
  bookingId: string;
}

/** A confirmed booking keeps its nights for good: they no longer expire with the hold. */
export function nightsConfirmation(db: DbOrTx, { bookingId }: Bindable<BookingOccupancyParams>) {
  return db
    .update(blockedNights)
    .set({ holdExpiresAt: null })
    .where(eq(blockedNights.bookingId, bookingId));
}

/** A confirmed booking keeps its spots for good. */
export function spotsConfirmation(db: DbOrTx, { bookingId }: Bindable<BookingOccupancyParams>) {
  return db
    .update(bookedSpots)
    .set({ holdExpiresAt: null })
    .where(eq(bookedSpots.bookingId, bookingId));
}

export async function confirmOccupancy(db: DbOrTx, params: BookingOccupancyParams): Promise<void> {
  await nightsConfirmation(db, params);
  await spotsConfirmation(db, params);
}

/** Whether a booking still holds all it booked: every night of a stay, or its spots. */
export async function holdsAll(
  db: DbOrTx,
  { bookingId, nights }: BookingOccupancyParams & { nights: number },
): Promise<boolean> {
  const [spots] = await db
    .select({ bookingId: bookedSpots.bookingId })
    .from(bookedSpots)
    .where(eq(bookedSpots.bookingId, bookingId));
  if (spots) return true;
  const [held] = await db
    .select({ nights: count() })
    .from(blockedNights)
    .where(eq(blockedNights.bookingId, bookingId));
  return held?.nights === nights;
}

/** Frees what cancelled or released bookings occupied: their nights or their spots. */
export async function releaseOccupancy(db: DbOrTx, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db.delete(blockedNights).where(inArray(blockedNights.bookingId, bookingIds));
  await db.delete(bookedSpots).where(inArray(bookedSpots.bookingId, bookingIds));
}
