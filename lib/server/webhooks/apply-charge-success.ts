import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { placeholderFor, placeholders, preparedStatement } from "@/db/prepared";
import {
  blockedNights,
  bookedSpots,
  bookingHistory,
  bookings,
  emailOutbox,
  hostProfiles,
  listings,
  payments,
  profiles,
  refunds,
  users,
  webhookEvents,
} from "@/db/schema";
import {
  allows,
  BOOKING_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  statusLeft,
  type Transition,
} from "@/lib/booking-transitions";
import type { BookingStatus } from "@/lib/enums";
import { AppError } from "@/lib/errors";
import { createId } from "@/lib/ids";
import { toPesewas } from "@/lib/money";
import {
  chargeEventDataSchema,
  metadataOf,
  methodFromChannel,
} from "@/lib/providers/paystack-events";
import { nightsConfirmation, occupy, spotsConfirmation } from "../bookings/occupancy";
import { EXPIRED_HOLD_REASON } from "../bookings/release-expired-holds";
import {
  confirmationEmail,
  confirmedStayPlaceColumns,
  hostContactColumns,
  queueHostNotice,
} from "../email/booking-emails";
import { emailInsert } from "../email/enqueue-email";
import { creditEarning } from "../payouts/ledger-entries";
import { bookingStatusGuard, paymentStatusGuard } from "../status-guards";
import { eventInsert, type NewEvent, outcomeUpdate, retriedEventId } from "./event-record";
import type { AppliedEvent, EventOutcome, EventParams, RecordingHandler } from "./handler-result";

type PaymentRow = typeof payments.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type ChargeEventData = ReturnType<typeof chargeEventDataSchema.parse>;

const LATE_AND_TAKEN =
  "Payment arrived after the hold expired and the dates were taken; refunded in full";
const PAID_TWICE = "A second payment arrived for an already settled booking; refunded in full";
const PAID_AFTER_CANCEL = "Payment arrived after the booking was cancelled; refunded in full";

/**
 * The event's row stored and the payment it names locked, by one statement. The insert runs
 * first (the lateral lock is read once per inserted row), so a concurrent delivery of the same
 * event waits on the insert and then locks nothing.
 */
const eventRecordedLockingPayment = preparedStatement("event_recorded_locking_payment", (tx) => {
  const inserted = tx
    .$with("inserted")
    .as(
      eventInsert(tx, placeholders("id", "provider", "event", "dedupeKey", "reference", "payload")),
    );
  const locked = tx
    .select()
    .from(payments)
    .where(eq(payments.providerRef, sql.placeholder("paymentReference")))
    .for("update")
    .as("locked");
  return tx.with(inserted).select().from(inserted).leftJoinLateral(locked, sql`true`);
});

/**
 * No row from the statement above: the event was stored before, and the payment is locked
 * after only if that earlier processing failed.
 */
async function recordLockingPayment(tx: Transaction, record: NewEvent, reference: string) {
  const [stored] = await eventRecordedLockingPayment(tx).execute({
    ...record,
    id: createId(),
    paymentReference: reference,
  });
  if (stored) return { eventId: stored.inserted.id, payment: stored.locked };
  const eventId = await retriedEventId(tx, record);
  if (!eventId) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerRef, reference))
    .for("update");
  return { eventId, payment: payment ?? null };
}

/**
 * The payment COMPLETED and its booking locked, by one statement, which also reads what the
 * confirmation says of the listing and whom its host notice goes to.
 */
const paymentCompletedLockingBooking = preparedStatement(
  "payment_completed_locking_booking",
  (tx) => {
    const { chargeSuccess } = PAYMENT_TRANSITIONS;
    const completed = tx.$with("completed").as(
      tx
        .update(payments)
        .set({
          status: chargeSuccess.to,
          method: placeholderFor(payments.method, "method"),
          channel: placeholderFor(payments.channel, "channel"),
          paidAt: placeholderFor(payments.paidAt, "paidAt"),
          providerTransactionId: placeholderFor(payments.providerTransactionId, "transactionId"),
          failureReason: null,
          updatedAt: placeholderFor(payments.updatedAt, "now"),
        })
        .where(
          and(eq(payments.id, sql.placeholder("paymentId")), paymentStatusGuard(chargeSuccess)),
        )
        .returning({ id: payments.id }),
    );
    return tx
      .with(completed)
      .select({ booking: bookings, listing: confirmedStayPlaceColumns, host: hostContactColumns })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(users, eq(users.id, listings.hostId))
      .leftJoin(hostProfiles, eq(hostProfiles.userId, listings.hostId))
      .leftJoin(profiles, eq(profiles.userId, listings.hostId))
      .where(eq(bookings.id, sql.placeholder("bookingId")))
      .for("update", { of: bookings });
  },
);

type PaidBooking = Awaited<
  ReturnType<ReturnType<typeof paymentCompletedLockingBooking>["execute"]>
>[number];

