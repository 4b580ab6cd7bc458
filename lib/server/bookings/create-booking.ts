import { and, count, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { placeholders, preparedStatement } from "@/db/prepared";
import { bookingHistory, bookings, listings, payments, users } from "@/db/schema";
import { chooseStart, soldByStart } from "@/lib/activity-starts";
import { BOOKING_TRANSITIONS } from "@/lib/booking-transitions";
import { daysBetween, todayUtc } from "@/lib/dates";
import { AppError, notFound, validationError } from "@/lib/errors";
import { fitsCapacity } from "@/lib/guest-limits";
import { type HoldLimits, holdRefusal } from "@/lib/hold-limits";
import { createId } from "@/lib/ids";
import { computePrice } from "@/lib/pricing";
import { type PaymentProvider, PaymentProviderError } from "@/lib/providers/payment-provider";
import { generateBookingReference, paymentReference } from "@/lib/references";
import type { CreateBookingInput } from "@/lib/schemas/bookings";
import { saleColumns } from "../catalog/sale-columns";
import { startCheckout } from "../payments/start-checkout";
import { liveHold } from "../status-guards";
import { abandonBooking } from "./abandon-booking";
import { createdBookingView } from "./booking-views";
import { freeCancelledHolds } from "./free-cancelled-holds";
import { boundOccupancy, holdingOccupancy, nightsInsert, spotsInsert } from "./occupancy";
import {
  EXPIRED_HOLD_REASON,
  expiredHoldsCancellation,
  type HoldScope,
} from "./release-expired-holds";

export interface CreateBookingParams extends CreateBookingInput {
  userId: string;
  provider: PaymentProvider;
  holdMinutes: number;
  /** How much one user may hold unpaid (OWASP API6). */
  limits: HoldLimits;
  /** How many days ahead a stay may start. */
  maxAdvanceDays: number;
  callbackUrl: string;
}

const REFERENCE_ATTEMPTS = 3;

/**
 * The listing to book, read by the statement that locks its user's row: a user may hold only
 * so much unpaid, and the lock keeps two concurrent requests from both slipping under a limit.
 * The hold count runs after it as a statement of its own, so that its snapshot is taken once
 * the lock is granted and sees the booking the lock's previous holder just committed.
 */
const listingLockingUser = preparedStatement("listing_locking_user", (db) =>
  db
    .select({
      id: listings.id,
      ...saleColumns,
      // The lock is a sub-select so that a deleted user still gets the listing, and the
      // insert's foreign key answers 401 for them as before.
      lockedUser: sql<string | null>`(select ${users.id} from ${users}
        where ${users.id} = ${sql.placeholder("userId")} for update)`,
    })
    .from(listings)
    .where(and(eq(listings.id, sql.placeholder("listingId")), eq(listings.status, "PUBLISHED"))),
);

async function lockUserReadingListing(tx: Transaction, userId: string, listingId: string) {
  const [listing] = await listingLockingUser(tx).execute({ userId, listingId });
  if (!listing) throw notFound("Listing");
  return listing;
}

type BookableListing = Awaited<ReturnType<typeof lockUserReadingListing>>;

/** What is booked: a stay's nights as asked, or an activity's date, start and derived end. */
interface BookedTerms {
  checkIn: string;
  checkOut: string;
  startTime: string | null;
}

/**
 * The dates and start the booking takes. A stay needs its check-out and has no start time;
 * an activity or experience takes its length from the listing (a check-out sent must match)
 * and one of its start times (lib/activity-starts.ts).
 */
function bookedTerms(listing: BookableListing, input: CreateBookingInput): BookedTerms {
  if (!soldByStart(listing.type)) {
    if (input.startTime != null) {
      throw validationError("startTime", "not_applicable", "a stay has no start time");
    }
    if (input.checkOut === undefined) {
      throw validationError("checkOut", "required", "a stay needs its check-out date");
    }
    return { checkIn: input.checkIn, checkOut: input.checkOut, startTime: null };
  }
  const choice = chooseStart(listing, input, new Date());
  if (!choice.ok) throw validationError(choice.field, choice.constraint, choice.message);
  return { checkIn: input.checkIn, checkOut: choice.checkOut, startTime: choice.startTime };
}

/**
 * The user's live holds counted (and their lapsed ones on the listing), and the expired holds
 * on the nights asked for cancelled (the lazy release), so that the insert after it finds them
 * free: one statement, whose plan is the same index lookups whatever the values (by user, by
 * listing).
 */
const holdsCountedReleasingExpired = preparedStatement("holds_counted_releasing_expired", (tx) => {
  const userId = sql.placeholder("userId");
  const listingId = sql.placeholder("listingId");
  const released = tx
    .$with("released")
    .as(
      expiredHoldsCancellation(
        tx,
        { listingId, checkIn: sql.placeholder("checkIn"), checkOut: sql.placeholder("checkOut") },
        sql.placeholder("now"),
      ),
    );
  return tx
    .with(released)
    .select({
      held: count(),
      nights: sql<number>`coalesce(sum(${bookings.nights}), 0)::int`,
      lapsedOnListing: sql<number>`(select count(*)::int from ${bookings} as "lapsed"
        where "lapsed"."user_id" = ${userId} and "lapsed"."listing_id" = ${listingId}
          and "lapsed"."confirmed_at" is null and "lapsed"."created_at" > now() - interval '24 hours'
          and ("lapsed"."status" = 'CANCELLED' or "lapsed"."hold_expires_at" <= now()))`,
      released: sql<string[]>`(select coalesce(array_agg(${released.id}), '{}') from ${released})`,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), liveHold()));
});

