import { inArray, sql } from "drizzle-orm";
import { soldByStart, startKey } from "../../lib/activity-starts";
import { addDays, nightsOf, todayUtc } from "../../lib/dates";
import type { BookingStatus, PaymentMethod, PaymentStatus } from "../../lib/enums";
import { createId } from "../../lib/ids";
import { computePrice } from "../../lib/pricing";
import { isBookingReference, paymentReference } from "../../lib/references";
import { computeFullRefund, computePolicyRefund } from "../../lib/refunds";
import type { DbOrTx } from "../client";
import { blockedNights, bookedSpots, bookingHistory, bookings, payments, refunds } from "../schema";
import { ACCOUNTS } from "./accounts";
import { BOOKING_PLANS } from "./booking-plans";
import { atTime, daysBefore, minutesAfter } from "./clock";
import { requireId } from "./seed-accounts";
import type { SeededListing } from "./seed-listings";
import type { BookingPlan } from "./types";

export interface BookingContext {
  now: Date;
  holdMinutes: number;
  userIds: Map<string, string>;
  adminId: string;
  listings: Map<string, SeededListing>;
}

export interface SeededBookings {
  /** The bookings this run created. */
  ids: string[];
  bookings: number;
  payments: number;
  refunds: number;
  blockedNights: number;
  bookedSpots: number;
}

type BookingRow = typeof bookings.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;
type RefundRow = typeof refunds.$inferInsert;
type HistoryRow = typeof bookingHistory.$inferInsert;
type NightRow = typeof blockedNights.$inferInsert;
type SpotsRow = typeof bookedSpots.$inferInsert;

interface PlannedBooking {
  booking: BookingRow & { id: string };
  payment: PaymentRow;
  refund: RefundRow | null;
  history: HistoryRow[];
  nights: NightRow[];
  spots: SpotsRow[];
}

const CHANNEL: Record<PaymentMethod, string> = {
  CARD: "card",
  MOBILE_MONEY: "mobile_money",
  BANK_TRANSFER: "bank_transfer",
};

/** Statuses whose nights (or spots) stay taken: held, confirmed, or stayed. */
const HOLDS_NIGHTS = new Set<BookingStatus>(["PENDING", "CONFIRMED", "COMPLETED"]);

const PROFILES = new Map(ACCOUNTS.map((a) => [a.email, a]));

function checkPlan(plan: BookingPlan): void {
  if (!isBookingReference(plan.reference)) {
    throw new Error(`Seed booking reference is malformed: ${plan.reference}`);
  }
  const cancelled = plan.status === "CANCELLED";
  if (cancelled !== Boolean(plan.cancellation)) {
    throw new Error(`Seed booking ${plan.reference}: cancellation must go with CANCELLED`);
  }
  const paid =
    ["CONFIRMED", "COMPLETED", "NO_SHOW"].includes(plan.status) ||
    (plan.cancellation && plan.cancellation.kind !== "hold_expired");
  if (paid && !plan.method) {
    throw new Error(`Seed booking ${plan.reference}: a paid or charged booking needs a method`);
  }
}

