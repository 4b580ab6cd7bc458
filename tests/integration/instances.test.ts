// Two app processes on one PostgreSQL and one Upstash-compatible Redis, as in production
// behind a load balancer: the database decides booking races, the rate limit is one budget,
// the maintenance job never does a piece of work twice, and X-Forwarded-For is only believed
// where TRUST_PROXY says so. Always on the machine's PostgreSQL (PGlite is one process's).
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import {
  activityStarts,
  bookedSpots,
  bookingHistory,
  bookings,
  emailOutbox,
  payments,
} from "@/db/schema";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { signPayload } from "@/lib/providers/paystack-signature";
import { SANDBOX_SECRET_KEY } from "@/lib/providers/sandbox";
import { type AppInstance, postJson as post, startAppInstance } from "../helpers/app-instance";
import { bookingRequest, day } from "../helpers/bookings";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { awaitRoomInWindow } from "../helpers/rate-limit-window";
import { createScratchDatabase } from "../helpers/scratch-postgres";
import { startUpstashServer } from "../helpers/upstash-server";

const CRON_SECRET = randomBytes(24).toString("hex");
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let upstash: Awaited<ReturnType<typeof startUpstashServer>>;
let database: Connection;
let first: AppInstance;
let second: AppInstance;

beforeAll(async () => {
  scratch = await createScratchDatabase("instances");
  upstash = await startUpstashServer();
  database = openConnection({ databaseUrl: scratch.url, maxConnections: 4 });
  await runMigrations(database);
  const shared = {
    DATABASE_URL: scratch.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "",
    CRON_SECRET,
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_PREFIX: `instances:${randomBytes(4).toString("hex")}`,
    UPSTASH_REDIS_REST_URL: upstash.url,
    UPSTASH_REDIS_REST_TOKEN: upstash.token,
    // This file proves the budget is shared; a loaded test machine can take longer than the
    // production 100 ms to answer, which would count in-process (rate-limit-upstash.test.ts).
    RATE_LIMIT_STORE_TIMEOUT_MS: "2000",
    SEED_DEMO_DATA: "false",
    PAYSTACK_SECRET_KEY: undefined,
    PAYMENTS_SANDBOX: "true",
  };
  // One after the other: the first start builds the app when the sources changed.
  first = await startAppInstance({ ...shared, TRUST_PROXY: "false" });
  second = await startAppInstance({ ...shared, TRUST_PROXY: "true" });
}, 600_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await upstash?.stop();
  await database?.close();
  await scratch?.drop();
}, 60_000);

