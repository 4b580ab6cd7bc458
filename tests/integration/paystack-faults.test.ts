// Paystack slow, failing, down or losing its answers (issue 23, item 3), against the local
// stub over real HTTP with PAYSTACK_TIMEOUT_MS at 300: checkout answers 502 within the bound
// and keeps the hold for a retry; a refund that could not be sent waits out its backoff, is
// sent once when Paystack is back, and one Paystack took without answering is never sent again.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as adminBooking } from "@/app/api/admin/bookings/[reference]/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { POST as initialize } from "@/app/api/payments/initialize/route";
import { blockedNights, bookings, payments, refunds } from "@/db/schema";
import { PaystackClient } from "@/lib/providers/paystack";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { submitPendingRefunds, submitRefund } from "@/lib/server/refunds/submit-refund";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";
import {
  answerLate,
  type PaystackHandler,
  paystackFailures,
  type StubTransaction,
  slowly,
  startPaystackStub,
} from "../stubs/paystack-stub";

const TIMEOUT_MS = 300;
const MINUTE = 60_000;
const savedTimeout = process.env.PAYSTACK_TIMEOUT_MS;
process.env.PAYSTACK_TIMEOUT_MS = String(TIMEOUT_MS);

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();

afterEach(() => {
  stub().respond("initialize", null);
  stub().respond("refund", null);
});

afterAll(() => {
  if (savedTimeout === undefined) delete process.env.PAYSTACK_TIMEOUT_MS;
  else process.env.PAYSTACK_TIMEOUT_MS = savedTimeout;
});

/** The maintenance job's client, as the scheduler builds it. */
const jobClient = (url = stub().url) =>
  new PaystackClient({ baseUrl: url, secretKey: stub().secretKey, timeoutMs: TIMEOUT_MS });

/** Paystack's charge.success for a checkout the stub opened. */
const payOnPaystack = (transaction: StubTransaction, bookingId: string) =>
  deliver(
    chargeSuccessEvent({
      id: transaction.id,
      reference: transaction.reference,
      amountPesewas: transaction.amount,
      channel: "card",
      email: "ama@example.com",
      metadata: { bookingId },
      paidAt: new Date(),
    }),
  );

async function held() {
  const user = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00" });
  const created = await book(
    user.token,
    bookingRequest(listing.id, { checkIn: day(20), checkOut: day(23) }),
  );
  expect(created.status).toBe(201);
  return { user, booking: created.body.data.booking as { id: string; reference: string } };
}

async function paid() {
  const { user, booking } = await held();
  const transaction = stub().transactions.get(booking.reference);
  if (!transaction) throw new Error("the stub has no transaction for the booking");
  await payOnPaystack(transaction, booking.id);
  const cancelled = await call(cancel, {
    token: user.token,
    body: { reason: "Plans changed" },
    params: { reference: booking.reference },
  });
  expect(cancelled.status).toBe(200);
  const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
  if (!refund) throw new Error("no refund recorded");
  return { booking, refund, transaction };
}

const refundRequests = (reference: string) =>
  stub().requests.filter(
    (request) =>
      request.method === "POST" &&
      request.path === "/refund" &&
      (request.body as { transaction?: string }).transaction === reference,
  );

const refundRow = async (id: string) => {
  const [row] = await db().select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error("refund gone");
  return row;
};

describe("checkout while Paystack is slow or failing", () => {
  it.each<[string, PaystackHandler]>([
    ["never answers", () => paystackFailures.hang()],
    ["answers after the timeout", slowly(TIMEOUT_MS * 4)],
    ["answers 500", paystackFailures.serverError],
  ])("Paystack %s: 502 in the error shape, the hold kept, a retry pays", async (_, handler) => {
    const { user, booking } = await held();
    const nights = await db()
      .select()
      .from(blockedNights)
      .where(eq(blockedNights.bookingId, booking.id));
    expect(nights).toHaveLength(3);

    stub().respond("initialize", handler);
    const failed = await call(initialize, { token: user.token, body: { bookingId: booking.id } });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      error: {
        code: "PAYMENT_PROVIDER_ERROR",
        message: "The payment provider could not be reached; try again shortly",
      },
    });
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe("PENDING");
    expect(kept?.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.bookingId, booking.id)),
    ).toEqual(nights);

    stub().respond("initialize", null);
    const retried = await call(initialize, { token: user.token, body: { bookingId: booking.id } });
    expect(retried.status).toBe(200);
    expect(retried.body.data.reference).toBe(`${booking.reference}-3`);
    const transaction = stub().transactions.get(`${booking.reference}-3`);
    if (!transaction) throw new Error("the retry opened no checkout");
    const confirmed = await payOnPaystack(transaction, booking.id);
    expect(confirmed.status).toBe(200);
    const attempts = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(attempts.map((payment) => [payment.providerRef, payment.status]).sort()).toEqual([
      [booking.reference, "FAILED"],
      [`${booking.reference}-2`, "FAILED"],
      [`${booking.reference}-3`, "COMPLETED"],
    ]);
    const [settled] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(settled?.status).toBe("CONFIRMED");
  });

  it("a booking whose checkout cannot open frees its nights, and the same request then books", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { priceGhs: "850.00" });
    const request = bookingRequest(listing.id, { checkIn: day(40), checkOut: day(42) });
    stub().respond("initialize", () => paystackFailures.hang());
    const failed = await book(user.token, request);
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe("PAYMENT_PROVIDER_ERROR");
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.listingId, listing.id)),
    ).toEqual([]);

    stub().respond("initialize", null);
    const retried = await book(user.token, request);
    expect(retried.status).toBe(201);
  });
});