function planBooking(plan: BookingPlan, index: number, ctx: BookingContext): PlannedBooking {
  checkPlan(plan);
  const listing = ctx.listings.get(plan.listing);
  if (!listing) throw new Error(`Seed booking ${plan.reference}: unknown listing ${plan.listing}`);
  const profile = PROFILES.get(plan.guest);
  if (!profile) throw new Error(`Seed booking ${plan.reference}: unknown guest ${plan.guest}`);
  const userId = requireId(ctx.userIds, plan.guest);

  const { now } = ctx;
  const checkIn = addDays(todayUtc(now), plan.checkInIn);
  // An activity or experience lasts as long as the listing says, from its first start.
  const byStart = soldByStart(listing.seed.type);
  const nights = byStart ? listing.seed.durationDays : plan.nights;
  const checkOut = addDays(checkIn, nights);
  const startTime = byStart ? (listing.seed.startTimes[0] ?? null) : null;
  const participants = plan.adults + (plan.children ?? 0);
  const price = computePrice(listing.seed.priceGhs, {
    type: listing.seed.type,
    unit: listing.seed.priceUnit,
    nights,
    participants,
  });
  const pending = plan.status === "PENDING";
  // Spread booking times over the day so lists sort naturally.
  const createdAt = pending
    ? now
    : minutesAfter(daysBefore(now, plan.bookedDaysAgo), -((index * 97) % 540));
  const holdExpiresAt = minutesAfter(createdAt, ctx.holdMinutes);
  const id = createId();
  const paymentId = createId();
  const kind = plan.cancellation?.kind;
  const wasConfirmed = !pending && kind !== "hold_expired" && kind !== "declined";
  const confirmedAt = wasConfirmed ? minutesAfter(createdAt, 4) : null;
  const method = plan.method ?? null;
  const channel = method ? CHANNEL[method] : null;

  const history: HistoryRow[] = [
    { bookingId: id, fromStatus: null, toStatus: "PENDING", actorId: userId, createdAt },
  ];
  if (confirmedAt) {
    history.push({
      bookingId: id,
      fromStatus: "PENDING",
      toStatus: "CONFIRMED",
      note: `Payment received (${channel})`,
      createdAt: confirmedAt,
    });
  }

  let cancelledAt: Date | null = null;
  let completedAt: Date | null = null;
  let paymentStatus: PaymentStatus = pending ? "PENDING" : "COMPLETED";
  let failureReason: string | null = null;
  let refund: RefundRow | null = null;
  let updatedAt = confirmedAt ?? createdAt;

  if (plan.status === "COMPLETED") {
    completedAt = atTime(checkOut, listing.seed.checkOutTime);
    history.push({
      bookingId: id,
      fromStatus: "CONFIRMED",
      toStatus: "COMPLETED",
      note: "Checked out",
      createdAt: completedAt,
    });
    updatedAt = completedAt;
  } else if (plan.status === "NO_SHOW") {
    const markedAt = atTime(addDays(checkIn, 1), "10:00");
    history.push({
      bookingId: id,
      fromStatus: "CONFIRMED",
      toStatus: "NO_SHOW",
      note: "Guest did not arrive",
      actorId: ctx.adminId,
      createdAt: markedAt,
    });
    updatedAt = markedAt;
  } else if (plan.cancellation && (kind === "hold_expired" || kind === "declined")) {
    cancelledAt = minutesAfter(holdExpiresAt, 1);
    paymentStatus = "FAILED";
    failureReason = kind === "declined" ? "Declined by issuer" : "Payment not completed in time";
    history.push({
      bookingId: id,
      fromStatus: "PENDING",
      toStatus: "CANCELLED",
      note: plan.cancellation.reason,
      createdAt: cancelledAt,
    });
    updatedAt = cancelledAt;
  } else if (plan.cancellation) {
    cancelledAt = daysBefore(now, plan.cancellation.daysAgo ?? 1);
    const byAdmin = kind === "admin_full_refund";
    const amount = byAdmin
      ? computeFullRefund(price.total)
      : computePolicyRefund({
          subtotal: price.subtotal,
          taxes: price.taxes,
          checkIn,
          now: cancelledAt,
        }).amount;
    const processedAt = minutesAfter(cancelledAt, 26 * 60);
    paymentStatus = "REFUNDED";
    refund = {
      paymentId,
      bookingId: id,
      amount,
      currency: "GHS",
      status: "PROCESSED",
      providerRefundId: `rfnd_${id}`,
      attempts: 1,
      reason: plan.cancellation.reason,
      requestedById: byAdmin ? ctx.adminId : userId,
      processedAt,
      createdAt: cancelledAt,
      updatedAt: processedAt,
    };
    history.push({
      bookingId: id,
      fromStatus: "CONFIRMED",
      toStatus: "CANCELLED",
      note: plan.cancellation.reason,
      actorId: byAdmin ? ctx.adminId : userId,
      createdAt: cancelledAt,
    });
    updatedAt = processedAt;
  }

  const booking: BookingRow & { id: string } = {
    id,
    reference: plan.reference,
    userId,
    listingId: listing.id,
    status: plan.status,
    checkIn,
    checkOut,
    startTime,
    adults: plan.adults,
    children: plan.children ?? 0,
    ...price,
    guestName: `${profile.firstName} ${profile.lastName}`,
    guestEmail: plan.guest,
    guestPhone: profile.phone,
    specialRequests: plan.specialRequests ?? null,
    holdExpiresAt,
    confirmedAt,
    cancelledAt,
    cancelReason: plan.cancellation?.reason ?? null,
    completedAt,
    createdAt,
    updatedAt,
  };

  const payment: PaymentRow = {
    id: paymentId,
    bookingId: id,
    providerRef: paymentReference(plan.reference, 1),
    status: paymentStatus,
    amount: price.total,
    currency: "GHS",
    method: paymentStatus === "PENDING" ? null : method,
    channel: paymentStatus === "PENDING" ? null : channel,
    refundedAmount: refund ? refund.amount : null,
    failureReason,
    paidAt: confirmedAt,
    createdAt,
    updatedAt,
  };

  const holds = HOLDS_NIGHTS.has(plan.status);
  const hold = plan.status === "PENDING" ? holdExpiresAt : null;
  const nightRows: NightRow[] =
    holds && !byStart
      ? nightsOf(checkIn, checkOut).map((night) => ({
          listingId: listing.id,
          night,
          bookingId: id,
          holdExpiresAt: hold,
          createdAt,
        }))
      : [];
  const spots: SpotsRow[] =
    holds && byStart
      ? [
          {
            bookingId: id,
            listingId: listing.id,
            date: checkIn,
            startTime: startKey(startTime),
            participants,
            holdExpiresAt: hold,
          },
        ]
      : [];

  return { booking, payment, refund, history, nights: nightRows, spots };
}

