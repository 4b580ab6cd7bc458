// The shared-capacity invariant of an activity's start, proven where it matters: real
// PostgreSQL, twenty connections, twenty transactions racing for the last spots, with
// cancellations and an admin's block in the race. (PGlite has a single connection, so this
// file always runs against the machine's PostgreSQL.)

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { activityStarts, bookedSpots, listings, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { createId } from "@/lib/ids";
import { releaseOccupancy } from "@/lib/server/bookings/occupancy";
import { raceGate, racingBooking } from "../helpers/racing-booking";
import { createScratchDatabase } from "../helpers/scratch-postgres";

const CAPACITY = 8;
const RACERS = 20;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let pool: Connection;
let userId: string;

beforeAll(async () => {
  scratch = await createScratchDatabase("capacity");
  pool = openConnection({ databaseUrl: scratch.url, maxConnections: RACERS });
  await runMigrations(pool);
  const [user] = await pool.db
    .insert(users)
    .values({ email: "racer@example.com", passwordHash: "x" })
    .returning();
  userId = user?.id ?? "";
});

afterAll(async () => {
  await pool?.close();
  await scratch?.drop();
});

async function canopyWalk(): Promise<string> {
  const [listing] = await pool.db
    .insert(listings)
    .values({
      type: "ACTIVITY",
      status: "PUBLISHED",
      title: "Race Canopy Walk",
      slug: `race-canopy-${createId()}`,
      description: "Contested spots",
      region: "Central",
      city: "Abrafo",
      priceGhs: "180.00",
      priceUnit: "PER_PERSON",
      maxGuests: CAPACITY,
      startTimes: ["07:00"],
    })
    .returning();
  return listing?.id ?? "";
}

/** Books `participants` spots at the 07:00 start of `date`, racing on the pool. */
function attempt(listingId: string, date: string, participants: number, gate: Promise<void>) {
  return racingBooking(pool.db, {
    listingId,
    userId,
    checkIn: date,
    checkOut: addDays(date, 1),
    startTime: "07:00",
    participants,
    gate,
  });
}

async function spotsHeld(listingId: string) {
  const [held] = await pool.db
    .select({ spots: sql<number>`coalesce(sum(${bookedSpots.participants}), 0)::int` })
    .from(bookedSpots)
    .where(eq(bookedSpots.listingId, listingId));
  const [counted] = await pool.db
    .select({ booked: activityStarts.booked })
    .from(activityStarts)
    .where(eq(activityStarts.listingId, listingId));
  return { held: held?.spots ?? 0, counted: counted?.booked ?? 0 };
}

describe("the bookings of one start never take more spots than it has (PostgreSQL)", () => {
  const date = addDays(todayUtc(), 30);

  it("gives the last three spots to exactly three of twenty racers", async () => {
    const listingId = await canopyWalk();
    await attempt(listingId, date, 5, Promise.resolve());
    const race = raceGate();
    const racing = Promise.allSettled(
      Array.from({ length: RACERS }, () => attempt(listingId, date, 1, race.opened)),
    );
    race.open();
    const results = await racing;
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    const refusals = results.filter((result) => result.status === "rejected");
    expect(refusals).toHaveLength(RACERS - 3);
    for (const refusal of refusals) {
      expect((refusal as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect(((refusal as PromiseRejectedResult).reason as AppError).code).toBe(
        "DATES_UNAVAILABLE",
      );
    }
    expect(await spotsHeld(listingId)).toEqual({ held: CAPACITY, counted: CAPACITY });
  });

  it("refuses a party only when its spots are gone, whatever the sizes racing", async () => {
    const listingId = await canopyWalk();
    const parties = Array.from({ length: RACERS }, (_, index) => 1 + (index % 3));
    const race = raceGate();
    const racing = Promise.allSettled(
      parties.map((participants) =>
        attempt(listingId, addDays(date, 1), participants, race.opened),
      ),
    );
    race.open();
    const results = await racing;
    const { held, counted } = await spotsHeld(listingId);
    expect(counted).toBe(held);
    expect(held).toBeLessThanOrEqual(CAPACITY);
    // Spots are only ever taken in this race, so a party refused found fewer than it needed,
    // and there are fewer still at the end.
    results.forEach((result, index) => {
      if (result.status === "rejected") expect(parties[index]).toBeGreaterThan(CAPACITY - held);
    });
  });

  it("keeps the count equal to the spots held while bookings and cancellations race", async () => {
    const listingId = await canopyWalk();
    const day = addDays(date, 2);
    const first = await Promise.all(
      [2, 2, 2].map((participants) => attempt(listingId, day, participants, Promise.resolve())),
    );
    const race = raceGate();
    const racing = Promise.allSettled([
      ...first.map((bookingId) =>
        pool.db.transaction(async (tx) => {
          await race.opened;
          await releaseOccupancy(tx, [bookingId]);
        }),
      ),
      ...Array.from({ length: 10 }, () => attempt(listingId, day, 1, race.opened)),
    ]);
    race.open();
    await racing;
    const { held, counted } = await spotsHeld(listingId);
    expect(counted).toBe(held);
    expect(held).toBeLessThanOrEqual(CAPACITY);
  });

  it("lets an admin's block and a booking of the same date never both succeed", async () => {
    const listingId = await canopyWalk();
    const day = addDays(date, 3);
    const race = raceGate();
    const blocking = pool.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await race.opened;
      await tx.execute(
        sql`insert into blocked_nights (listing_id, night, reason) values (${listingId}, ${day}, 'MAINTENANCE')`,
      );
      await tx.execute(sql`select pg_sleep(0.02)`);
    });
    const racing = Promise.allSettled([blocking, attempt(listingId, day, 2, race.opened)]);
    race.open();
    const [blocked, booked] = await racing;
    expect([blocked.status, booked.status].filter((status) => status === "fulfilled")).toHaveLength(
      1,
    );
  });
});
