import {
  BOOKING_STATUSES,
  type BookingStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type PayoutStatus,
  type RefundStatus,
} from "./enums";

// The booking / payment state machine: every status change the app makes to a booking, a
// payment or a refund, named, with who makes it, the statuses it leaves, the status it leads
// to and what comes with it. Bookings, payments and refunds are created PENDING. Every writer
// of a status takes its compare-and-set guard from these tables (lib/server/status-guards.ts),
// so no status is left by a change that does not list it in `from`.

/**
 * Who makes a change: the guest, the listing's host or an administrator through the interface, the payment
 * provider through its events, or the app itself (the maintenance job, a request that finds
 * an expired hold in its way, a checkout that could not be opened).
 */
export type Actor = "guest" | "host" | "admin" | "provider" | "system";

export interface Transition<S extends string> {
  by: Actor;
  /** What makes it happen, and its conditions beyond the status. */
  when: string;
  /** The statuses it leaves; its writer's compare-and-set requires one of them. */
  from: readonly S[];
  to: S;
  /** What comes with it, in the same transaction unless said "after commit". */
  effects: string;
}

/** Names its transitions and types each as a Transition<S>. */
function transitionTable<S extends string>() {
  return <N extends string>(transitions: Record<N, Transition<S>>) => transitions;
}

const CANCELLABLE: readonly BookingStatus[] = ["PENDING", "CONFIRMED"];

/** Every change of `bookings.status`. The admin's come in the order its page offers them. */
export const BOOKING_TRANSITIONS = transitionTable<BookingStatus>()({
  guestCancel: {
    by: "guest",
    when: "POST /api/bookings/{reference}/cancel, before the check-in day",
    from: CANCELLABLE,
    to: "CANCELLED",
    effects:
      "nights freed; open payments fail (bookingCancelled); the policy refund of the settling payment recorded; history; cancellation e-mail queued; after commit the refund is requested (claim)",
  },
  hostCancel: {
    by: "host",
    when: "POST /api/host/bookings/{reference}/cancel, on the host's own listing, before the check-in day",
    from: CANCELLABLE,
    to: "CANCELLED",
    effects:
      "as guestCancel, with the whole paid total refunded (fees included); audit (booking.host_cancel)",
  },
  adminConfirm: {
    by: "admin",
    when: "PATCH /api/admin/bookings/{reference} to CONFIRMED: a stay settled outside the checkout",
    from: ["PENDING"],
    to: "CONFIRMED",
    effects:
      "confirmedAt; hold cleared; nights kept for good (taken again if missing: 409 DATES_UNAVAILABLE); the listing's bookingCount + 1; history with the note; audit; confirmation e-mail queued; open payments stay open",
  },
  adminComplete: {
    by: "admin",
    when: "PATCH /api/admin/bookings/{reference} to COMPLETED, from the check-out day",
    from: ["CONFIRMED"],
    to: "COMPLETED",
    effects: "completedAt; the nights stay (history, occupancy); history with the note; audit",
  },
  adminNoShow: {
    by: "admin",
    when: "PATCH /api/admin/bookings/{reference} to NO_SHOW, from the check-in day",
    from: ["CONFIRMED"],
    to: "NO_SHOW",
    effects: "nights from today on freed (past ones stay); history with the note; audit",
  },
  adminCancel: {
    by: "admin",
    when: "POST /api/admin/bookings/{reference}/cancel, or PATCH … to CANCELLED (policy refund)",
    from: CANCELLABLE,
    to: "CANCELLED",
    effects: "as guestCancel, with the full paid total or the policy refund; audit",
  },
  paymentConfirm: {
    by: "provider",
    when: "charge.success for one of its payments (the webhook, or the status poll's verification)",
    from: ["PENDING"],
    to: "CONFIRMED",
    effects:
      "the payment settles the booking; confirmedAt; hold cleared; nights kept for good; the listing's bookingCount + 1; history; confirmation e-mail to the guest address queued",
  },
  latePaymentConfirm: {
    by: "provider",
    when: "charge.success after the hold expired and was released, while its nights are still free",
    from: ["CANCELLED"],
    to: "CONFIRMED",
    effects:
      "as paymentConfirm, the nights taken again and the cancellation cleared; nights taken meanwhile → the payment is refunded in full instead",
  },
  holdExpiry: {
    by: "system",
    when: "its hold has run out: released by the maintenance job, or by a booking or an admin block that wants its nights",
    from: ["PENDING"],
    to: "CANCELLED",
    effects: "nights freed; open payments fail (bookingCancelled); history",
  },
  checkoutAbandon: {
    by: "system",
    when: "the provider could not open the checkout of the booking just created (502)",
    from: ["PENDING"],
    to: "CANCELLED",
    effects: "nights freed; open payments fail (bookingCancelled); history",
  },
  providerRefund: {
    by: "provider",
    when: "refund.processed for the payment that settles it (a refund made in the provider's dashboard); the return of any other payment never touches the booking",
    from: ["PENDING", "CONFIRMED", "COMPLETED", "NO_SHOW"],
    to: "CANCELLED",
    effects: "nights freed; history",
  },
  stayCompletion: {
    by: "system",
    when: "the maintenance job, once the check-out day is past",
    from: ["CONFIRMED"],
    to: "COMPLETED",
    effects: "completedAt; the nights stay; history",
  },
});

