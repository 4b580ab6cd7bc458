// The sandbox checkout's Pay and Decline confirm or fail a booking with a signing key the
// README publishes, so only the booking's owner may press them. The app's own webhook is a
// recording stub here (APP_URL), so the test sees exactly which events the sandbox sent.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sandboxCheckout } from "@/app/api/sandbox/checkout/[reference]/route";
import { bookings, payments } from "@/db/schema";
import { resetConfigForTests } from "@/lib/platform/config";
import { resetProvidersForTests } from "@/lib/providers";
import { releaseExpiredHolds } from "@/lib/server/bookings/release-expired-holds";
import { sandboxCheckout as checkoutView } from "@/lib/server/payments/sandbox-checkout";
import { book, bookingRequest } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { type StubServer, startStubServer } from "../stubs/stub-server";

const { db } = setupTestDatabase();
let webhookStub: StubServer;
const savedAppUrl = process.env.APP_URL;

beforeAll(async () => {
  webhookStub = await startStubServer(() => ({ status: 200, body: { received: true } }));
  process.env.APP_URL = webhookStub.url;
  resetConfigForTests();
  resetProvidersForTests();
});
afterAll(async () => {
  process.env.APP_URL = savedAppUrl;
  resetConfigForTests();
  resetProvidersForTests();
  await webhookStub.close();
});

async function heldBooking() {
  const owner = await createUser(db());
  const listing = await createListing(db());
  const created = await book(owner.token, bookingRequest(listing.id));
  expect(created.status).toBe(201);
  return {
    owner,
    reference: created.body.data.booking.reference as string,
    bookingId: created.body.data.booking.id as string,
  };
}

/** The booking's hold ran out a second ago; the job has not released it (yet). */
async function lapse(bookingId: string) {
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, bookingId));
}

function press(reference: string, outcome: "pay" | "decline", caller: Record<string, unknown>) {
  return call(sandboxCheckout, {
    path: `/api/sandbox/checkout/${reference}`,
    params: { reference },
    body: `outcome=${outcome}&channel=card`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    ...caller,
  });
}

const eventsFor = (reference: string) =>
  webhookStub.requests.filter((request) => JSON.stringify(request.body ?? "").includes(reference));

describe("POST /api/sandbox/checkout/{reference}", () => {
  it.each(["pay", "decline"] as const)(
    "refuses to %s for a visitor who is not signed in",
    async (outcome) => {
      const { reference } = await heldBooking();
      const { status, body } = await press(reference, outcome, {});
      expect(status).toBe(401);
      expect(body.error.code).toBe("UNAUTHORIZED");
      expect(eventsFor(reference)).toEqual([]);
    },
  );

  it.each(["pay", "decline"] as const)("refuses to %s for another user", async (outcome) => {
    const { reference } = await heldBooking();
    const stranger = await createUser(db());
    const { status, body } = await press(reference, outcome, { token: stranger.token });
    expect(status).toBe(403);
    expect(body.error.code).toBe("FORBIDDEN");
    expect(eventsFor(reference)).toEqual([]);
    const [payment] = await db()
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.providerRef, reference));
    expect(payment?.status).toBe("PENDING");
  });

  it("sends the owner's payment, signed, to the webhook and returns them to the callback", async () => {
    const { owner, reference } = await heldBooking();
    const { status, headers } = await press(reference, "pay", {
      cookies: { akwaaba_access: owner.token },
    });
    expect(status).toBe(303);
    expect(headers.get("location")).toContain(`reference=${reference}`);
    const [event] = eventsFor(reference);
    expect(event?.path).toBe("/api/webhooks/paystack");
    expect(event?.headers["x-paystack-signature"]).toMatch(/^[0-9a-f]{128}$/);
    expect(event?.body).toMatchObject({ event: "charge.success", data: { reference } });
  });
});

// lib/hold-state.ts: a checkout opened before its hold ended still takes the payment, as
// Paystack's hosted page would; the webhook then confirms the booking if its nights are still
// free, or refunds the payment in full (webhooks.test.ts).
describe("a checkout whose hold has ended", () => {
  it("still takes the payment before the job has released the hold, and says so", async () => {
    const { owner, bookingId, reference } = await heldBooking();
    await lapse(bookingId);
    expect(await checkoutView(db(), { reference })).toMatchObject({
      hold: "LAPSED",
      state: "LATE",
    });
    const { status } = await press(reference, "pay", { cookies: { akwaaba_access: owner.token } });
    expect(status).toBe(303);
    expect(eventsFor(reference).map((event) => event.body)).toMatchObject([
      { event: "charge.success", data: { reference } },
    ]);
  });

  it("still takes the payment after the job has released the hold (payment FAILED with it)", async () => {
    const { owner, bookingId, reference } = await heldBooking();
    await lapse(bookingId);
    expect(await releaseExpiredHolds(db())).toContain(bookingId);
    expect(await checkoutView(db(), { reference })).toMatchObject({
      status: "FAILED",
      bookingStatus: "CANCELLED",
      hold: "LAPSED",
      state: "LATE",
    });
    const { status } = await press(reference, "pay", { cookies: { akwaaba_access: owner.token } });
    expect(status).toBe(303);
    expect(eventsFor(reference).map((event) => event.body)).toMatchObject([
      { event: "charge.success", data: { reference } },
    ]);
  });

  it("stays closed for a payment declined before, and for a live hold's superseded attempt", async () => {
    const { owner, bookingId, reference } = await heldBooking();
    await db()
      .update(payments)
      .set({ status: "FAILED", failureReason: "Declined by the customer in the sandbox" })
      .where(eq(payments.providerRef, reference));
    expect((await checkoutView(db(), { reference })).state).toBe("CLOSED");
    await lapse(bookingId);
    expect((await checkoutView(db(), { reference })).state).toBe("CLOSED");
    const { status } = await press(reference, "pay", { cookies: { akwaaba_access: owner.token } });
    expect(status).toBe(303);
    expect(eventsFor(reference)).toEqual([]);
  });
});