describe("refunds while Paystack is failing or down", () => {
  let down: string;
  beforeAll(async () => {
    const stopped = await startPaystackStub();
    down = stopped.url;
    await stopped.close();
  });

  it("waits out its backoff, shows admins why, and is sent once when Paystack is back", async () => {
    stub().respond("refund", paystackFailures.serverError);
    const { booking, refund } = await paid();
    const first = await refundRow(refund.id);
    expect(first).toMatchObject({ status: "PENDING", attempts: 1, providerRefundId: null });
    expect(first.lastError).toContain("answered 500");
    const firstRetry = first.nextAttemptAt;
    if (!firstRetry) throw new Error("no next attempt");
    expect(firstRetry.getTime()).toBeGreaterThan(Date.now() + MINUTE / 2);

    const admin = await createUser(db(), { role: "ADMIN" });
    const shown = await call(adminBooking, {
      token: admin.token,
      params: { reference: booking.reference },
    });
    expect(shown.body.data.refunds).toEqual([
      expect.objectContaining({
        status: "PENDING",
        attempts: 1,
        lastError: first.lastError,
        nextAttemptAt: firstRetry.toISOString(),
      }),
    ]);

    stub().respond("refund", null);
    const early = new Date(firstRetry.getTime() - 1000);
    expect(await submitPendingRefunds(db(), { provider: jobClient(), now: early })).toBe(0);
    expect(refundRequests(booking.reference)).toHaveLength(1);

    // Paystack down altogether: the second failure waits twice as long.
    expect(await submitPendingRefunds(db(), { provider: jobClient(down), now: firstRetry })).toBe(
      0,
    );
    const second = await refundRow(refund.id);
    expect(second).toMatchObject({ status: "PENDING", attempts: 2 });
    expect(second.lastError).toContain("ECONNREFUSED");
    expect(second.nextAttemptAt?.getTime()).toBe(firstRetry.getTime() + 2 * MINUTE);

    const secondRetry = new Date(firstRetry.getTime() + 2 * MINUTE);
    expect(
      await submitPendingRefunds(db(), {
        provider: jobClient(),
        now: new Date(secondRetry.getTime() - 1000),
      }),
    ).toBe(0);
    expect(await submitPendingRefunds(db(), { provider: jobClient(), now: secondRetry })).toBe(1);
    expect(await submitPendingRefunds(db(), { provider: jobClient(), now: secondRetry })).toBe(0);

    const sent = await refundRow(refund.id);
    expect(sent).toMatchObject({
      status: "PROCESSING",
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(refundRequests(booking.reference)).toHaveLength(2);
    expect(
      stub().refunds.filter((made) => made.transactionReference === booking.reference),
    ).toEqual([expect.objectContaining({ id: Number(sent.providerRefundId) })]);
  });

  it("one Paystack took while the answer was lost is adopted, never sent again", async () => {
    stub().respond("refund", answerLate(TIMEOUT_MS * 3));
    const { booking, refund, transaction } = await paid();
    const lost = await refundRow(refund.id);
    expect(lost).toMatchObject({ status: "PENDING", attempts: 1, providerRefundId: null });
    expect(lost.lastError).toContain(`no answer within ${TIMEOUT_MS} ms`);
    const [taken] = stub().refunds.filter((made) => made.transactionId === transaction.id);
    if (!taken) throw new Error("the stub did not take the refund");

    stub().respond("refund", null);
    const due = lost.nextAttemptAt ?? new Date();
    expect(await submitPendingRefunds(db(), { provider: jobClient(), now: due })).toBe(1);

    expect(await refundRow(refund.id)).toMatchObject({
      status: "PROCESSING",
      providerRefundId: String(taken.id),
      attempts: 2,
      lastError: null,
    });
    expect(refundRequests(booking.reference)).toHaveLength(1);
    expect(stub().refunds.filter((made) => made.transactionId === transaction.id)).toHaveLength(1);
  });

  it("one whose process died while Paystack answered is taken up after its claim lapses, never sent again", async () => {
    stub().respond("refund", paystackFailures.serverError);
    const { booking, refund, transaction } = await paid();
    stub().respond("refund", null);
    const due = (await refundRow(refund.id)).nextAttemptAt ?? new Date();

    // The claim is written and Paystack takes the refund, but the answer never reaches the
    // process: from the database's side, the process died mid-request.
    const client = jobClient();
    const dying = Object.assign(Object.create(client), {
      refund: async (input: Parameters<typeof client.refund>[0]) => {
        await client.refund(input);
        return new Promise<never>(() => {});
      },
    });
    void submitRefund(db(), { provider: dying, refundId: refund.id, now: due });
    await expect
      .poll(() => stub().refunds.filter((made) => made.transactionId === transaction.id).length)
      .toBe(1);
    const stuck = await refundRow(refund.id);
    expect(stuck).toMatchObject({ status: "PROCESSING", attempts: 2, providerRefundId: null });
    const lapses = stuck.nextAttemptAt;
    if (!lapses) throw new Error("a claim without a lease");
    expect(lapses.getTime()).toBe(due.getTime() + 10 * MINUTE);

    const before = new Date(lapses.getTime() - 1000);
    expect(await submitPendingRefunds(db(), { provider: jobClient(), now: before })).toBe(0);
    expect(await submitPendingRefunds(db(), { provider: jobClient(), now: lapses })).toBe(1);
    const [taken] = stub().refunds.filter((made) => made.transactionId === transaction.id);
    expect(await refundRow(refund.id)).toMatchObject({
      status: "PROCESSING",
      providerRefundId: String(taken?.id),
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(refundRequests(booking.reference)).toHaveLength(2);
    expect(stub().refunds.filter((made) => made.transactionId === transaction.id)).toHaveLength(1);
  });
});
