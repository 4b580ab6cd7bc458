// Paying one booking twice (two checkouts of one PENDING booking, both paid): one payment
// settles the booking, the other is returned in full, and nothing about that return may touch
// the booking. Both orders of arrival, redeliveries, and a real cancellation afterwards.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as cancelRoute } from "@/app/api/bookings/[reference]/cancel/route";
import { POST as initializeRoute } from "@/app/api/payments/initialize/route";
import {
  blockedNights,
  bookingHistory,
  bookings,
  emailOutbox,
  payments,
  refunds,
} from "@/db/schema";
import { chargeSuccessEvent, refundEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();

const TOTAL_PESEWAS = 312375; // 850 × 3 nights with fees and taxes
let nextChargeId = 9_000_000;

function paid(reference: string) {
  return chargeSuccessEvent({
    id: nextChargeId++,
    reference,
    amountPesewas: TOTAL_PESEWAS,
    channel: "card",
    email: "ama@example.com",
    metadata: null,
    paidAt: new Date(),
  });
}

/** A PENDING booking with two checkouts opened for it: its first attempt and a second one. */
async function bookingWithTwoCheckouts() {
  const user = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00" });
  const created = await book(
    user.token,
    bookingRequest(listing.id, { checkIn: day(40), checkOut: day(43) }),
  );
  expect(created.status).toBe(201);
  const booking = created.body.data.booking as { id: string; reference: string };
  const second = await call(initializeRoute, {
    token: user.token,
    path: "/api/payments/initialize",
    body: { bookingId: booking.id },
  });
  expect(second.status).toBe(200);
  const references = [booking.reference, second.body.data.reference as string];
  expect(references[1]).toBe(`${booking.reference}-2`);
  return { user, booking, references };
}

async function bookingRow(id: string) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return row;
}

async function paymentRow(reference: string) {
  const [row] = await db().select().from(payments).where(eq(payments.providerRef, reference));
  return row;
}

/** The refund recorded for a payment, with the id the provider gave it. */
async function refundOf(reference: string) {
  const payment = await paymentRow(reference);
  const [row] = await db()
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, payment?.id ?? ""));
  return row;
}

function refundProcessed(reference: string, providerRefundId: string, amountPesewas: number) {
  return refundEvent("processed", {
    id: providerRefundId,
    transactionReference: reference,
    amountPesewas,
  });
}

async function nightsOf(bookingId: string) {
  return db().select().from(blockedNights).where(eq(blockedNights.bookingId, bookingId));
}

async function mailsOf(bookingId: string, kind: "confirmed" | "cancelled") {
  return db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, `booking-${kind}/${bookingId}`));
}

function cancelAsGuest(token: string, reference: string) {
  return call(cancelRoute, {
    token,
    path: `/api/bookings/${reference}/cancel`,
    body: { reason: "Plans changed" },
    params: { reference },
  });
}

/** Pays both checkouts in the given order and lets the duplicate's refund complete. */
async function payBothAndReturnDuplicate(order: "first settles" | "second settles") {
  const setup = await bookingWithTwoCheckouts();
  const [settling, duplicate] =
    order === "first settles" ? setup.references : [...setup.references].reverse();
  if (!settling || !duplicate) throw new Error("two references expected");
  for (const reference of [settling, duplicate])
    expect((await deliver(paid(reference))).status).toBe(200);
  const returned = await refundOf(duplicate);
  expect(returned).toMatchObject({ amount: "3123.75", status: "PROCESSING" });
  const processed = refundProcessed(duplicate, returned?.providerRefundId ?? "", TOTAL_PESEWAS);
  expect((await deliver(processed)).status).toBe(200);
  return { ...setup, settling, duplicate, processed };
}

describe("a booking paid twice", () => {
  it.each(["first settles", "second settles"] as const)(
    "stays CONFIRMED when the duplicate's refund is processed (%s)",
    async (order) => {
      const { booking, settling, duplicate, processed } = await payBothAndReturnDuplicate(order);

      expect(await bookingRow(booking.id)).toMatchObject({
        status: "CONFIRMED",
        cancelledAt: null,
      });
      expect(await nightsOf(booking.id)).toHaveLength(3);
      expect(await paymentRow(settling)).toMatchObject({
        status: "COMPLETED",
        refundedAmount: null,
      });
      expect(await paymentRow(duplicate)).toMatchObject({
        status: "REFUNDED",
        refundedAmount: "3123.75",
      });
      expect((await refundOf(duplicate))?.status).toBe("PROCESSED");
      expect(await mailsOf(booking.id, "confirmed")).toHaveLength(1);
      expect(await mailsOf(booking.id, "cancelled")).toEqual([]);
      const history = await db()
        .select({ to: bookingHistory.toStatus })
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, booking.id));
      expect(history.map((entry) => entry.to)).toEqual(["PENDING", "CONFIRMED"]);

      // Redelivered, as is and with the amount as a string: nothing changes.
      expect((await deliver(processed)).status).toBe(200);
      await deliver({ ...processed, data: { ...processed.data, amount: String(TOTAL_PESEWAS) } });
      expect(await bookingRow(booking.id)).toMatchObject({ status: "CONFIRMED" });
      expect((await paymentRow(duplicate))?.refundedAmount).toBe("3123.75");
      expect(await nightsOf(booking.id)).toHaveLength(3);
    },
  );

  it("refunds the settling payment, not the duplicate, when the guest then cancels", async () => {
    const { user, booking, settling, duplicate } =
      await payBothAndReturnDuplicate("second settles");
    expect((await cancelAsGuest(user.token, booking.reference)).status).toBe(200);
    const refund = await refundOf(settling);
    expect(refund).toMatchObject({ status: "PROCESSING", reason: "Plans changed" });
    const refundCalls = stub().requests.filter(
      (request) =>
        request.path === "/refund" &&
        (request.body as { transaction: string }).transaction === settling,
    );
    expect(refundCalls).toHaveLength(1);

    const amountPesewas = Math.round(Number(refund?.amount) * 100);
    await deliver(refundProcessed(settling, refund?.providerRefundId ?? "", amountPesewas));
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Plans changed",
    });
    expect(await paymentRow(settling)).toMatchObject({
      status: "REFUNDED",
      refundedAmount: refund?.amount,
    });
    expect((await paymentRow(duplicate))?.refundedAmount).toBe("3123.75");
    expect(await nightsOf(booking.id)).toEqual([]);
  });

  it("refunds the settling payment when the guest cancels before the duplicate's refund completes", async () => {
    const { user, booking, references } = await bookingWithTwoCheckouts();
    const [settling, duplicate] = references as [string, string];
    await deliver(paid(settling));
    await deliver(paid(duplicate));
    expect((await cancelAsGuest(user.token, booking.reference)).status).toBe(200);
    expect(await refundOf(settling)).toMatchObject({ reason: "Plans changed" });
    const duplicateRefunds = await db()
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.bookingId, booking.id),
          eq(refunds.paymentId, (await paymentRow(duplicate))?.id ?? ""),
        ),
      );
    expect(duplicateRefunds).toHaveLength(1);
    expect(duplicateRefunds[0]?.amount).toBe("3123.75");
  });

  it("still cancels the booking when the provider refunds the settling payment on its own", async () => {
    const { booking, settling } = await payBothAndReturnDuplicate("first settles");
    await deliver(refundProcessed(settling, "7001", TOTAL_PESEWAS));
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Refunded by the payment provider",
    });
    expect(await nightsOf(booking.id)).toEqual([]);
  });
});