describe("several instances on one database", () => {
  it("lets exactly one of many concurrent bookings for overlapping nights win", async () => {
    const listing = await createListing(database.db, { maxGuests: 4 });
    const guests = await Promise.all(Array.from({ length: 12 }, () => createUser(database.db)));
    const answers = await Promise.all(
      guests.map((guest, index) =>
        post(
          index % 2 === 0 ? first : second,
          "/api/bookings",
          bookingRequest(listing.id, { checkIn: day(40 + (index % 3)), checkOut: day(44) }),
          { authorization: `Bearer ${guest.token}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const losers = await Promise.all(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.json()),
    );
    expect(new Set(losers.map((body) => body.error.code))).toEqual(new Set(["DATES_UNAVAILABLE"]));
    const held = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.listingId, listing.id));
    expect(held).toHaveLength(1);
  });

  it("never oversells the last spots of an activity's start when twenty guests race for them", async () => {
    const listing = await createListing(database.db, {
      type: "ACTIVITY",
      priceUnit: "PER_PERSON",
      maxGuests: 8,
      startTimes: ["09:00"],
    });
    const early = await createUser(database.db);
    const taken = await post(
      first,
      "/api/bookings",
      {
        ...bookingRequest(listing.id, { checkIn: day(50), adults: 5 }),
        checkOut: undefined,
        startTime: "09:00",
      },
      { authorization: `Bearer ${early.token}` },
    );
    expect(taken.status).toBe(201);
    const guests = await Promise.all(Array.from({ length: 20 }, () => createUser(database.db)));
    const answers = await Promise.all(
      guests.map((guest, index) =>
        post(
          index % 2 === 0 ? first : second,
          "/api/bookings",
          {
            ...bookingRequest(listing.id, { checkIn: day(50), adults: 1 }),
            checkOut: undefined,
            startTime: "09:00",
          },
          { authorization: `Bearer ${guest.token}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const [start] = await database.db
      .select({ booked: activityStarts.booked })
      .from(activityStarts)
      .where(eq(activityStarts.listingId, listing.id));
    expect(start?.booked).toBe(8);
    const held = await database.db
      .select({ spots: sql<number>`sum(${bookedSpots.participants})::int` })
      .from(bookedSpots)
      .where(eq(bookedSpots.listingId, listing.id));
    expect(held[0]?.spots).toBe(8);
  });

  it("settles a booking paid twice at once exactly once, and returns the other payment", async () => {
    const guest = await createUser(database.db);
    const listing = await createListing(database.db, { priceGhs: "850.00" });
    const auth = { authorization: `Bearer ${guest.token}` };
    const created = await post(
      first,
      "/api/bookings",
      bookingRequest(listing.id, { checkIn: day(70), checkOut: day(73) }),
      auth,
    );
    expect(created.status).toBe(201);
    const booking = (await created.json()).data.booking as { id: string; reference: string };
    const again = await post(second, "/api/payments/initialize", { bookingId: booking.id }, auth);
    expect(again.status).toBe(200);
    const references = [booking.reference, (await again.json()).data.reference as string];
    const deliveries = await Promise.all(
      references.map((reference, index) => {
        const raw = JSON.stringify(
          chargeSuccessEvent({
            id: 5_000_000 + index,
            reference,
            amountPesewas: 312375,
            channel: "card",
            email: "ama@example.com",
            metadata: null,
            paidAt: new Date(),
          }),
        );
        return fetch(`${(index === 0 ? first : second).url}/api/webhooks/paystack`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-paystack-signature": signPayload(raw, SANDBOX_SECRET_KEY),
          },
          body: raw,
        });
      }),
    );
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    // The sandbox processes the duplicate's refund and reports it about a second later.
    const paymentStatuses = async () =>
      (
        await database.db
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.bookingId, booking.id))
      )
        .map((row) => row.status)
        .sort();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !(await paymentStatuses()).includes("REFUNDED"))
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await paymentStatuses()).toEqual(["COMPLETED", "REFUNDED"]);
    const [settled] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(settled?.status).toBe("CONFIRMED");
    const [settling] = await database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, settled?.settledByPaymentId ?? ""));
    expect(settling?.status).toBe("COMPLETED");
    const confirmations = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `booking-confirmed/${booking.id}`));
    expect(confirmations).toHaveLength(1);
  });

  it("shares one rate-limit budget between the instances", async () => {
    await awaitRoomInWindow(6);
    const guest = await createUser(database.db);
    const listing = await createListing(database.db);
    const remaining = [];
    for (let i = 0; i < 31; i++) {
      const answer = await post(
        i % 2 === 0 ? first : second,
        "/api/favorites/toggle",
        { listingId: listing.id },
        { authorization: `Bearer ${guest.token}` },
      );
      expect(answer.status).toBe(i < 30 ? 200 : 429);
      remaining.push(answer.headers.get("x-ratelimit-remaining"));
    }
    expect(remaining.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => String(29 - i)));
  });

  it("runs the maintenance job on both at once without doing any work twice", async () => {
    const listing = await createListing(database.db);
    const guest = await createUser(database.db);
    const expired = [];
    const finished = [];
    for (let i = 0; i < 20; i++) {
      expired.push(
        await createBooking(database.db, {
          listing,
          userId: guest.id,
          checkIn: day(60 + 2 * i),
          checkOut: day(61 + 2 * i),
          holdExpiresAt: new Date(Date.now() - 60_000),
        }),
      );
      finished.push(
        await createBooking(database.db, {
          listing,
          userId: guest.id,
          checkIn: day(-30 + i),
          checkOut: day(-29 + i),
          status: "CONFIRMED",
          holdExpiresAt: null,
        }),
      );
    }
    const runs = await Promise.all(
      [first, second, first, second].map((instance) =>
        post(instance, "/api/cron/maintenance", {}, { authorization: `Bearer ${CRON_SECRET}` }),
      ),
    );
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200]);
    const reports = await Promise.all(runs.map((run) => run.json()));
    const total = (field: string) => reports.reduce((sum, report) => sum + report.data[field], 0);
    // The instances' own schedules may have taken some of the work first; none is done twice.
    expect(total("releasedHolds")).toBeLessThanOrEqual(20);
    expect(total("completedStays")).toBeLessThanOrEqual(20);
    const statuses = await database.db
      .select({ status: bookings.status, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.listingId, listing.id))
      .groupBy(bookings.status);
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.count]))).toEqual({
      CANCELLED: 20,
      COMPLETED: 20,
    });
    const transitions = await database.db
      .select({
        bookingId: bookingHistory.bookingId,
        count: sql<number>`count(*)::int`,
      })
      .from(bookingHistory)
      .innerJoin(bookings, eq(bookings.id, bookingHistory.bookingId))
      .where(and(eq(bookings.listingId, listing.id)))
      .groupBy(bookingHistory.bookingId);
    expect(transitions).toHaveLength(40);
    expect(transitions.every((row) => row.count === 1)).toBe(true);
  });

  it("believes X-Forwarded-For only where TRUST_PROXY=true", async () => {
    await awaitRoomInWindow(6);
    let attempts = 0;
    // Each attempt names another account, so only the per-address budget is tested.
    const attempt = (instance: AppInstance, forwardedFor?: string) =>
      post(
        instance,
        "/api/auth/login",
        { email: `nobody-${++attempts}@example.com`, password: "wrong-password" },
        forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      );
    // Without TRUST_PROXY every spoofed address is the one real peer, so the budget runs out.
    for (let i = 1; i <= 10; i++)
      expect((await attempt(first, `198.51.100.${i}`)).status).toBe(401);
    expect((await attempt(first, "198.51.100.99")).status).toBe(429);
    // Behind a trusted proxy the header names the client, who has a budget of its own…
    expect((await attempt(second, "203.0.113.7")).status).toBe(401);
    // …while the bare peer is the same client the first instance already refused.
    expect((await attempt(second)).status).toBe(429);
  });
});
