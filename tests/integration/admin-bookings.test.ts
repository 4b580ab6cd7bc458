import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as adminCancel } from "@/app/api/admin/bookings/[reference]/cancel/route";
import { GET as detail, PATCH as patch } from "@/app/api/admin/bookings/[reference]/route";
import { GET as listBookings } from "@/app/api/admin/bookings/route";
import {
  auditLog,
  blockedNights,
  bookingHistory,
  bookings,
  emailOutbox,
  listings,
  payments,
  profiles,
  refunds,
} from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase, truncateAll } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();
let admin: Awaited<ReturnType<typeof createUser>>;
let chargeId = 9_100_000;
let paymentSequence = 0;

beforeAll(async () => {
  admin = await createUser(db(), { role: "ADMIN" });
  await db()
    .update(profiles)
    .set({ firstName: "Kofi", lastName: "Boateng" })
    .where(eq(profiles.userId, admin.id));
});

const list = (query: Record<string, string | number> = {}) =>
  call(listBookings, { token: admin.token, query });
const setStatus = (reference: string, body: Record<string, unknown>, token = admin.token) =>
  call(patch, { method: "PATCH", token, body, params: { reference } });
const cancelAsAdmin = (reference: string, body: Record<string, unknown>) =>
  call(adminCancel, { token: admin.token, body, params: { reference } });

/** A booking straight in the database (nights held), with status and creation time set. */
async function seeded(options: {
  listing: { id: string; priceGhs: string };
  userId: string;
  checkIn: string;
  checkOut: string;
  status?: BookingStatus;
  createdAt?: Date;
}) {
  const booking = await createBooking(db(), options);
  if (options.createdAt) {
    await db()
      .update(bookings)
      .set({ createdAt: options.createdAt })
      .where(eq(bookings.id, booking.id));
  }
  return booking;
}

async function addPayment(
  bookingId: string,
  values: {
    status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
    amount: string;
    refunded?: string;
  },
) {
  const [payment] = await db()
    .insert(payments)
    .values({
      bookingId,
      providerRef: `ADMIN-TEST-${++paymentSequence}-${bookingId}`,
      status: values.status,
      amount: values.amount,
      refundedAmount: values.refunded ?? null,
      paidAt: values.status === "COMPLETED" || values.status === "REFUNDED" ? new Date() : null,
    })
    .returning();
  return payment;
}

/** A booking made and paid through the real routes (Paystack stub), like a guest would. */
async function paidBooking(checkIn: string, checkOut: string) {
  const guest = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00" });
  const created = await book(guest.token, bookingRequest(listing.id, { checkIn, checkOut }));
  expect(created.status).toBe(201);
  const booking = created.body.data.booking as { id: string; reference: string; total: string };
  await deliver(
    chargeSuccessEvent({
      id: chargeId++,
      reference: booking.reference,
      amountPesewas: Math.round(Number(booking.total) * 100),
      channel: "card",
      email: "ama@example.com",
      metadata: { bookingId: booking.id },
      paidAt: new Date(),
    }),
  );
  return { guest, listing, booking };
}