/**
 * A user may hold only so much unpaid, so nobody can block a listing's calendar with holds
 * they never pay (lib/hold-limits.ts); the caller holds the user's row locked. The statement
 * that counts also cancels the expired holds on the nights asked for; their nights and
 * payments are freed only when there are some.
 */
async function assertWithinHoldLimitsReleasingExpired(
  tx: Transaction,
  userId: string,
  limits: HoldLimits,
  stay: HoldScope,
) {
  const [counted] = await holdsCountedReleasingExpired(tx).execute({
    userId,
    ...stay,
    now: new Date(),
  });
  const refusal = holdRefusal(
    {
      unpaidBookings: counted?.held ?? 0,
      unpaidNights: counted?.nights ?? 0,
      lapsedHoldsOnListing: counted?.lapsedOnListing ?? 0,
      requestedNights: daysBetween(stay.checkIn, stay.checkOut),
    },
    limits,
  );
  if (refusal) throw new AppError(refusal.code, refusal.message, refusal.details);
  await freeCancelledHolds(tx, {
    bookingIds: counted?.released ?? [],
    transition: BOOKING_TRANSITIONS.holdExpiry,
    reason: EXPIRED_HOLD_REASON,
  });
}

/**
 * The PENDING booking, its held nights, its first payment and its history entry, written by
 * one statement (data-modifying CTEs): one round trip where four would be. Its placeholders
 * are named after the booking's fields.
 */
const heldBookingInsert = preparedStatement("held_booking_insert", (tx) => {
  const booking = placeholders(
    "id",
    "reference",
    "userId",
    "listingId",
    "checkIn",
    "checkOut",
    "startTime",
    "nights",
    "adults",
    "children",
    "pricePerNight",
    "subtotal",
    "serviceFee",
    "taxes",
    "total",
    "currency",
    "guestName",
    "guestEmail",
    "guestPhone",
    "specialRequests",
    "holdExpiresAt",
  );
  const occupancy = {
    listingId: booking.listingId,
    bookingId: booking.id,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: sql.placeholder("occupiedStart"),
    participants: sql.placeholder("participants"),
    holdExpiresAt: sql.placeholder("occupiedUntil"),
  };
  const inserted = tx.$with("booking").as(
    tx
      .insert(bookings)
      .values({ ...booking, status: "PENDING" })
      .returning({ createdAt: bookings.createdAt }),
  );
  const payment = tx.insert(payments).values({
    id: sql.placeholder("paymentId"),
    bookingId: booking.id,
    providerRef: sql.placeholder("providerRef"),
    amount: booking.total,
    currency: booking.currency,
  });
  const firstTransition = tx.insert(bookingHistory).values({
    id: sql.placeholder("historyId"),
    bookingId: booking.id,
    fromStatus: null,
    toStatus: "PENDING",
    actorId: booking.userId,
  });
  return tx
    .with(
      inserted,
      tx.$with("nights", {}).as(nightsInsert(occupancy)),
      tx.$with("spots", {}).as(spotsInsert(occupancy)),
      tx.$with("payment").as(payment.returning({ id: payments.id })),
      tx.$with("history").as(firstTransition.returning({ id: bookingHistory.id })),
    )
    .select()
    .from(inserted);
});

