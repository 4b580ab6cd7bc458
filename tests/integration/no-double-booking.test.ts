// The no-double-booking invariant, proven where it matters: real PostgreSQL, two
// connections, two transactions racing for overlapping nights. (PGlite has a single
// connection, so this file always runs against the machine's PostgreSQL.)

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { blockedNights, bookings, listings, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { createId } from "@/lib/ids";
import { racingBooking } from "../helpers/racing-booking";
import { createScratchDatabase } from "../helpers/scratch-postgres";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Connection;
let second: Connection;
let listingId: string;
let userId: string;

beforeAll(async () => {
  scratch = await createScratchDatabase("race");
  first = openConnection({ databaseUrl: scratch.url, maxConnections: 1 });
  second = openConnection({ databaseUrl: scratch.url, maxConnections: 1 });
  await runMigrations(first);
  const [user] = await first.db
    .insert(users)
    .values({ email: "racer@example.com", passwordHash: "x" })
    .returning();
  const [listing] = await first.db
    .insert(listings)
    .values({
      type: "ACCOMMODATION",
      status: "PUBLISHED",
      title: "Race Villa",
      slug: "race-villa-accra",
      description: "Contested nights",
      region: "Greater Accra",
      city: "Accra",
      priceGhs: "850.00",
      maxGuests: 4,
    })
    .returning();
  userId = user?.id ?? "";
  listingId = listing?.id ?? "";
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await scratch?.drop();
});

/** A stay of two guests raced on `connection`. */
function attempt(connection: Connection, checkIn: string, checkOut: string, gate: Promise<void>) {
  return racingBooking(connection.db, {
    listingId,
    userId,
    checkIn,
    checkOut,
    participants: 2,
    gate,
  });
}

describe("no two active bookings share a night (PostgreSQL, two connections)", () => {
  const base = addDays(todayUtc(), 30);
  const rounds = [
    { a: [0, 3], b: [2, 5], label: "overlapping by one night" },
    { a: [10, 14], b: [10, 14], label: "identical stays" },
    { a: [20, 27], b: [22, 24], label: "one inside the other" },
    { a: [40, 41], b: [40, 42], label: "same check-in night" },
  ] as const;

  it.each(rounds)("exactly one of two racing transactions wins: $label", async ({ a, b }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const racing = Promise.allSettled([
      attempt(first, addDays(base, a[0]), addDays(base, a[1]), gate),
      attempt(second, addDays(base, b[0]), addDays(base, b[1]), gate),
    ]);
    setTimeout(release, 20);
    const results = await racing;
    const winners = results.filter((result) => result.status === "fulfilled");
    const losers = results.filter((result) => result.status === "rejected");
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const reason = (losers[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(AppError);
    expect((reason as AppError).code).toBe("DATES_UNAVAILABLE");
  });

  it("keeps exactly the winners' nights, one row per night, and no loser's booking", async () => {
    const nights = await first.db.select().from(blockedNights);
    const rows = await first.db.select().from(bookings);
    expect(rows).toHaveLength(rounds.length);
    const expectedNights = rows.reduce((sum, row) => sum + row.nights, 0);
    expect(nights).toHaveLength(expectedNights);
    expect(new Set(nights.map((night) => night.night)).size).toBe(nights.length);
  });

  it("lets the check-out day be the next stay's check-in", async () => {
    const checkIn = addDays(base, 60);
    const middle = addDays(base, 62);
    const checkOut = addDays(base, 64);
    const open = Promise.resolve();
    await expect(attempt(first, checkIn, middle, open)).resolves.toEqual(expect.any(String));
    await expect(attempt(second, middle, checkOut, open)).resolves.toEqual(expect.any(String));
  });

  it("refuses a reversed stay in the database itself", async () => {
    await expect(
      first.db.execute(sql`
        insert into bookings (id, reference, user_id, listing_id, check_in, check_out, nights, adults,
          price_per_night, subtotal, service_fee, taxes, total, guest_name, guest_email, guest_phone)
        values (${createId()}, 'BK-REVERSE2', ${userId}, ${listingId}, '2030-01-05', '2030-01-03', -2, 1,
          1, 1, 1, 1, 1, 'x', 'x@example.com', '+233201234567')`),
    ).rejects.toThrow();
  });
});
