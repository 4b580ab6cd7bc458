import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/webhooks/[provider]/route";
import {
  blockedNights,
  bookingHistory,
  bookings,
  emailOutbox,
  listings,
  payments,
  refunds,
  webhookEvents,
} from "@/db/schema";
import {
  chargeFailedEvent,
  chargeSuccessEvent,
  refundEvent,
} from "@/lib/providers/paystack-events";
import { signPayload } from "@/lib/providers/paystack-signature";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";
import { resultRows } from "../helpers/result-rows";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();

let nextChargeId = 7_000_000;

/** A listing and a fresh PENDING booking on it (850 × 3 nights = 3123.75). */
async function pendingBooking(options: { checkIn?: string; checkOut?: string } = {}) {
  const user = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00" });
  const created = await book(
    user.token,
    bookingRequest(listing.id, {
      checkIn: options.checkIn ?? day(30),
      checkOut: options.checkOut ?? day(33),
    }),
  );
  expect(created.status).toBe(201);
  const booking = created.body.data.booking as { id: string; reference: string };
  return { user, listing, booking };
}

function success(
  reference: string,
  overrides: Partial<Parameters<typeof chargeSuccessEvent>[0]> = {},
) {
  return chargeSuccessEvent({
    id: nextChargeId++,
    reference,
    amountPesewas: 312375,
    channel: "mobile_money",
    email: "ama@example.com",
    metadata: null,
    paidAt: new Date("2026-11-21T10:00:00Z"),
    ...overrides,
  });
}

async function bookingRow(id: string) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The hold expiry each of a booking's nights carries, night by night. */
async function nightHolds(bookingId: string) {
  const rows = await db()
    .select({ holdExpiresAt: blockedNights.holdExpiresAt })
    .from(blockedNights)
    .where(eq(blockedNights.bookingId, bookingId))
    .orderBy(blockedNights.night);
  return rows.map((row) => row.holdExpiresAt);
}

async function paymentRow(reference: string) {
  const [row] = await db().select().from(payments).where(eq(payments.providerRef, reference));
  return row;
}

describe("POST /api/webhooks/paystack: authentication", () => {
  it.each([
    ["no signature", undefined],
    ["a wrong signature", "00".repeat(64)],
    ["a signature made with another key", signPayload("{}", "sk_other")],
  ])("refuses %s with 401 { error } and processes nothing", async (_case, signature) => {
    const { booking } = await pendingBooking();
    const raw = JSON.stringify(success(booking.reference));
    const { status, body } = await call(webhook, {
      body: raw,
      headers: signature ? { "x-paystack-signature": signature } : {},
      params: { provider: "paystack" },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String) });
    expect((await bookingRow(booking.id))?.status).toBe("PENDING");
    expect(
      await db().select().from(webhookEvents).where(eq(webhookEvents.reference, booking.reference)),
    ).toEqual([]);
  });

  it("refuses a body changed after signing", async () => {
    const { booking } = await pendingBooking();
    const raw = JSON.stringify(success(booking.reference));
    const { status } = await call(webhook, {
      body: raw.replace("312375", "100"),
      headers: { "x-paystack-signature": signPayload(raw, stub().secretKey) },
      params: { provider: "paystack" },
    });
    expect(status).toBe(401);
  });

  it("answers 404 for an unknown provider", async () => {
    const { status, body } = await call(webhook, { body: "{}", params: { provider: "stripe" } });
    expect(status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
  });
});

