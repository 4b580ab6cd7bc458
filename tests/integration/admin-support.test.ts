import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[reference]/route";
import { GET as outboxRoute } from "@/app/api/admin/outbox/route";
import { PATCH as changeRole } from "@/app/api/admin/users/[id]/role/route";
import { GET as webhookEventsRoute } from "@/app/api/admin/webhook-events/route";
import { emailOutbox, profiles, webhookEvents } from "@/db/schema";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { day, deliver } from "../helpers/bookings";
import { setupTestDatabase, truncateAll } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();
type User = Awaited<ReturnType<typeof createUser>>;
let superAdmin: User;
let admin: User;

beforeAll(async () => {
  await truncateAll(db());
  superAdmin = await createUser(db(), { role: "SUPER_ADMIN" });
  admin = await createUser(db(), { role: "ADMIN" });
  await db()
    .update(profiles)
    .set({ firstName: "Kofi", lastName: "Boateng" })
    .where(eq(profiles.userId, admin.id));
});

describe("GET /api/admin/audit-log", () => {
  it("lists admin writes newest first with actor, before and after, filtered by record or actor", async () => {
    const user = await createUser(db());
    const promoted = await call(changeRole, {
      method: "PATCH",
      token: superAdmin.token,
      body: { role: "HOST" },
      params: { id: user.id },
    });
    expect(promoted.status).toBe(200);
    const listing = await createListing(db());
    const booking = await createBooking(db(), {
      listing,
      userId: user.id,
      checkIn: day(30),
      checkOut: day(32),
    });
    const confirmed = await call(patchBooking, {
      method: "PATCH",
      token: admin.token,
      body: { status: "CONFIRMED", note: "Paid by bank transfer" },
      params: { reference: booking.reference },
    });
    expect(confirmed.status).toBe(200);

    const all = await call(auditLogRoute, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 2,
      totalPages: 1,
      hasMore: false,
    });
    expect(all.body.data).toEqual([
      {
        id: expect.any(String),
        action: "booking.status",
        entityType: "booking",
        entityId: booking.id,
        actor: { id: admin.id, name: "Kofi Boateng", email: admin.email },
        before: { status: "PENDING" },
        after: { status: "CONFIRMED", note: "Paid by bank transfer" },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        action: "user.role",
        entityType: "user",
        entityId: user.id,
        actor: { id: superAdmin.id, name: expect.any(String), email: superAdmin.email },
        before: { role: "USER" },
        after: { role: "HOST" },
        createdAt: expect.any(String),
      },
    ]);

    const only = async (query: Record<string, string>) => {
      const { status, body } = await call(auditLogRoute, { token: admin.token, query });
      expect(status).toBe(200);
      return body.data.map((entry: { action: string }) => entry.action);
    };
    expect(await only({ entityType: "user" })).toEqual(["user.role"]);
    expect(await only({ entityType: "booking", entityId: booking.id })).toEqual(["booking.status"]);
    expect(await only({ entityId: user.id })).toEqual(["user.role"]);
    expect(await only({ actorId: admin.id })).toEqual(["booking.status"]);
    expect(await only({ actorId: user.id })).toEqual([]);
    expect(await only({ entityType: "listing" })).toEqual([]);

    const paged = await call(auditLogRoute, { token: admin.token, query: { limit: 1, page: 2 } });
    expect(paged.body.data.map((entry: { action: string }) => entry.action)).toEqual(["user.role"]);
    expect(paged.body.pagination).toMatchObject({ page: 2, limit: 1, total: 2, hasMore: false });

    const invalid: Record<string, string>[] = [
      { entityId: "not an id!" },
      { entityType: "Booking;" },
      { page: "0" },
    ];
    for (const query of invalid) {
      const { status, body } = await call(auditLogRoute, { token: admin.token, query });
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("GET /api/admin/outbox", () => {
  it("lists the latest e-mails with status, attempts and last error", async () => {
    await db().delete(emailOutbox);
    await db()
      .insert(emailOutbox)
      .values([
        {
          idempotencyKey: "test/sent",
          toAddress: "ama@example.com",
          subject: "Your booking is confirmed",
          template: "booking-confirmed",
          html: "<p>Hi</p>",
          text: "Hi",
          status: "SENT",
          attempts: 1,
          sentAt: new Date(),
          providerMessageId: "msg_1",
          createdAt: new Date(Date.now() - 60_000),
        },
        {
          idempotencyKey: "test/failed",
          toAddress: "yaw@example.com",
          subject: "Your booking was cancelled",
          template: "booking-cancelled",
          html: "<p>Sorry</p>",
          text: "Sorry",
          status: "FAILED",
          attempts: 6,
          lastError: "Resend answered 422: invalid address",
        },
      ]);
    const { status, body } = await call(outboxRoute, { token: admin.token });
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        to: "yaw@example.com",
        subject: "Your booking was cancelled",
        template: "booking-cancelled",
        status: "FAILED",
        attempts: 6,
        lastError: "Resend answered 422: invalid address",
        nextAttemptAt: expect.any(String),
        providerMessageId: null,
        text: "Sorry",
        createdAt: expect.any(String),
        sentAt: null,
      },
      expect.objectContaining({
        to: "ama@example.com",
        status: "SENT",
        attempts: 1,
        lastError: null,
        providerMessageId: "msg_1",
        sentAt: expect.any(String),
      }),
    ]);
    const failed = await call(outboxRoute, { token: admin.token, query: { status: "FAILED" } });
    expect(failed.body.data.map((mail: { to: string }) => mail.to)).toEqual(["yaw@example.com"]);
    expect(
      (await call(outboxRoute, { token: admin.token, query: { status: "LOST" } })).status,
    ).toBe(400);
  });
});

describe("GET /api/admin/webhook-events", () => {
  it("lists the latest events with outcome and error, by kind or outcome", async () => {
    await db().delete(webhookEvents);
    const delivered = await deliver(
      chargeSuccessEvent({
        id: 7_700_001,
        reference: "BK-NOSUCHAA",
        amountPesewas: 10_000,
        channel: "card",
        email: "ama@example.com",
        metadata: "",
        paidAt: new Date(),
      }),
    );
    expect(delivered.status).toBe(200);
    await db()
      .insert(webhookEvents)
      .values({
        provider: "paystack",
        event: "refund.processed",
        dedupeKey: "refund.processed:test",
        reference: "BK-FAILEDAA",
        payload: { event: "refund.processed", data: {} },
        outcome: "failed",
        error: "refund without payment",
        receivedAt: new Date(Date.now() + 1000),
      });

    const { status, body } = await call(webhookEventsRoute, { token: admin.token });
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ total: 2, limit: 20 });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        provider: "paystack",
        event: "refund.processed",
        reference: "BK-FAILEDAA",
        outcome: "failed",
        error: "refund without payment",
        payload: { event: "refund.processed", data: {} },
        receivedAt: expect.any(String),
        processedAt: null,
      },
      expect.objectContaining({
        provider: "paystack",
        event: "charge.success",
        reference: "BK-NOSUCHAA",
        outcome: "unknown_reference",
        error: null,
        processedAt: expect.any(String),
      }),
    ]);
    const failed = await call(webhookEventsRoute, {
      token: admin.token,
      query: { outcome: "failed" },
    });
    expect(failed.body.data.map((event: { event: string }) => event.event)).toEqual([
      "refund.processed",
    ]);
    const charges = await call(webhookEventsRoute, {
      token: admin.token,
      query: { event: "charge.success" },
    });
    expect(charges.body.data.map((event: { outcome: string }) => event.outcome)).toEqual([
      "unknown_reference",
    ]);
    expect(
      (await call(webhookEventsRoute, { token: admin.token, query: { outcome: "DROP TABLE" } }))
        .status,
    ).toBe(400);
  });
});
