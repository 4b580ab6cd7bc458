// The writes' statements are prepared once and run with each call's values (db/prepared.ts):
// a value left in a prepared statement (a new id, a timestamp Drizzle fills with `$defaultFn`
// or `$onUpdate`) would be the first call's forever. Two writes in a row must each get their own.
import { setTimeout as sleep } from "node:timers/promises";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  blockedNights,
  bookingHistory,
  bookings,
  emailOutbox,
  listings,
  payments,
  webhookEvents,
} from "@/db/schema";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";

const { db } = setupTestDatabase();

/** Long enough that two calls' clocks differ: a frozen timestamp is then an equal one. */
const APART_MS = 20;

const ms = (date: Date | null | undefined) => date?.getTime();

/** Each id differs from the other's, each timestamp is later in the second. */
function expectFresh<Row>(
  first: Row | undefined,
  second: Row | undefined,
  { ids, times }: { ids: (keyof Row)[]; times: (keyof Row)[] },
) {
  expect(first).toBeDefined();
  expect(second).toBeDefined();
  for (const key of ids) {
    expect(first?.[key], String(key)).toBeTruthy();
    expect(second?.[key], String(key)).not.toEqual(first?.[key]);
  }
  for (const key of times) {
    const [before, after] = [first?.[key], second?.[key]] as (Date | null)[];
    expect(ms(before), String(key)).toBeTypeOf("number");
    expect(ms(after), String(key)).toBeGreaterThan(ms(before) as number);
  }
}

async function bookNights(token: string, listingId: string, checkIn: number) {
  const created = await book(
    token,
    bookingRequest(listingId, { checkIn: day(checkIn), checkOut: day(checkIn + 2) }),
  );
  expect(created.status).toBe(201);
  return created.body.data.booking as { id: string; reference: string };
}

async function written(bookingId: string) {
  const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, bookingId));
  const [night] = await db()
    .select()
    .from(blockedNights)
    .where(eq(blockedNights.bookingId, bookingId));
  const history = await db()
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(bookingHistory.createdAt);
  return { booking, payment, night, history };
}

describe("two writes in a row", () => {
  it("give two bookings their own ids, references and times", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { priceGhs: "850.00" });
    const first = await written((await bookNights(user.token, listing.id, 30)).id);
    await sleep(APART_MS);
    const second = await written((await bookNights(user.token, listing.id, 40)).id);

    expectFresh(first.booking, second.booking, {
      ids: ["id", "reference"],
      times: ["holdExpiresAt", "createdAt", "updatedAt"],
    });
    expectFresh(first.payment, second.payment, {
      ids: ["id", "providerRef", "accessCode"],
      times: ["createdAt", "updatedAt"],
    });
    expectFresh(first.night, second.night, { ids: ["bookingId"], times: ["holdExpiresAt"] });
    expectFresh(first.history[0], second.history[0], { ids: ["id"], times: ["createdAt"] });
  });

  it("give two charge.success deliveries their own event rows, confirmations and e-mails", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { priceGhs: "850.00" });
    const booked = [await bookNights(user.token, listing.id, 30)];
    booked.push(await bookNights(user.token, listing.id, 40));

    const after = [];
    for (const [i, booking] of booked.entries()) {
      if (i > 0) await sleep(APART_MS);
      const event = chargeSuccessEvent({
        id: 7_200_000 + i,
        reference: booking.reference,
        amountPesewas: 208250,
        channel: "mobile_money",
        email: "ama@example.com",
        metadata: null,
        paidAt: new Date(),
      });
      expect((await deliver(event)).status).toBe(200);
      const [stored] = await db()
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.reference, booking.reference));
      const [counted] = await db().select().from(listings).where(eq(listings.id, listing.id));
      const [email] = await db()
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.idempotencyKey, [`booking-confirmed/${booking.id}`]));
      after.push({ ...(await written(booking.id)), stored, counted, email });
    }
    const [first, second] = after;

    expect(first?.booking?.status).toBe("CONFIRMED");
    expect(second?.booking?.status).toBe("CONFIRMED");
    expect(second?.counted?.bookingCount).toBe(2);
    expectFresh(first?.stored, second?.stored, {
      ids: ["id", "dedupeKey"],
      times: ["receivedAt", "processedAt"],
    });
    expectFresh(first?.payment, second?.payment, {
      ids: ["providerTransactionId"],
      times: ["paidAt", "updatedAt"],
    });
    expectFresh(first?.booking, second?.booking, { ids: [], times: ["confirmedAt", "updatedAt"] });
    expectFresh(first?.history.at(-1), second?.history.at(-1), {
      ids: ["id"],
      times: ["createdAt"],
    });
    expectFresh(first?.counted, second?.counted, { ids: [], times: ["updatedAt"] });
    expectFresh(first?.email, second?.email, {
      ids: ["id"],
      times: ["nextAttemptAt", "createdAt"],
    });
  });
});