describe("charge.success", () => {
  it("confirms the booking, completes the payment, counts the booking and queues one e-mail", async () => {
    const { listing, booking } = await pendingBooking();
    const held = await bookingRow(booking.id);
    expect(held?.holdExpiresAt).toBeInstanceOf(Date);
    expect(await nightHolds(booking.id)).toEqual([
      held?.holdExpiresAt,
      held?.holdExpiresAt,
      held?.holdExpiresAt,
    ]);
    const { status, body } = await deliver(success(booking.reference));
    expect(status).toBe(200);
    expect(body).toEqual({ received: true });

    const confirmed = await bookingRow(booking.id);
    expect(confirmed).toMatchObject({ status: "CONFIRMED", holdExpiresAt: null });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    expect(await paymentRow(booking.reference)).toMatchObject({
      status: "COMPLETED",
      method: "MOBILE_MONEY",
      channel: "mobile_money",
      paidAt: new Date("2026-11-21T10:00:00Z"),
    });
    const [counted] = await db()
      .select({ bookingCount: listings.bookingCount })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(counted?.bookingCount).toBe(1);
    // Confirmed nights no longer expire with the hold.
    expect(await nightHolds(booking.id)).toEqual([null, null, null]);
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `booking-confirmed/${booking.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toBe("ama@example.com");
    expect(mail[0]?.text).toContain(booking.reference);
    // What the e-mail says of the listing is read in the confirming statement.
    expect(mail[0]?.subject).toBe(`Booking confirmed: ${listing.title} (${booking.reference})`);
    expect(mail[0]?.text).toContain(`from ${listing.checkInTime}`);
    const history = await db()
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, booking.id));
    expect(history).toContainEqual(
      expect.objectContaining({
        fromStatus: "PENDING",
        toStatus: "CONFIRMED",
        note: "Payment received",
      }),
    );
    const [event] = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, booking.reference));
    expect(event).toMatchObject({ event: "charge.success", outcome: "confirmed" });
    const verify = stub().requests.filter(
      (request) => request.path === `/transaction/verify/${booking.reference}`,
    );
    expect(verify).toHaveLength(1);
  });

  it("writes the listing once: its booking count and its nights taken for good in one update", async () => {
    const { listing, booking } = await pendingBooking();
    // A row trigger of the test's own counts every new version of the listing's row.
    await db().execute(sql`create table listing_versions (listing_id text not null)`);
    await db().execute(sql`create function count_listing_version() returns trigger language plpgsql as $$
      begin insert into listing_versions values (new.id); return null; end $$`);
    await db().execute(sql`create trigger listing_versions after update on listings
      for each row execute function count_listing_version()`);
    try {
      expect((await deliver(success(booking.reference))).status).toBe(200);
      const versions = resultRows(
        await db().execute(
          sql`select count(*)::int as versions from listing_versions where listing_id = ${listing.id}`,
        ),
      );
      expect(versions).toEqual([{ versions: 1 }]);
      const [row] = resultRows(
        await db().execute(
          sql`select booking_count, taken_night_words = taken_night_words_apply('{}', ${`{${day(30)},${day(31)},${day(32)}}`}::date[], '{}') as nights_taken from listings where id = ${listing.id}`,
        ),
      );
      expect(row).toEqual({ booking_count: 1, nights_taken: true });
    } finally {
      await db().execute(sql`drop trigger listing_versions on listings`);
      await db().execute(sql`drop function count_listing_version()`);
      await db().execute(sql`drop table listing_versions`);
    }
  });

  /** The booking's listing counted it once and its confirmation e-mail was queued once. */
  async function expectConfirmedOnce(listingId: string, bookingId: string) {
    const [counted] = await db()
      .select({ bookingCount: listings.bookingCount })
      .from(listings)
      .where(eq(listings.id, listingId));
    expect(counted?.bookingCount).toBe(1);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, `booking-confirmed/${bookingId}`)),
    ).toHaveLength(1);
  }

  it("changes nothing and sends no second e-mail when the event is redelivered", async () => {
    const { listing, booking } = await pendingBooking();
    const event = success(booking.reference);
    await deliver(event);
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true });
    await expectConfirmedOnce(listing.id, booking.id);
    expect(
      await db().select().from(webhookEvents).where(eq(webhookEvents.reference, booking.reference)),
    ).toHaveLength(1);
  });

  it("applies an event delivered several times at once only once", async () => {
    const { listing, booking } = await pendingBooking();
    const event = success(booking.reference);
    const deliveries = await Promise.all([1, 2, 3, 4].map(() => deliver(event)));
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200]);
    await expectConfirmedOnce(listing.id, booking.id);
    const events = await db()
      .select({ outcome: webhookEvents.outcome, processedAt: webhookEvents.processedAt })
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, booking.reference));
    expect(events).toEqual([{ outcome: "confirmed", processedAt: expect.any(Date) }]);
    expect((await bookingRow(booking.id))?.status).toBe("CONFIRMED");
  });

  it('finds the payment by reference when metadata comes back as "" or 0', async () => {
    for (const metadata of ["", 0] as const) {
      const { booking } = await pendingBooking();
      await deliver(success(booking.reference, { metadata }));
      expect((await bookingRow(booking.id))?.status).toBe("CONFIRMED");
    }
  });

  it.each([
    ["a different amount", { amountPesewas: 100 }, "amount_mismatch"],
    [
      "metadata naming another booking",
      { metadata: { bookingId: "someone-else" } },
      "metadata_mismatch",
    ],
  ])("records but does not confirm %s", async (_case, overrides, outcome) => {
    const { booking } = await pendingBooking();
    await deliver(success(booking.reference, overrides));
    expect((await bookingRow(booking.id))?.status).toBe("PENDING");
    expect((await paymentRow(booking.reference))?.status).toBe("PENDING");
    const [event] = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, booking.reference));
    expect(event?.outcome).toBe(outcome);
  });

  it("does not confirm when Paystack's verify endpoint disagrees", async () => {
    const { booking } = await pendingBooking();
    const transaction = stub().transactions.get(booking.reference);
    if (transaction) transaction.status = "failed";
    await deliver(success(booking.reference));
    expect((await bookingRow(booking.id))?.status).toBe("PENDING");
    const [event] = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, booking.reference));
    expect(event?.outcome).toBe("verification_failed");
  });

  it("answers 500 when verification cannot be reached, and applies the redelivery", async () => {
    const { booking } = await pendingBooking();
    stub().respond("verify", () => ({ status: 503, body: { status: false, message: "down" } }));
    const failed = await deliver(success(booking.reference));
    stub().respond("verify", null);
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe("INTERNAL_ERROR");
    const [recorded] = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, booking.reference));
    expect(recorded?.outcome).toBe("failed");
    const retried = await deliver(
      success(booking.reference, { id: Number(recorded?.dedupeKey.split(":").at(-1)) }),
    );
    expect(retried.status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe("CONFIRMED");
  });

  it("confirms a late payment when the released nights are still free", async () => {
    const { booking } = await pendingBooking({ checkIn: day(60), checkOut: day(63) });
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    const { releaseExpiredHolds } = await import("@/lib/server/bookings/release-expired-holds");
    await releaseExpiredHolds(db());
    expect((await bookingRow(booking.id))?.status).toBe("CANCELLED");
    await deliver(success(booking.reference));
    expect(await bookingRow(booking.id)).toMatchObject({ status: "CONFIRMED", cancelReason: null });
    expect(await nightHolds(booking.id)).toEqual([null, null, null]);
  });

  it("refunds a late payment in full when the nights were taken meanwhile", async () => {
    const { listing, booking } = await pendingBooking({ checkIn: day(70), checkOut: day(73) });
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    const other = await createUser(db());
    expect(
      (await book(other.token, bookingRequest(listing.id, { checkIn: day(71), checkOut: day(72) })))
        .status,
    ).toBe(201);

    await deliver(success(booking.reference));
    const late = await bookingRow(booking.id);
    expect(late?.status).toBe("CANCELLED");
    expect(late?.cancelReason).toMatch(/refunded in full/);
    expect((await paymentRow(booking.reference))?.status).toBe("COMPLETED");
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ amount: "3123.75", status: "PROCESSING" });
    const refundCall = stub().requests.find(
      (request) =>
        request.path === "/refund" &&
        (request.body as { transaction: string }).transaction === booking.reference,
    );
    expect(refundCall?.body).toMatchObject({ transaction: booking.reference, amount: 312375 });
  });

  it("settles a booking an admin confirmed by hand before its payment arrived, without refunding", async () => {
    const { booking } = await pendingBooking();
    await db()
      .update(bookings)
      .set({ status: "CONFIRMED", confirmedAt: new Date(), holdExpiresAt: null })
      .where(eq(bookings.id, booking.id));
    await deliver(success(booking.reference));
    expect((await paymentRow(booking.reference))?.status).toBe("COMPLETED");
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([]);
    const [event] = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, booking.reference));
    expect(event?.outcome).toBe("settled_confirmed_booking");
  });

  it("refunds a second payment for an already paid booking", async () => {
    const { user, booking } = await pendingBooking();
    await deliver(success(booking.reference));
    const [first] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    await db()
      .insert(payments)
      .values({
        bookingId: booking.id,
        providerRef: `${booking.reference}-2`,
        amount: first?.amount ?? "0",
      });
    stub().addTransaction({ reference: `${booking.reference}-2`, amount: 312375 });
    await deliver(success(`${booking.reference}-2`));
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({
      amount: "3123.75",
      reason: expect.stringMatching(/second payment/),
    });
    expect((await bookingRow(booking.id))?.status).toBe("CONFIRMED");
    expect(user.id).toBeDefined();
  });

  it("acknowledges and records unknown references and unknown events", async () => {
    const unknownReference = await deliver(success("BK-NOSUCH22"));
    expect(unknownReference.body).toEqual({ received: true });
    const other = await deliver({ event: "subscription.create", data: { code: "SUB_x" } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ received: true });
    const outcomes = await db()
      .select({ event: webhookEvents.event, outcome: webhookEvents.outcome })
      .from(webhookEvents);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { event: "charge.success", outcome: "unknown_reference" },
        { event: "subscription.create", outcome: "ignored" },
      ]),
    );
  });

  it("refuses a signed event nested 5,000 levels deep with 400, storing nothing", async () => {
    const { booking } = await pendingBooking();
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const raw = JSON.stringify(success(booking.reference)).replace(
      '"metadata":null',
      `"metadata":${deep}`,
    );
    const { status, body } = await call(webhook, {
      body: raw,
      headers: { "x-paystack-signature": signPayload(raw, stub().secretKey) },
      params: { provider: "paystack" },
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { constraint: "depth" },
    });
    expect(
      await db().select().from(webhookEvents).where(eq(webhookEvents.reference, booking.reference)),
    ).toEqual([]);
  });

  it("refuses a signed body that is not an event with 400", async () => {
    const raw = "[1, 2, 3]";
    const { status, body } = await call(webhook, {
      body: raw,
      headers: { "x-paystack-signature": signPayload(raw, stub().secretKey) },
      params: { provider: "paystack" },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("charge.failed", () => {
  it("fails an open payment and leaves the booking held", async () => {
    const { booking } = await pendingBooking();
    await deliver(
      chargeFailedEvent({
        id: nextChargeId++,
        reference: booking.reference,
        amountPesewas: 312375,
        channel: "card",
        email: "a@b.co",
        metadata: null,
      }),
    );
    expect(await paymentRow(booking.reference)).toMatchObject({
      status: "FAILED",
      failureReason: "Declined",
    });
    expect((await bookingRow(booking.id))?.status).toBe("PENDING");
  });

  it("changes nothing after a success", async () => {
    const { booking } = await pendingBooking();
    await deliver(success(booking.reference));
    await deliver(
      chargeFailedEvent({
        id: nextChargeId++,
        reference: booking.reference,
        amountPesewas: 312375,
        channel: "card",
        email: "a@b.co",
        metadata: null,
      }),
    );
    expect((await paymentRow(booking.reference))?.status).toBe("COMPLETED");
    expect((await bookingRow(booking.id))?.status).toBe("CONFIRMED");
  });
});

describe("refund events", () => {
  it("marks the payment REFUNDED with the refunded amount on refund.processed (amount as a string)", async () => {
    const { booking } = await pendingBooking();
    await deliver(success(booking.reference));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerRef, booking.reference));
    await db()
      .insert(refunds)
      .values({
        paymentId: payment?.id ?? "",
        bookingId: booking.id,
        amount: "1434.38",
        status: "PROCESSING",
        providerRefundId: "991",
      });

    await deliver(
      refundEvent("processing", {
        id: 991,
        transactionReference: booking.reference,
        amountPesewas: 143438,
      }),
    );
    const processed = refundEvent("processed", {
      id: 991,
      transactionReference: booking.reference,
      amountPesewas: 143438,
    });
    const withStringAmount = { ...processed, data: { ...processed.data, amount: "143438" } };
    expect((await deliver(withStringAmount)).status).toBe(200);
    await deliver(withStringAmount);

    expect(await paymentRow(booking.reference)).toMatchObject({
      status: "REFUNDED",
      refundedAmount: "1434.38",
    });
    const [refund] = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id)));
    expect(refund?.status).toBe("PROCESSED");
    expect(refund?.processedAt).toBeInstanceOf(Date);
    const cancelled = await bookingRow(booking.id);
    expect(cancelled?.status).toBe("CANCELLED");
    expect(cancelled?.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled?.cancelReason).toBe("Refunded by the payment provider");
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.bookingId, booking.id)),
    ).toEqual([]);
  });
});