/**
 * charge.success: the payment found by its reference becomes COMPLETED and its booking
 * CONFIRMED (nights already held stay blocked, bookingCount + 1, confirmation e-mail queued),
 * all in the caller's transaction; that payment becomes the one that settles the booking.
 * Money that arrives for a booking that cannot take it, or that another payment already
 * settles, is recorded and refunded in full. The event's row is stored by the statement that
 * locks the payment, and a confirmation stores the outcome too.
 */
export const applyChargeSuccess: RecordingHandler = async (tx, { record, ...params }) => {
  const data = chargeEventDataSchema.parse(params.data);
  const recorded = await recordLockingPayment(tx, record, data.reference);
  if (!recorded) return null;
  const { eventId, payment } = recorded;
  const outcome = await applyToPayment(tx, { ...params, data, payment, eventId });
  return { ...outcome, eventId };
};

async function applyToPayment(
  tx: Transaction,
  {
    data,
    payment,
    eventId,
    verified,
    appUrl,
  }: Omit<EventParams, "data"> & {
    data: ChargeEventData;
    payment: PaymentRow | null;
    eventId: string;
  },
): Promise<EventOutcome & Pick<AppliedEvent, "outcomeStored">> {
  const { chargeSuccess } = PAYMENT_TRANSITIONS;
  const { paymentConfirm, latePaymentConfirm } = BOOKING_TRANSITIONS;
  if (!payment) return { outcome: "unknown_reference" };
  const bookingId = metadataOf(data)?.bookingId;
  if (bookingId !== undefined && bookingId !== payment.bookingId)
    return { outcome: "metadata_mismatch" };
  if (!allows(chargeSuccess, payment.status)) return { outcome: "already_applied" };
  const expected = toPesewas(payment.amount);
  if (data.amount !== expected || data.currency !== payment.currency)
    return { outcome: "amount_mismatch" };
  if (
    verified &&
    (verified.status !== "success" ||
      verified.amountPesewas !== expected ||
      verified.currency !== payment.currency)
  ) {
    return { outcome: "verification_failed" };
  }

  const [paid] = await paymentCompletedLockingBooking(tx).execute({
    method: methodFromChannel(data.channel),
    channel: data.channel ?? null,
    paidAt: data.paid_at ? new Date(data.paid_at) : new Date(),
    transactionId: data.id,
    now: new Date(),
    paymentId: payment.id,
    bookingId: payment.bookingId,
  });
  if (!paid) throw new Error(`payment ${payment.id} has no booking`);
  const { booking } = paid;
  if (allows(paymentConfirm, booking.status)) {
    return confirm(tx, {
      paid,
      paymentId: payment.id,
      transition: paymentConfirm,
      appUrl,
      eventId,
    });
  }
  if (allows(latePaymentConfirm, booking.status) && booking.cancelReason === EXPIRED_HOLD_REASON) {
    if (await retakeNights(tx, booking)) {
      return confirm(tx, {
        paid,
        paymentId: payment.id,
        transition: latePaymentConfirm,
        appUrl,
        eventId,
      });
    }
    return refundInFull(tx, booking, payment, LATE_AND_TAKEN, "late_payment_refunded");
  }
  if (booking.status === "CANCELLED") {
    return refundInFull(tx, booking, payment, PAID_AFTER_CANCEL, "paid_after_cancel_refunded");
  }
  if (booking.settledByPaymentId !== null)
    return refundInFull(tx, booking, payment, PAID_TWICE, "duplicate_payment_refunded");
  // An admin may confirm a booking by hand before its payment arrives: that payment settles it.
  await tx
    .update(bookings)
    .set({ settledByPaymentId: payment.id })
    .where(eq(bookings.id, booking.id));
  return { outcome: "settled_confirmed_booking" };
}

/**
 * The booking CONFIRMED (paymentConfirm, or latePaymentConfirm for a released hold), its
 * nights kept for good, the listing's booking count raised, the change recorded, the event's
 * outcome stored and the guest's confirmation queued: one statement (data-modifying CTEs).
 * The booking is locked, so its compare-and-set cannot miss. Prepared once per transition:
 * each leaves a single status, the one the caller found the booking in (`allows`), so the
 * guard needs no value of the call.
 */