/** A payment still waiting for its outcome (PROCESSING is in the interface; nothing sets it). */
const OPEN_PAYMENT: readonly PaymentStatus[] = ["PENDING", "PROCESSING"];

/** Payments that brought money in: still held (COMPLETED) or since refunded, wholly or partly. */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ["COMPLETED", "REFUNDED"];

/** Every change of `payments.status`. */
export const PAYMENT_TRANSITIONS = transitionTable<PaymentStatus>()({
  chargeSuccess: {
    by: "provider",
    when: "charge.success (the webhook, or the status poll's verification); a success after a failure or a superseded attempt is still money",
    from: ["PENDING", "PROCESSING", "FAILED"],
    to: "COMPLETED",
    effects:
      "method, channel, paidAt and the provider's id recorded; its booking confirmed (paymentConfirm, latePaymentConfirm), or, when the booking cannot take it, a full refund recorded and requested after commit",
  },
  chargeFailure: {
    by: "provider",
    when: "charge.failed (the webhook, or the status poll's verification); after a success it changes nothing",
    from: OPEN_PAYMENT,
    to: "FAILED",
    effects: "failureReason: the gateway's answer",
  },
  supersede: {
    by: "guest",
    when: "a new payment attempt for its booking (POST /api/payments/initialize)",
    from: OPEN_PAYMENT,
    to: "FAILED",
    effects: 'failureReason "Superseded by a new payment attempt"; the new attempt inserted',
  },
  checkoutFailure: {
    by: "system",
    when: "the provider could not open the new attempt's checkout (502)",
    from: OPEN_PAYMENT,
    to: "FAILED",
    effects: 'failureReason "Checkout could not be started"',
  },
  bookingCancelled: {
    by: "system",
    when: "its booking is cancelled: by the guest or an admin, its hold released, its checkout abandoned",
    from: OPEN_PAYMENT,
    to: "FAILED",
    effects: "failureReason: why the booking was cancelled",
  },
  refund: {
    by: "provider",
    when: "refund.processed for it, whatever it was before (money the provider returned, even for a success we never heard of); a further refund adds up",
    from: PAYMENT_STATUSES,
    to: "REFUNDED",
    effects:
      "refundedAmount + the amount; its booking cancelled when it is the payment that settles it (providerRefund)",
  },
});

/** A refund the provider's events still move: any but PROCESSED. */
const ANSWERABLE_REFUND: readonly RefundStatus[] = ["PENDING", "PROCESSING", "FAILED"];