export async function seedBookings(db: DbOrTx, ctx: BookingContext): Promise<SeededBookings> {
  const planned = BOOKING_PLANS.map((plan, index) => planBooking(plan, index, ctx));
  const inserted = await db
    .insert(bookings)
    .values(planned.map((p) => p.booking))
    .onConflictDoNothing({ target: bookings.reference })
    .returning({ id: bookings.id });
  const created = new Set(inserted.map((b) => b.id));
  const fresh = planned.filter((p) => created.has(p.booking.id));
  if (fresh.length === 0) {
    return { ids: [], bookings: 0, payments: 0, refunds: 0, blockedNights: 0, bookedSpots: 0 };
  }

  await db.insert(payments).values(fresh.map((p) => p.payment));
  const settled = fresh.filter((p) => p.booking.confirmedAt).map((p) => p.booking.id);
  if (settled.length > 0) {
    // Each booking a payment confirmed is settled by its one payment (inserted after it).
    await db
      .update(bookings)
      .set({
        settledByPaymentId: sql`(select ${payments.id} from ${payments} where ${payments.bookingId} = ${bookings.id})`,
      })
      .where(inArray(bookings.id, settled));
  }
  const refundRows = fresh.flatMap((p) => (p.refund ? [p.refund] : []));
  if (refundRows.length > 0) await db.insert(refunds).values(refundRows);
  await db.insert(bookingHistory).values(fresh.flatMap((p) => p.history));
  const nightRows = fresh.flatMap((p) => p.nights);
  if (nightRows.length > 0) await db.insert(blockedNights).values(nightRows);
  const spotRows = fresh.flatMap((p) => p.spots);
  if (spotRows.length > 0) await db.insert(bookedSpots).values(spotRows);

  return {
    ids: fresh.map((p) => p.booking.id as string),
    bookings: fresh.length,
    payments: fresh.length,
    refunds: refundRows.length,
    blockedNights: nightRows.length,
    bookedSpots: spotRows.length,
  };
}