function confirmationStatement(
  transition: Transition<BookingStatus>,
  outcome: string,
  note: string,
) {
  return preparedStatement(`booking_${outcome}`, (tx) => {
    const bookingId = sql.placeholder("bookingId");
    const now = sql.placeholder("now");
    const stored = tx.$with("stored").as(
      outcomeUpdate(tx, sql.placeholder("eventId"), outcome, now).returning({
        id: webhookEvents.id,
      }),
    );
    const confirmed = tx.$with("confirmed").as(
      tx
        .update(bookings)
        .set({
          status: transition.to,
          confirmedAt: placeholderFor(bookings.confirmedAt, "now"),
          holdExpiresAt: null,
          cancelledAt: null,
          cancelReason: null,
          settledByPaymentId: placeholderFor(bookings.settledByPaymentId, "paymentId"),
          updatedAt: placeholderFor(bookings.updatedAt, "now"),
        })
        .where(and(eq(bookings.id, bookingId), bookingStatusGuard(transition)))
        .returning({ id: bookings.id }),
    );
    const nightsKept = tx
      .$with("nights_kept")
      .as(nightsConfirmation(tx, { bookingId }).returning({ night: blockedNights.night }));
    const spotsKept = tx
      .$with("spots_kept")
      .as(spotsConfirmation(tx, { bookingId }).returning({ date: bookedSpots.date }));
    const history = tx.$with("history").as(
      tx
        .insert(bookingHistory)
        .values({
          id: sql.placeholder("historyId"),
          bookingId,
          fromStatus: statusLeft(transition),
          toStatus: transition.to,
          note,
          actorId: null,
        })
        .returning({ id: bookingHistory.id }),
    );
    // The nights' bits in the same update as the count: the bitmap's trigger then finds them
    // set and writes nothing (migration 0028), so the listing gets one new version, not two.
    const counted = tx.$with("counted").as(
      tx
        .update(listings)
        .set({
          bookingCount: sql`${listings.bookingCount} + 1`,
          takenNightWords: sql`taken_night_words_apply(${listings.takenNightWords}, coalesce((select array_agg(night) from nights_kept), '{}'), '{}')`,
          updatedAt: placeholderFor(listings.updatedAt, "now"),
        })
        .where(eq(listings.id, sql.placeholder("listingId")))
        .returning({ id: listings.id }),
    );
    const queued = tx.$with("queued").as(
      emailInsert(tx, {
        ...placeholders("idempotencyKey", "to", "template", "subject", "html", "text"),
        id: sql.placeholder("emailId"),
        nextAttemptAt: now,
      }).returning({ id: emailOutbox.id }),
    );
    return tx
      .with(confirmed, nightsKept, spotsKept, history, counted, stored, queued)
      .select()
      .from(counted);
  });
}

const confirmation = {
  confirmed: confirmationStatement(
    BOOKING_TRANSITIONS.paymentConfirm,
    "confirmed",
    "Payment received",
  ),
  confirmed_late: confirmationStatement(
    BOOKING_TRANSITIONS.latePaymentConfirm,
    "confirmed_late",
    "Late payment; the nights were still free",
  ),
};

async function confirm(
  tx: Transaction,
  {
    paid: { booking, listing, host },
    paymentId,
    transition,
    appUrl,
    eventId,
  }: {
    paid: PaidBooking;
    paymentId: string;
    transition: Transition<BookingStatus>;
    /** Where the confirmation e-mail's links point. */
    appUrl: string;
    /** The stored event, whose outcome the statement writes. */
    eventId: string;
  },
): Promise<EventOutcome & Pick<AppliedEvent, "outcomeStored">> {
  const late = transition === BOOKING_TRANSITIONS.latePaymentConfirm;
  const outcome = late ? "confirmed_late" : "confirmed";
  // A payment settles the booking, so the guest address it names is mailed.
  const email = confirmationEmail({ booking, listing, to: booking.guestEmail, appUrl });
  const [counted] = await confirmation[outcome](tx).execute({
    eventId,
    bookingId: booking.id,
    paymentId,
    listingId: booking.listingId,
    historyId: createId(),
    emailId: createId(),
    ...email,
    now: new Date(),
  });
  if (!counted) throw new Error(`booking ${booking.id} has no listing`);
  await creditEarning(tx, {
    bookingId: booking.id,
    known: { hostId: listing.hostId, subtotal: booking.subtotal },
  });
  await queueHostNotice(tx, { kind: "confirmed", booking, listing, host, appUrl });
  return { outcome, emailQueued: true, outcomeStored: true };
}

/** Takes the nights (or spots) of a released hold again, if nobody has taken them meanwhile. */
async function retakeNights(tx: Transaction, booking: BookingRow): Promise<boolean> {
  try {
    await tx.transaction((savepoint) =>
      occupy(savepoint, {
        listingId: booking.listingId,
        bookingId: booking.id,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        startTime: booking.startTime,
        participants: booking.adults + booking.children,
        holdExpiresAt: null,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "DATES_UNAVAILABLE") return false;
    throw error;
  }
}

async function refundInFull(
  tx: Transaction,
  booking: BookingRow,
  payment: PaymentRow,
  reason: string,
  outcome: string,
): Promise<EventOutcome> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: payment.amount,
      currency: payment.currency,
      reason,
    })
    .returning({ id: refunds.id });
  if (booking.status === "CANCELLED" && booking.cancelReason === EXPIRED_HOLD_REASON) {
    await tx.update(bookings).set({ cancelReason: reason }).where(eq(bookings.id, booking.id));
  }
  return { outcome, refundId: refund?.id };
}