/** Refunds requested and not answered yet: the ones a provider's refund event may be about. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ["PENDING", "PROCESSING"];

/** Every change of `refunds.status`. */
export const REFUND_TRANSITIONS = transitionTable<RefundStatus>()({
  claim: {
    by: "system",
    when: "the refund is requested at the provider: after the change that recorded it, or by the maintenance job for refunds waiting over a minute whose next attempt is due",
    from: ["PENDING"],
    to: "PROCESSING",
    effects:
      "attempts + 1 and a 10-minute lease (nextAttemptAt); only the instance that claims it calls the provider, and a refund tried before first adopts a refund the provider already holds for it (an answer lost); after the call, providerRefundId",
  },
  claimReturn: {
    by: "system",
    when: "the provider's refund call failed, or its process died before the answer (the claim's 10-minute lease lapsed without a providerRefundId)",
    from: ["PROCESSING"],
    to: "PENDING",
    effects:
      "lastError and nextAttemptAt (1 minute after the first failure, doubling, at most an hour): the maintenance job requests it again then",
  },
  providerProcessing: {
    by: "provider",
    when: "refund.pending or refund.processing",
    from: ANSWERABLE_REFUND,
    to: "PROCESSING",
    effects: "providerRefundId",
  },
  providerProcessed: {
    by: "provider",
    when: "refund.processed; a refund already PROCESSED is never counted again",
    from: ANSWERABLE_REFUND,
    to: "PROCESSED",
    effects: "providerRefundId; processedAt; its payment refunded (refund)",
  },
  providerFailure: {
    by: "provider",
    when: "refund.failed",
    from: ANSWERABLE_REFUND,
    to: "FAILED",
    effects: "providerRefundId",
  },
});

/**
 * Every change of `payouts.status`. A payout is created PENDING with its ledger move (available
 * → in flight); the transfer's outcome settles it.
 */
export const PAYOUT_TRANSITIONS = transitionTable<PayoutStatus>()({
  transferAccepted: {
    by: "system",
    when: "the provider took the transfer request (its transfer code known)",
    from: ["PENDING"],
    to: "PROCESSING",
    effects: "transferCode",
  },
  transferSuccess: {
    by: "provider",
    when: "transfer.success (it may come before the request's answer)",
    from: ["PENDING", "PROCESSING"],
    to: "PAID",
    effects: "paidAt; ledger in flight → paid",
  },
  transferFailure: {
    by: "provider",
    when: "transfer.failed, or the provider refused the request outright (the job, as system)",
    from: ["PENDING", "PROCESSING"],
    to: "FAILED",
    effects:
      "failedAt, failureReason; ledger in flight → available; the host's next payout waits (backoff)",
  },
  transferReversal: {
    by: "provider",
    when: "transfer.reversed: the money came back after being sent",
    from: ["PROCESSING", "PAID"],
    to: "REVERSED",
    effects: "failedAt, failureReason; ledger in flight (or paid) → available",
  },
});

/** Whether the transition may leave this status. */
export function allows<S extends string>(transition: Transition<S>, status: S): boolean {
  return transition.from.includes(status);
}

/**
 * The status a writer's change leaves: the one it loaded and guarded, or, when the
 * transition leaves only one, that one. Anything else is a writer's mistake.
 */
export function statusLeft<S extends string>(transition: Transition<S>, loaded?: S): S {
  const left = loaded ?? (transition.from.length === 1 ? transition.from[0] : undefined);
  if (left === undefined || !allows(transition, left)) {
    throw new Error(`no transition to ${transition.to} from ${left ?? transition.from.join("|")}`);
  }
  return left;
}

/**
 * The statuses a writer's compare-and-set accepts: the one it loaded and guarded, so a change
 * made meanwhile fails the update; without one (a writer that picks its rows by status),
 * every status the transition leaves.
 */
