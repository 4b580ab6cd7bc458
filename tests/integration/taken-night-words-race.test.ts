// The taken nights' bitmap (listings.taken_night_words, migration 0024) under concurrent writes
// of one listing's nights. (PGlite has a single connection, so this file always runs against
// the machine's PostgreSQL.) Guests book, confirm
// and cancel different nights of the same listing at the same moment, each transaction holding
// its rows a moment before it commits; the bitmap must end exactly as the nights are.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection, type Transaction } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { blockedNights, listings, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { confirmOccupancy, releaseOccupancy } from "@/lib/server/bookings/occupancy";
import { nightWordMasks } from "@/lib/server/catalog/taken-night-words";
import { createBooking, createListing } from "../helpers/factories";
import { raceGate, racingBooking } from "../helpers/racing-booking";
import { createScratchDatabase } from "../helpers/scratch-postgres";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let connection: Connection;
const db = () => connection.db;

beforeAll(async () => {
  scratch = await createScratchDatabase("bitmap_race");
  connection = openConnection({ databaseUrl: scratch.url, maxConnections: 30 });
  await runMigrations(connection);
});

afterAll(async () => {
  await connection?.close();
  await scratch?.drop();
});

const today = todayUtc();
const RACERS = 12;

/** The listing's bitmap, and the one its nights taken for good make. */
async function bitmapOf(listingId: string) {
  const [row] = await db()
    .select({
      stored: sql<string>`${listings.takenNightWords}::text`,
      rebuilt: sql<string>`taken_night_words_apply('{}', coalesce((select array_agg(b.night)
        from blocked_nights as b where b.listing_id = ${listings.id}
          and b.hold_expires_at is null), '{}'), '{}')::text`,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** The bitmap the nights make, written as PostgreSQL prints it. */
function expectedBitmap(nights: string[]) {
  const words = new Map<number, bigint>();
  for (const night of nights) {
    for (const { word, mask } of nightWordMasks(night, addDays(night, 1))) {
      words.set(word, (words.get(word) ?? 0n) | BigInt(mask));
    }
  }
  if (!words.size) return "{}";
  const first = Math.min(...words.keys());
  const last = Math.max(...words.keys());
  const values = Array.from({ length: last - first + 1 }, (_, i) =>
    BigInt.asIntN(64, words.get(first + i) ?? 0n).toString(),
  );
  return `[${first}:${last}]={${values.join(",")}}`;
}

async function guests(count: number) {
  const rows = await db()
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `racer${i}-${Date.now()}@example.com`,
        passwordHash: "x",
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** `write` in a transaction that waits at the gate, then holds its rows a moment. */
function racing(gate: Promise<void>, write: (tx: Transaction) => Promise<unknown>) {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await gate;
    await write(tx);
    await tx.execute(sql`select pg_sleep(0.03)`);
  });
}

describe("the taken nights' bitmap under concurrent writes (PostgreSQL)", () => {
  it("stays exact when guests book, confirm and cancel different nights of one listing at once", async () => {
    const listing = await createListing(db(), { maxGuests: 4 });
    const userIds = await guests(RACERS * 2);
    // Racers taking a night each (confirmed at once: the rows land in the bitmap).
    const booked = raceGate();
    const nights = Array.from({ length: RACERS }, (_, i) => addDays(today, 3 + 2 * i));
    const ids = nights.map((night, i) =>
      racingBooking(db(), {
        listingId: listing.id,
        userId: userIds[i] ?? "",
        checkIn: night,
        checkOut: addDays(night, 1),
        participants: 1,
        gate: booked.opened,
      }),
    );
    booked.open();
    const bookingIds = await Promise.all(ids);
    expect(await bitmapOf(listing.id)).toEqual({
      stored: expectedBitmap(nights),
      rebuilt: expectedBitmap(nights),
    });

    // Pending holds on the nights between (not in the bitmap), confirmed all at once while
    // half the confirmed stays are cancelled at once.
    const heldNights = nights.map((night) => addDays(night, 1));
    const holds = [];
    for (const [i, night] of heldNights.entries()) {
      holds.push(
        await createBooking(db(), {
          listing,
          userId: userIds[RACERS + i] ?? "",
          checkIn: night,
          checkOut: addDays(night, 1),
        }),
      );
    }
    expect((await bitmapOf(listing.id))?.stored).toBe(expectedBitmap(nights));
    const cancelled = bookingIds.filter((_, i) => i % 2 === 0);
    const gate = raceGate();
    const writes = [
      ...holds.map((hold) =>
        racing(gate.opened, (tx) => confirmOccupancy(tx, { bookingId: hold.id })),
      ),
      ...cancelled.map((id) => racing(gate.opened, (tx) => releaseOccupancy(tx, [id]))),
    ];
    gate.open();
    await Promise.all(writes);

    const kept = nights.filter((_, i) => i % 2 === 1);
    const taken = [...kept, ...heldNights].sort();
    const remaining = await db()
      .select({ night: blockedNights.night })
      .from(blockedNights)
      .where(eq(blockedNights.listingId, listing.id));
    expect(remaining.map((row) => row.night).sort()).toEqual(taken);
    expect(await bitmapOf(listing.id)).toEqual({
      stored: expectedBitmap(taken),
      rebuilt: expectedBitmap(taken),
    });
  }, 60_000);
});
