import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../lib/auth/password";
import { addDays, todayUtc } from "../../lib/dates";
import { BOOKING_STATUSES, LISTING_TYPES } from "../../lib/enums";
import { isBookingReference } from "../../lib/references";
import { type Connection, openConnection } from "../client";
import { runMigrations } from "../migrate";
import {
  amenities,
  blockedNights,
  bookingHistory,
  bookings,
  destinations,
  hostLedgerEntries,
  hostProfiles,
  listingAmenities,
  listingImages,
  listings,
  payments,
  payoutMethods,
  profiles,
  refunds,
  reviews,
  users,
} from "../schema";
import { DEMO_PASSWORD, type SeedSummary, seedDatabase, seedIfEmpty } from ".";

const TABLES = {
  users,
  profiles,
  amenities,
  destinations,
  listings,
  listingImages,
  listingAmenities,
  bookings,
  bookingHistory,
  payments,
  refunds,
  blockedNights,
  payoutMethods,
  hostLedgerEntries,
  reviews,
};

let connection: Connection;
let dataDir: string | undefined;
const now = new Date();
let first: SeedSummary;
let second: SeedSummary;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;

async function tableCounts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await connection.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    connection = openConnection({ maxConnections: 2 });
    await runMigrations(connection);
    // A shared PostgreSQL may hold other tests' rows: start from empty tables.
    await connection.db.execute(
      sql.raw(
        "TRUNCATE users, listings, amenities, destinations, webhook_events, email_outbox, audit_log RESTART IDENTITY CASCADE",
      ),
    );
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-seed-"));
    connection = openConnection({ databaseUrl: "", dataDir });
    await runMigrations(connection);
  }
  first = await seedDatabase(connection.db, { now });
  countsAfterFirst = await tableCounts();
  second = await seedDatabase(connection.db, { now });
  countsAfterSecond = await tableCounts();
});