describe("GET /api/admin/bookings", () => {
  it("lists every booking newest first with guest and listing, and stats over all bookings", async () => {
    await truncateAll(db());
    admin = await createUser(db(), { role: "ADMIN" });
    const ama = await createUser(db());
    await db()
      .update(profiles)
      .set({ firstName: "Ama", lastName: "Mensah" })
      .where(eq(profiles.userId, ama.id));
    const villa = await createListing(db(), { title: "Labadi Villa", priceGhs: "850.00" });
    const cabin = await createListing(db(), { title: "Aburi Cabin", priceGhs: "400.00" });
    const base = Date.now() - 3_600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const pending = await seeded({
      listing: villa,
      userId: ama.id,
      checkIn: day(10),
      checkOut: day(13),
      createdAt: at(1),
    });
    const confirmed = await seeded({
      listing: villa,
      userId: ama.id,
      checkIn: day(20),
      checkOut: day(22),
      status: "CONFIRMED",
      createdAt: at(2),
    });
    const completed = await seeded({
      listing: cabin,
      userId: admin.id,
      checkIn: day(-5),
      checkOut: day(-3),
      status: "COMPLETED",
      createdAt: at(3),
    });
    const cancelled = await seeded({
      listing: cabin,
      userId: ama.id,
      checkIn: day(30),
      checkOut: day(31),
      status: "CANCELLED",
      createdAt: at(4),
    });
    const noShow = await seeded({
      listing: cabin,
      userId: ama.id,
      checkIn: day(-10),
      checkOut: day(-8),
      status: "NO_SHOW",
      createdAt: at(5),
    });
    // Revenue: completed 2000.00 + refunded (1000.00 − 400.00) = 2600.00; open/failed ignored.
    await addPayment(confirmed.id, { status: "COMPLETED", amount: "2000.00" });
    await addPayment(completed.id, { status: "REFUNDED", amount: "1000.00", refunded: "400.00" });
    await addPayment(pending.id, { status: "PENDING", amount: "3123.75" });
    await addPayment(cancelled.id, { status: "FAILED", amount: "500.00" });

    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 5,
      totalPages: 1,
      hasMore: false,
    });
    expect(body.data.map((item: { id: string }) => item.id)).toEqual([
      noShow.id,
      cancelled.id,
      completed.id,
      confirmed.id,
      pending.id,
    ]);
    expect(body.data[4]).toEqual({
      id: pending.id,
      reference: pending.reference,
      status: "PENDING",
      checkIn: day(10),
      checkOut: day(13),
      startTime: null,
      nights: 3,
      adults: 1,
      children: 0,
      total: "3123.75",
      user: { id: ama.id, email: ama.email, profile: { firstName: "Ama", lastName: "Mensah" } },
      listing: { id: villa.id, type: "ACCOMMODATION", title: "Labadi Villa", durationHours: null },
      createdAt: at(1).toISOString(),
    });
    expect(body.stats).toEqual({
      total: 5,
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 1,
      revenue: "2600.00",
    });

    // Filters narrow the page, never the stats.
    const byStatus = await list({ status: "CANCELLED" });
    expect(byStatus.body.data.map((item: { id: string }) => item.id)).toEqual([cancelled.id]);
    expect(byStatus.body.pagination.total).toBe(1);
    expect(byStatus.body.stats).toEqual(body.stats);
    const byListing = await list({ listingId: villa.id });
    expect(byListing.body.data.map((item: { id: string }) => item.id)).toEqual([
      confirmed.id,
      pending.id,
    ]);
  });

  it("matches stays that have a night within [startDate, endDate]", async () => {
    // Bookings of the previous test: pending 10–13, confirmed 20–22, completed −5…−3,
    // cancelled 30–31, no-show −10…−8 (days from today).
    const ids = async (query: Record<string, string>) => {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      return body.data.map((item: { checkIn: string }) => item.checkIn);
    };
    // Check-out day 13 is not a night of the stay: a range starting on it misses the booking.
    expect(await ids({ startDate: day(13), endDate: day(19) })).toEqual([]);
    // The last night (12) and the first night (20) are inside.
    expect(await ids({ startDate: day(12), endDate: day(20) })).toEqual([day(20), day(10)]);
    expect(await ids({ startDate: day(20), endDate: day(20) })).toEqual([day(20)]);
    expect(await ids({ startDate: day(25) })).toEqual([day(30)]);
    expect(await ids({ endDate: day(-6) })).toEqual([day(-10)]);
    expect(await ids({ startDate: day(-4), endDate: day(11), status: "PENDING" })).toEqual([
      day(10),
    ]);
  });

  it("counts a date window's matches on every page, past the last one and when there are none", async () => {
    // The five bookings of the earlier test all have a night in this window; the page counts
    // them itself (a window count), and past the last page a count statement does.
    const window = { startDate: day(-20), endDate: day(40), limit: "2" };
    const pages = await Promise.all(["1", "3", "4"].map((page) => list({ ...window, page })));
    expect(pages.map(({ body }) => [body.data.length, body.pagination.total])).toEqual([
      [2, 5],
      [1, 5],
      [0, 5],
    ]);
    expect(pages[2]?.body.pagination).toMatchObject({ page: 4, totalPages: 3, hasMore: false });
    const empty = await list({ startDate: day(14), endDate: day(19) });
    expect(empty.body.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it("validates filters and paging, clamps limit to 100 and pages correctly", async () => {
    const backwards = await list({ startDate: day(5), endDate: day(4) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "endDate", constraint: "date_after" },
    });
    const invalid: Record<string, string>[] = [
      { startDate: "2026-02-30" },
      { status: "LOST" },
      { listingId: "not a id!" },
      { page: "0" },
      { limit: "-1" },
      { page: "two" },
    ];
    for (const query of invalid) {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
    }
    const clamped = await list({ limit: 500 });
    expect(clamped.body.pagination).toMatchObject({ limit: 100, total: 5 });
    const second = await list({ limit: 2, page: 2 });
    expect(second.body.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 5,
      totalPages: 3,
      hasMore: true,
    });
    expect(second.body.data).toHaveLength(2);
  });

  it("answers zeros on an empty database", async () => {
    await truncateAll(db());
    admin = await createUser(db(), { role: "ADMIN" });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasMore: false },
      stats: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, revenue: "0.00" },
    });
  });
});