async function insertHeldBooking(
  tx: Transaction,
  input: CreateBookingParams,
  listing: BookableListing,
  terms: BookedTerms,
) {
  const participants = input.adults + input.children;
  const price = computePrice(listing.priceGhs, {
    type: listing.type,
    unit: listing.priceUnit,
    nights: daysBetween(terms.checkIn, terms.checkOut),
    participants,
  });
  const booking = {
    id: createId(),
    reference: generateBookingReference(),
    userId: input.userId,
    listingId: listing.id,
    status: "PENDING" as const,
    ...terms,
    adults: input.adults,
    children: input.children,
    ...price,
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    guestPhone: input.guestPhone,
    specialRequests: input.specialRequests ?? null,
    holdExpiresAt: new Date(Date.now() + input.holdMinutes * 60_000),
  };
  const payment = {
    id: createId(),
    bookingId: booking.id,
    providerRef: paymentReference(booking.reference, 1),
    amount: booking.total,
    currency: booking.currency,
  };
  const occupied = boundOccupancy({ ...booking, bookingId: booking.id, participants });
  const [row] = await holdingOccupancy(() =>
    heldBookingInsert(tx).execute({
      ...booking,
      paymentId: payment.id,
      providerRef: payment.providerRef,
      historyId: createId(),
      participants,
      occupiedStart: occupied.startTime,
      occupiedUntil: occupied.holdExpiresAt,
    }),
  );
  if (!row) throw new Error("booking insert returned no row");
  return { booking: { ...booking, createdAt: row.createdAt }, payment };
}

async function hold(tx: Transaction, input: CreateBookingParams) {
  const listing = await lockUserReadingListing(tx, input.userId, input.listingId);
  const terms = bookedTerms(listing, input);
  if (!fitsCapacity(input, listing.maxGuests)) {
    throw validationError(
      "adults",
      "max_guests",
      `This listing welcomes at most ${listing.maxGuests} guests`,
    );
  }
  await assertWithinHoldLimitsReleasingExpired(tx, input.userId, input.limits, {
    listingId: listing.id,
    checkIn: terms.checkIn,
    checkOut: terms.checkOut,
  });
  return insertHeldBooking(tx, input, listing, terms);
}

/**
 * POST /api/bookings: price on the server, hold the nights (the database decides races),
 * then open the provider's checkout. If the provider fails, the booking is cancelled and its
 * nights freed before the 502 is returned.
 */
export async function createBooking(db: Database, input: CreateBookingParams) {
  if (daysBetween(todayUtc(), input.checkIn) > input.maxAdvanceDays) {
    throw validationError(
      "checkIn",
      "max_advance",
      `Stays can be booked at most ${input.maxAdvanceDays} days ahead`,
    );
  }
  let held: Awaited<ReturnType<typeof hold>> | undefined;
  for (let attempt = 1; !held; attempt++) {
    try {
      held = await db.transaction((tx) => hold(tx, input));
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "bookings_reference_key"))
        continue;
      throw error;
    }
  }

  try {
    const checkout = await startCheckout(db, {
      provider: input.provider,
      payment: held.payment,
      booking: held.booking,
      callbackUrl: input.callbackUrl,
    });
    return { booking: createdBookingView(held.booking), paymentUrl: checkout.authorizationUrl };
  } catch (error) {
    await abandonBooking(db, { bookingId: held.booking.id });
    if (error instanceof PaymentProviderError) {
      throw new AppError(
        "PAYMENT_PROVIDER_ERROR",
        "The payment provider could not be reached; nothing was booked",
      );
    }
    throw error;
  }
}