afterAll(async () => {
  await connection?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("seedDatabase", () => {
  it("creates the demo accounts with their roles and the demo password", async () => {
    const rows = await connection.db
      .select({ email: users.email, role: users.role, hash: users.passwordHash })
      .from(users);
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    expect(byEmail.get("superadmin@example.com")?.role).toBe("SUPER_ADMIN");
    expect(byEmail.get("admin@example.com")?.role).toBe("ADMIN");
    expect(byEmail.get("guest@example.com")?.role).toBe("USER");
    expect(byEmail.get("host@example.com")?.role).toBe("HOST");
    const guestHash = byEmail.get("guest@example.com")?.hash ?? "";
    expect(DEMO_PASSWORD).toBe("Akwaaba2026!");
    expect(await verifyPassword("Akwaaba2026!", guestHash)).toBe(true);
    expect(await verifyPassword("wrong-password", guestHash)).toBe(false);
    expect(countsAfterFirst.profiles).toBe(countsAfterFirst.users);
  });

  it("publishes at least 30 listings over 6 regions in all three types", async () => {
    const published = await connection.db
      .select({ region: listings.region, type: listings.type, publishedAt: listings.publishedAt })
      .from(listings)
      .where(eq(listings.status, "PUBLISHED"));
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(new Set(published.map((l) => l.region)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((l) => l.type))).toEqual(new Set(LISTING_TYPES));
    expect(published.every((l) => l.publishedAt !== null)).toBe(true);

    const statuses = await connection.db
      .select({ status: listings.status, n: count() })
      .from(listings)
      .groupBy(listings.status);
    const byStatus = new Map(statuses.map((s) => [s.status, s.n]));
    expect(byStatus.get("DRAFT")).toBe(2);
    expect(byStatus.get("PENDING_REVIEW")).toBe(2);
    expect(byStatus.get("ARCHIVED")).toBe(1);
  });

  it("gives every published listing images with exactly one primary, starting at order 0", async () => {
    const rows = await connection.db
      .select({
        id: listings.id,
        images: sql<number>`count(${listingImages.id})::int`,
        primaries: sql<number>`count(*) filter (where ${listingImages.isPrimary})::int`,
        minOrder: sql<number>`min(${listingImages.order})::int`,
      })
      .from(listings)
      .leftJoin(listingImages, eq(listingImages.listingId, listings.id))
      .where(eq(listings.status, "PUBLISHED"))
      .groupBy(listings.id);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) {
      expect(row.images).toBeGreaterThanOrEqual(1);
      expect(row.primaries).toBe(1);
      expect(row.minOrder).toBe(0);
    }
  });

  it("gives every image a placeholder: a tiny WebP data URL of a few hundred bytes", async () => {
    const rows = await connection.db
      .select({ url: listingImages.url, placeholder: listingImages.placeholder })
      .from(listingImages);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.placeholder, row.url).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(row.placeholder?.length).toBeLessThan(600);
    }
  });

  it("fills the placeholders of demo pictures seeded before placeholders existed", async () => {
    const [image] = await connection.db
      .select({ id: listingImages.id, placeholder: listingImages.placeholder })
      .from(listingImages)
      .limit(1);
    if (!image) throw new Error("no seeded image");
    await connection.db
      .update(listingImages)
      .set({ placeholder: null })
      .where(eq(listingImages.id, image.id));
    await seedDatabase(connection.db, { now });
    const [after] = await connection.db
      .select({ placeholder: listingImages.placeholder })
      .from(listingImages)
      .where(eq(listingImages.id, image.id));
    expect(after?.placeholder).toBe(image.placeholder);
  });

  it("has bookings in every status, each with a payment for its total", async () => {
    const rows = await connection.db
      .select({
        reference: bookings.reference,
        status: bookings.status,
        total: bookings.total,
        providerRef: payments.providerRef,
        amount: payments.amount,
        paymentStatus: payments.status,
      })
      .from(bookings)
      .leftJoin(payments, eq(payments.bookingId, bookings.id));
    for (const status of BOOKING_STATUSES) {
      expect(rows.filter((r) => r.status === status).length).toBeGreaterThanOrEqual(1);
    }
    for (const row of rows) {
      expect(isBookingReference(row.reference)).toBe(true);
      expect(row.providerRef).toBe(row.reference);
      expect(row.amount).toBe(row.total);
    }
    const paymentStatuses = new Set<string | null>(rows.map((r) => r.paymentStatus));
    for (const status of ["PENDING", "COMPLETED", "FAILED", "REFUNDED"]) {
      expect(paymentStatuses.has(status)).toBe(true);
    }
  });

  it("records refunds and history for the cancelled bookings", async () => {
    const rows = await connection.db
      .select({
        status: refunds.status,
        paymentStatus: payments.status,
        refunded: payments.refundedAmount,
        amount: refunds.amount,
        attempts: refunds.attempts,
        providerRefundId: refunds.providerRefundId,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.status).toBe("PROCESSED");
      expect(row.paymentStatus).toBe("REFUNDED");
      expect(row.refunded).toBe(row.amount);
      // Processed as a real refund is: asked of the provider once, and given its id.
      expect(row.attempts).toBe(1);
      expect(row.providerRefundId).toMatch(/^rfnd_/);
    }
    const history = await connection.db
      .select({ bookingId: bookingHistory.bookingId, n: count() })
      .from(bookingHistory)
      .groupBy(bookingHistory.bookingId);
    expect(history.length).toBe(countsAfterFirst.bookings);
  });

  it("holds exactly the nights of every active stay, and the spots of every active outing, none of cancelled ones", async () => {
    const rows = await connection.db
      .select({
        type: listings.type,
        status: bookings.status,
        nights: bookings.nights,
        participants: sql<number>`${bookings.adults} + ${bookings.children}`,
        startTime: bookings.startTime,
        startTimes: listings.startTimes,
        held: sql<number>`(select count(*)::int from blocked_nights bn where bn.booking_id = ${bookings.id})`,
        spots: sql<number>`(select coalesce(sum(bs.participants), 0)::int from booked_spots bs where bs.booking_id = ${bookings.id})`,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId));
    expect(rows.some((row) => row.type !== "ACCOMMODATION" && row.spots > 0)).toBe(true);
    for (const row of rows) {
      const active = ["PENDING", "CONFIRMED", "COMPLETED"].includes(row.status);
      const stay = row.type === "ACCOMMODATION";
      expect(row.held).toBe(active && stay ? row.nights : 0);
      expect(row.spots).toBe(active && !stay ? row.participants : 0);
      // An outing is booked at its listing's first start; a stay has none.
      expect(row.startTime).toBe(stay ? null : (row.startTimes[0] ?? null));
      if (row.status === "PENDING") {
        expect(row.holdExpiresAt?.getTime()).toBeGreaterThan(now.getTime());
      }
    }
    const blocks = await connection.db
      .select({ n: count() })
      .from(blockedNights)
      .where(sql`${blockedNights.reason} is not null`);
    expect(blocks[0]?.n ?? 0).toBeGreaterThan(0);
  });

  it("makes the demo host a host with a profile, owning every demo listing", async () => {
    const [host] = await connection.db
      .select({ id: users.id, role: users.role, displayName: hostProfiles.displayName })
      .from(users)
      .innerJoin(hostProfiles, eq(hostProfiles.userId, users.id))
      .where(eq(users.email, "host@example.com"));
    expect(host).toMatchObject({ role: "HOST", displayName: "Kofi Agyeman" });
    const owners = await connection.db.selectDistinct({ hostId: listings.hostId }).from(listings);
    expect(owners).toEqual([{ hostId: host?.id }]);
  });

  it("gives the demo host a sandbox wallet and the earnings of every paid demo booking", async () => {
    const [method] = await connection.db
      .select({ bankCode: payoutMethods.bankCode, active: payoutMethods.active })
      .from(payoutMethods)
      .innerJoin(users, eq(users.id, payoutMethods.hostId))
      .where(eq(users.email, "host@example.com"));
    expect(method).toEqual({ bankCode: "MTN", active: true });
    const paid = await connection.db
      .select({ id: bookings.id, subtotal: bookings.subtotal })
      .from(bookings)
      .where(sql`${bookings.settledByPaymentId} is not null`);
    const earnings = await connection.db
      .select({ bookingId: hostLedgerEntries.bookingId, amount: hostLedgerEntries.amount })
      .from(hostLedgerEntries)
      .where(eq(hostLedgerEntries.kind, "EARNING"));
    expect(paid.length).toBeGreaterThan(0);
    expect(earnings.map((entry) => [entry.bookingId, entry.amount]).sort()).toEqual(
      paid.map((booking) => [booking.id, booking.subtotal]).sort(),
    );
    const debits = await connection.db
      .select({ n: count() })
      .from(hostLedgerEntries)
      .where(eq(hostLedgerEntries.kind, "REFUND"));
    const refunded = await connection.db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(sql`${bookings.settledByPaymentId} is not null`);
    expect(debits[0]?.n).toBe(refunded[0]?.n);
  });

  it("gives the activities and experiences start times and capacities (a canopy walk at 07:00 and 10:00 for 15)", async () => {
    const outings = await connection.db
      .select({
        title: listings.title,
        startTimes: listings.startTimes,
        maxGuests: listings.maxGuests,
        durationHours: listings.durationHours,
      })
      .from(listings)
      .where(sql`${listings.type} <> 'ACCOMMODATION'`);
    for (const outing of outings) expect(outing.startTimes.length, outing.title).toBeGreaterThan(0);
    const canopy = outings.find((outing) => outing.title.includes("Canopy"));
    expect(canopy).toMatchObject({
      startTimes: ["07:00", "10:00"],
      maxGuests: 15,
      durationHours: 3,
    });
    const drumming = outings.find((outing) => outing.title.includes("Drumming"));
    expect(drumming).toMatchObject({ startTimes: ["16:00"], maxGuests: 8 });
  });

  it("never dates a booking before its listing was published or its guest signed up", async () => {
    const rows = await connection.db
      .select({
        reference: bookings.reference,
        bookedAt: bookings.createdAt,
        publishedAt: listings.publishedAt,
        joinedAt: users.createdAt,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .innerJoin(users, eq(users.id, bookings.userId));
    for (const row of rows) {
      expect(row.publishedAt, row.reference).not.toBeNull();
      expect(row.bookedAt.getTime(), row.reference).toBeGreaterThan(
        row.publishedAt?.getTime() ?? 0,
      );
      expect(row.bookedAt.getTime(), row.reference).toBeGreaterThan(row.joinedAt.getTime());
    }
  });

  it("gives completed stays their guests' reviews, the listings' ratings following, and leaves the last stay to review", async () => {
    const written = await connection.db
      .select({ status: bookings.status, reference: bookings.reference })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
    expect(written.length).toBe(first.reviews);
    expect(written.length).toBeGreaterThan(10);
    for (const { status, reference } of written) expect(status, reference).toBe("COMPLETED");
    const rated = await connection.db
      .select({ count: listings.ratingCount, average: listings.ratingAverage })
      .from(listings)
      .where(sql`${listings.ratingCount} > 0`);
    expect(rated.reduce((total, { count }) => total + count, 0)).toBe(written.length);
    for (const { average } of rated) expect(average).toBeGreaterThanOrEqual(1);
    const [open] = await connection.db
      .select({ id: reviews.id, checkOut: bookings.checkOut })
      .from(bookings)
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
      .where(eq(bookings.reference, "BK-AW9JQ8JU"));
    expect(open?.id).toBeNull();
    expect(open?.checkOut && open.checkOut >= addDays(todayUtc(), -14)).toBe(true);
  });

  it("is idempotent: a second run adds nothing", async () => {
    expect(first.users).toBeGreaterThan(0);
    expect(first.bookings).toBeGreaterThan(0);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(await seedIfEmpty(connection.db)).toBe(false);
    expect(await tableCounts()).toEqual(countsAfterFirst);
  });
});