describe("GET /api/admin/bookings/{reference}", () => {
  it("shows the whole booking: guest, listing, history with actors, payments and refunds", async () => {
    const { guest, listing, booking } = await paidBooking(day(20), day(23));
    const cancelled = await cancelAsAdmin(booking.reference, {
      reason: "Owner emergency",
      refundFull: true,
    });
    expect(cancelled.status).toBe(200);
    const { status, body } = await call(detail, {
      token: admin.token,
      params: { reference: booking.reference },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: "CANCELLED",
      listingId: listing.id,
      checkIn: day(20),
      checkOut: day(23),
      nights: 3,
      subtotal: "2550.00",
      serviceFee: "255.00",
      taxes: "318.75",
      total: "3123.75",
      guestName: "Ama Mensah",
      cancelReason: "Owner emergency",
      confirmedAt: expect.any(String),
      cancelledAt: expect.any(String),
      user: {
        id: guest.id,
        email: guest.email,
        role: "USER",
        profile: { firstName: expect.any(String), lastName: expect.any(String), avatarUrl: null },
      },
      listing: { id: listing.id, title: listing.title, slug: listing.slug, status: "PUBLISHED" },
      payments: [
        {
          status: "COMPLETED",
          amount: "3123.75",
          providerRef: booking.reference,
          method: "CARD",
          paidAt: expect.any(String),
        },
      ],
      refunds: [{ amount: "3123.75", status: "PROCESSING", reason: "Owner emergency" }],
    });
    expect(body.data.history).toEqual([
      {
        id: expect.any(String),
        fromStatus: null,
        toStatus: "PENDING",
        note: null,
        actor: {
          id: guest.id,
          name: expect.stringMatching(/^First\d+ Last\d+$/),
          email: guest.email,
        },
        createdAt: expect.any(String),
      },
      expect.objectContaining({ fromStatus: "PENDING", toStatus: "CONFIRMED", actor: null }),
      {
        id: expect.any(String),
        fromStatus: "CONFIRMED",
        toStatus: "CANCELLED",
        note: "Owner emergency",
        actor: { id: admin.id, name: expect.any(String), email: admin.email },
        createdAt: expect.any(String),
      },
    ]);
  });

  it("answers 404 for an unknown reference and 400 for a malformed one", async () => {
    const unknown = await call(detail, {
      token: admin.token,
      params: { reference: "BK-ZZZZZZZZ" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    const malformed = await call(detail, { token: admin.token, params: { reference: "bk-1" } });
    expect(malformed.status).toBe(400);
  });
});

describe("PATCH /api/admin/bookings/{reference}", () => {
  it("confirms a held booking: confirmedAt, hold cleared, bookingCount + 1, nights kept, e-mail, history, audit", async () => {
    const guest = await createUser(db());
    const listing = await createListing(db());
    const booking = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(40),
      checkOut: day(42),
    });
    const { status, body } = await setStatus(booking.reference, {
      status: "CONFIRMED",
      note: "Paid in cash at the office",
    });
    expect(status).toBe(200);
    expect(body.data.booking).toEqual({
      id: booking.id,
      reference: booking.reference,
      status: "CONFIRMED",
      checkIn: day(40),
      checkOut: day(42),
      confirmedAt: expect.any(String),
      cancelledAt: null,
      cancelReason: null,
      completedAt: null,
      updatedAt: expect.any(String),
    });
    expect(body.data.history.at(-1)).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "CONFIRMED",
      note: "Paid in cash at the office",
      actor: { id: admin.id, email: admin.email },
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.holdExpiresAt).toBeNull();
    const [counted] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(counted?.bookingCount).toBe(1);
    // Kept for good: the nights no longer expire with the hold they carried.
    expect(
      await db()
        .select({ holdExpiresAt: blockedNights.holdExpiresAt })
        .from(blockedNights)
        .where(eq(blockedNights.bookingId, booking.id)),
    ).toEqual([{ holdExpiresAt: null }, { holdExpiresAt: null }]);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, `booking-confirmed/${booking.id}`)),
    ).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "booking.status",
        entityType: "booking",
        before: { status: "PENDING" },
        after: { status: "CONFIRMED", note: "Paid in cash at the office" },
      }),
    ]);
  });

  it("cancels without a refund: default reason, nights freed, open payments failed, e-mail queued", async () => {
    const guest = await createUser(db());
    const listing = await createListing(db());
    const booking = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(50),
      checkOut: day(53),
    });
    const payment = await addPayment(booking.id, { status: "PENDING", amount: "1873.75" });
    const { status, body } = await setStatus(booking.reference, { status: "CANCELLED" });
    expect(status).toBe(200);
    expect(body.data.booking).toMatchObject({
      status: "CANCELLED",
      cancelledAt: expect.any(String),
      cancelReason: "Cancelled by an administrator",
    });
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.bookingId, booking.id)),
    ).toEqual([]);
    const [failed] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id ?? ""));
    expect(failed?.status).toBe("FAILED");
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, `booking-cancelled/${booking.id}`)),
    ).toHaveLength(1);
    const [history] = await db()
      .select()
      .from(bookingHistory)
      .where(
        and(eq(bookingHistory.bookingId, booking.id), eq(bookingHistory.toStatus, "CANCELLED")),
      );
    expect(history).toMatchObject({ actorId: admin.id, note: "Cancelled by an administrator" });
  });

  it("completes a stay only from its check-out day, and keeps its nights", async () => {
    const guest = await createUser(db());
    const listing = await createListing(db());
    const early = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(-1),
      checkOut: day(1),
      status: "CONFIRMED",
    });
    const refused = await setStatus(early.reference, { status: "COMPLETED" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("INVALID_TRANSITION");
    expect(refused.body.error.message).toContain(day(1));

    const due = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(-3),
      checkOut: day(-1),
      status: "CONFIRMED",
    });
    const { status, body } = await setStatus(due.reference, { status: "COMPLETED" });
    expect(status).toBe(200);
    expect(body.data.booking).toMatchObject({
      status: "COMPLETED",
      completedAt: expect.any(String),
    });
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.bookingId, due.id)),
    ).toHaveLength(2);
  });

  it("marks a no-show only from the check-in day and frees the nights from today on", async () => {
    const guest = await createUser(db());
    const listing = await createListing(db());
    const future = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(1),
      checkOut: day(3),
      status: "CONFIRMED",
    });
    const refused = await setStatus(future.reference, { status: "NO_SHOW" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("INVALID_TRANSITION");

    const started = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(-2),
      checkOut: day(1),
      status: "CONFIRMED",
    });
    const { status, body } = await setStatus(started.reference, {
      status: "NO_SHOW",
      note: "Guest never arrived",
    });
    expect(status).toBe(200);
    expect(body.data.booking.status).toBe("NO_SHOW");
    const nights = await db()
      .select({ night: blockedNights.night })
      .from(blockedNights)
      .where(eq(blockedNights.bookingId, started.id));
    expect(nights.map((row) => row.night).sort()).toEqual([day(-2), day(-1)]);
  });

  it.each([
    ["CANCELLED", "CONFIRMED"],
    ["CANCELLED", "PENDING"],
    ["COMPLETED", "CANCELLED"],
    ["COMPLETED", "CONFIRMED"],
    ["NO_SHOW", "CONFIRMED"],
    ["CONFIRMED", "PENDING"],
    ["PENDING", "COMPLETED"],
    ["PENDING", "NO_SHOW"],
    ["PENDING", "PENDING"],
    ["CONFIRMED", "CONFIRMED"],
  ] as const)(
    "refuses %s → %s with 400 INVALID_TRANSITION and changes nothing",
    async (from, to) => {
      const guest = await createUser(db());
      const listing = await createListing(db());
      const booking = await seeded({
        listing,
        userId: guest.id,
        checkIn: day(-4),
        checkOut: day(-2),
        status: from,
      });
      const { status, body } = await setStatus(booking.reference, { status: to });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "INVALID_TRANSITION", details: { from, to } });
      const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row?.status).toBe(from);
      expect(await db().select().from(auditLog).where(eq(auditLog.entityId, booking.id))).toEqual(
        [],
      );
    },
  );

  it("validates the body and the reference", async () => {
    const guest = await createUser(db());
    const listing = await createListing(db());
    const booking = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(60),
      checkOut: day(61),
    });
    for (const body of [{}, { status: "LOST" }, { status: "CONFIRMED", extra: 1 }, { status: 1 }]) {
      const answer = await setStatus(booking.reference, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await setStatus("BK-ZZZZZZZZ", { status: "CONFIRMED" })).status).toBe(404);
  });
});

