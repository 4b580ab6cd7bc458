import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as maintenance } from "@/app/api/cron/maintenance/route";
import { blockedNights, bookingHistory, bookings, payments } from "@/db/schema";
import { resetConfigForTests } from "@/lib/platform/config";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();
const SECRET = "cron-secret-for-tests-0123456789";

beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.CRON_SECRET;
  resetConfigForTests();
});

describe("POST /api/cron/maintenance", () => {
  it.each([
    ["no credential", {}],
    ["a wrong secret", { authorization: "Bearer not-the-secret" }],
    ["a non-bearer scheme", { authorization: `Basic ${SECRET}` }],
  ])("answers 401 with %s", async (_case, headers) => {
    const { status, body } = await call(maintenance, { method: "POST", headers });
    expect(status).toBe(401);
    expect(body.error.code).toBe("UNAUTHORIZED");
  });

  it("releases expired holds and completes stays whose check-out day has passed", async () => {
    const user = await createUser(db());
    const listing = await createListing(db());
    const expired = await createBooking(db(), {
      listing,
      userId: user.id,
      checkIn: day(5),
      checkOut: day(7),
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const live = await createBooking(db(), {
      listing,
      userId: user.id,
      checkIn: day(8),
      checkOut: day(9),
    });
    const finished = await createBooking(db(), {
      listing,
      userId: user.id,
      checkIn: day(10),
      checkOut: day(12),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    const ongoing = await createBooking(db(), {
      listing,
      userId: user.id,
      checkIn: day(13),
      checkOut: day(14),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    await db()
      .insert(payments)
      .values({ bookingId: expired.id, providerRef: expired.reference, amount: expired.total });
    await db()
      .update(bookings)
      .set({ checkIn: day(-3), checkOut: day(-1) })
      .where(eq(bookings.id, finished.id));
    await db()
      .update(bookings)
      .set({ checkIn: day(-1), checkOut: day(0) })
      .where(eq(bookings.id, ongoing.id));

    const { status, body } = await call(maintenance, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ releasedHolds: 1, completedStays: 1 });

    const state = async (id: string) =>
      (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
    expect(await state(expired.id)).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Payment not completed in time",
    });
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.bookingId, expired.id)),
    ).toEqual([]);
    expect(
      (await db().select().from(payments).where(eq(payments.bookingId, expired.id)))[0]?.status,
    ).toBe("FAILED");
    expect((await state(live.id))?.status).toBe("PENDING");
    expect(await state(finished.id)).toMatchObject({
      status: "COMPLETED",
      completedAt: expect.any(Date),
    });
    expect((await state(ongoing.id))?.status).toBe("CONFIRMED");
    const history = await db()
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, finished.id));
    expect(history).toMatchObject([{ fromStatus: "CONFIRMED", toStatus: "COMPLETED" }]);

    const again = await call(maintenance, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(again.body.data).toMatchObject({ releasedHolds: 0, completedStays: 0 });
  });
});
