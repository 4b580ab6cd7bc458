// The dashboard's summaries under concurrent writers, where it matters: real PostgreSQL, many
// connections writing bookings and payments of the same listings, days and bookings at once.
// Every counter is an upsert adding a delta, so none is lost. (PGlite has a single connection,
// so this file always runs against the machine's PostgreSQL.)
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { bookings, listings, payments, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { createId } from "@/lib/ids";
import { recomputedDashboard, summariesAndRecomputation } from "../helpers/admin-stats-oracle";
import { createScratchDatabase } from "../helpers/scratch-postgres";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let pool: Connection;
let userId: string;
const listingIds: string[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase("stats_race");
  pool = openConnection({ databaseUrl: scratch.url, maxConnections: 12 });
  await runMigrations(pool);
  const [user] = await pool.db
    .insert(users)
    .values({ email: "counter@example.com", passwordHash: "x" })
    .returning();
  userId = user?.id ?? "";
  for (const n of [1, 2]) {
    const [listing] = await pool.db
      .insert(listings)
      .values({
        type: "ACCOMMODATION",
        status: "PUBLISHED",
        title: `Counted Villa ${n}`,
        slug: `counted-villa-${n}`,
        description: "Counted from many connections",
        region: "Greater Accra",
        city: "Accra",
        priceGhs: "100.00",
        maxGuests: 4,
      })
      .returning();
    listingIds.push(listing?.id ?? "");
  }
});

afterAll(async () => {
  await pool?.close();
  await scratch?.drop();
});

/** One transaction that holds its counters' rows a little before committing. */
const slowly = (work: (tx: Connection["db"]) => Promise<unknown>) =>
  pool.db.transaction(async (tx) => {
    await work(tx as unknown as Connection["db"]);
    await tx.execute(sql`select pg_sleep(0.005)`);
  });

const BOOKINGS = 40;

/** A one-night PENDING booking of the listing, created today. */
const bookingRow = (id: string, reference: string, listingId: string, inDays: number) => ({
  id,
  reference,
  userId,
  listingId,
  status: "PENDING" as const,
  checkIn: addDays(todayUtc(), inDays),
  checkOut: addDays(todayUtc(), inDays + 1),
  nights: 1,
  adults: 1,
  pricePerNight: "100.00",
  subtotal: "100.00",
  serviceFee: "10.00",
  taxes: "12.50",
  total: "122.50",
  guestName: "Counted Guest",
  guestEmail: "counted@example.com",
  guestPhone: "+233201234567",
});

describe("the admin dashboard's summaries under concurrent writers", () => {
  it("stay exact when bookings, payments, refunds and cancellations race", async () => {
    const ids = Array.from({ length: BOOKINGS }, () => createId());
    // Created at once: every one counts on today's row and one of two listings.
    await Promise.all(
      ids.map((id, i) =>
        slowly((tx) =>
          tx
            .insert(bookings)
            .values(
              bookingRow(
                id,
                `BK-RACE${String(i).padStart(4, "0")}`,
                listingIds[i % 2] ?? "",
                10 + i,
              ),
            ),
        ),
      ),
    );
    // Paid at once, each booking twice from two connections (a duplicate payment), and
    // confirmed: the listing must count each booking once.
    await Promise.all(
      ids.flatMap((id, i) =>
        [1, 2].map((attempt) =>
          slowly(async (tx) => {
            await tx.insert(payments).values({
              bookingId: id,
              providerRef: `RACE-${i}-${attempt}`,
              status: "COMPLETED",
              amount: attempt === 1 ? "122.50" : "0.75",
              paidAt: new Date(),
            });
            if (attempt === 1)
              await tx.update(bookings).set({ status: "CONFIRMED" }).where(eq(bookings.id, id));
          }),
        ),
      ),
    );
    // Refunded and cancelled at once: every duplicate returned, half the bookings cancelled.
    await Promise.all(
      ids.flatMap((id, i) => [
        slowly((tx) =>
          tx
            .update(payments)
            .set({ status: "REFUNDED", refundedAmount: "0.75" })
            .where(eq(payments.providerRef, `RACE-${i}-2`)),
        ),
        ...(i % 4 < 2
          ? [
              slowly(async (tx) => {
                await tx.update(bookings).set({ status: "CANCELLED" }).where(eq(bookings.id, id));
                await tx
                  .update(payments)
                  .set({ status: "REFUNDED", refundedAmount: "122.50" })
                  .where(eq(payments.providerRef, `RACE-${i}-1`));
              }),
            ]
          : []),
      ]),
    );

    const { kept, recomputed } = await summariesAndRecomputation(pool.db);
    expect(kept).toEqual(recomputed);
    expect(kept.bookingDays[todayUtc()]).toEqual({ day: todayUtc(), bookings: BOOKINGS });
    expect(Object.values(kept.listings).map((row) => row.confirmed)).toEqual([
      BOOKINGS / 4,
      BOOKINGS / 4,
    ]);
    const figures = await recomputedDashboard(pool.db, new Date());
    // 20 bookings kept, 122.50 each; the 20 cancelled and the 40 duplicates returned in full.
    expect(figures.bookings).toMatchObject({ total: BOOKINGS, revenue: "2450.00" });
  });

  it("let two bookings and two payments of the same day commit side by side, not queued on the day's row", async () => {
    // Of two listings, on the same check-in day, so only the day's counters are shared (the
    // creation day's, the paid day's and the check-in day's). The first transaction stays open
    // holding whatever it locked; the second must get through without waiting for it.
    const [first, second] = [createId(), createId()];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const firstWrote = new Promise<void>((resolve) => {
      started = resolve;
    });
    const holding = pool.db.transaction(async (tx) => {
      await tx.insert(bookings).values(bookingRow(first, "BK-SIDE0001", listingIds[0] ?? "", 80));
      await tx.insert(payments).values({
        bookingId: first,
        providerRef: "SIDE-1",
        status: "COMPLETED",
        amount: "122.50",
        paidAt: new Date(),
      });
      started();
      await held;
    });
    await firstWrote;
    try {
      await pool.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await tx
          .insert(bookings)
          .values(bookingRow(second, "BK-SIDE0002", listingIds[1] ?? "", 80));
        await tx.insert(payments).values({
          bookingId: second,
          providerRef: "SIDE-2",
          status: "COMPLETED",
          amount: "122.50",
          paidAt: new Date(),
        });
      });
    } finally {
      release();
      await holding;
    }
    const { kept, recomputed } = await summariesAndRecomputation(pool.db);
    expect(kept).toEqual(recomputed);
  });
});