describe("POST /api/admin/bookings/{reference}/cancel", () => {
  it("refunds the whole paid total with refundFull, even days before check-in, and audits it", async () => {
    const { booking } = await paidBooking(day(2), day(5));
    const { status, body } = await cancelAsAdmin(booking.reference, {
      reason: "Double-booked by the owner",
      refundFull: true,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      success: true,
      booking: {
        id: booking.id,
        reference: booking.reference,
        status: "CANCELLED",
        cancelledAt: expect.any(String),
        cancelReason: "Double-booked by the owner",
      },
      refund: { eligible: true, amount: "3123.75", currency: "GHS", status: "PROCESSING" },
    });
    const requested = stub().requests.find(
      (request) =>
        request.path === "/refund" &&
        (request.body as { transaction: string }).transaction === booking.reference,
    );
    expect(requested?.body).toMatchObject({ amount: 312375 });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "booking.cancel",
        before: { status: "CONFIRMED" },
        after: {
          status: "CANCELLED",
          cancelReason: "Double-booked by the owner",
          refundFull: true,
          refund: { eligible: true, amount: "3123.75", currency: "GHS", status: "PROCESSING" },
        },
      }),
    ]);
  });

  it("applies the policy when refundFull is false or omitted", async () => {
    const tenDays = await paidBooking(day(10), day(13));
    const policy = await cancelAsAdmin(tenDays.booking.reference, {
      reason: "Guest asked by phone",
      refundFull: false,
    });
    expect(policy.body.data.refund).toMatchObject({ eligible: true, amount: "2868.75" });

    const fourDays = await paidBooking(day(4), day(7));
    const omitted = await cancelAsAdmin(fourDays.booking.reference, { reason: "Guest asked" });
    expect(omitted.status).toBe(200);
    expect(omitted.body.data.refund).toMatchObject({ eligible: true, amount: "1434.38" });
  });

  it("refuses a cancelled or finished booking, an unknown one and a body without reason", async () => {
    const { booking } = await paidBooking(day(15), day(16));
    await cancelAsAdmin(booking.reference, { reason: "First", refundFull: false });
    const twice = await cancelAsAdmin(booking.reference, { reason: "Again", refundFull: false });
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe("ALREADY_CANCELLED");

    const guest = await createUser(db());
    const listing = await createListing(db());
    const done = await seeded({
      listing,
      userId: guest.id,
      checkIn: day(-5),
      checkOut: day(-3),
      status: "COMPLETED",
    });
    const finished = await cancelAsAdmin(done.reference, { reason: "Too late", refundFull: true });
    expect(finished.status).toBe(400);
    expect(finished.body.error.code).toBe("CANNOT_CANCEL");

    expect((await cancelAsAdmin("BK-ZZZZZZZZ", { reason: "x", refundFull: true })).status).toBe(
      404,
    );
    const noReason = await cancelAsAdmin(booking.reference, { refundFull: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details).toMatchObject({ field: "reason", constraint: "required" });
    const wrongType = await cancelAsAdmin(booking.reference, { reason: "x", refundFull: "yes" });
    expect(wrongType.status).toBe(400);
  });
});