export function guardedStatuses<S extends string>(
  transition: Transition<S>,
  loaded?: S,
): readonly S[] {
  return loaded === undefined ? transition.from : [statusLeft(transition, loaded)];
}

// Active bookings: a booking holds nights of its listing while it is PENDING and its hold
// runs, or CONFIRMED and its check-out day has not come. Those nights are taken, those
// bookings count against the guest's unpaid limits (the held ones) and keep a listing from
// being archived. lib/server/status-guards.ts says the same in SQL.
export const ACTIVE_BOOKING = {
  /** Unpaid: holds its nights while `holdExpiresAt` is ahead. */
  held: "PENDING",
  /** Paid or confirmed by an admin: holds its nights until its check-out day. */
  confirmed: "CONFIRMED",
} as const satisfies Record<string, BookingStatus>;

/** A PENDING booking whose hold still runs: it may still be paid. */
export function isLiveHold(status: BookingStatus, holdExpiresAt: Date | null, now: Date): boolean {
  return (
    status === ACTIVE_BOOKING.held &&
    holdExpiresAt !== null &&
    holdExpiresAt.getTime() > now.getTime()
  );
}

/** A stay that was confirmed and not called off, ahead or done: its nights count as booked. */
export const BOOKED_STATUSES: readonly BookingStatus[] = ["CONFIRMED", "COMPLETED"];

export type TransitionCheck =
  | { ok: true; transition: Transition<BookingStatus> }
  | { ok: false; reason: string };

const ADMIN_TRANSITIONS = Object.values(BOOKING_TRANSITIONS).filter(
  (transition) => transition.by === "admin",
);

/** Each status's value, computed. */
function byStatus<S extends string, V>(statuses: readonly S[], value: (status: S) => V) {
  return Object.fromEntries(statuses.map((status) => [status, value(status)])) as Record<S, V>;
}

/** The statuses an admin may move a booking to, from each status. */
export const BOOKING_ADMIN_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = byStatus(
  BOOKING_STATUSES,
  (from) => ADMIN_TRANSITIONS.filter((transition) => allows(transition, from)).map(({ to }) => to),
);

/** An admin's status change: allowed by the table and, for COMPLETED and NO_SHOW, by the date. */
export function checkAdminBookingTransition(input: {
  from: BookingStatus;
  to: BookingStatus;
  checkIn: string;
  checkOut: string;
  today: string;
}): TransitionCheck {
  const { from, to, checkIn, checkOut, today } = input;
  if (from === to) return { ok: false, reason: `Booking is already ${from}` };
  const transition = ADMIN_TRANSITIONS.find((admin) => admin.to === to && allows(admin, from));
  if (!transition) return { ok: false, reason: `A ${from} booking cannot become ${to}` };
  // ISO dates (YYYY-MM-DD) compare correctly as strings.
  if (to === "COMPLETED" && today < checkOut) {
    return { ok: false, reason: `Cannot complete before the check-out day (${checkOut})` };
  }
  if (to === "NO_SHOW" && today < checkIn) {
    return { ok: false, reason: `Cannot mark a no-show before the check-in day (${checkIn})` };
  }
  return { ok: true, transition };
}

export type UserCancelCheck =
  | { ok: true }
  | { ok: false; code: "ALREADY_CANCELLED" | "CANNOT_CANCEL" };

/**
 * The guest's cancellation (or the host's: `transition` hostCancel): a booking the transition
 * leaves, before the check-in day.
 */
export function canUserCancel(input: {
  status: BookingStatus;
  checkIn: string;
  today: string;
  transition?: Transition<BookingStatus>;
}): UserCancelCheck {
  const { status, checkIn, today, transition = BOOKING_TRANSITIONS.guestCancel } = input;
  if (status === "CANCELLED") return { ok: false, code: "ALREADY_CANCELLED" };
  if (!allows(transition, status) || today >= checkIn) return { ok: false, code: "CANNOT_CANCEL" };
  return { ok: true };
}
