// The payout ledger's promises (issue 19), as properties over random histories: bookings paid,
// cancelled by guest or host, earnings released and paid out, transfers succeeding, failing,
// being reversed, and their events redelivered. After any history, for every host, what the
// ledger says is in flight and paid is what the payouts table says; credits − debits =
// pending + available + in flight + paid; and no payout is paid twice. Two instances running
// the payout job at once make one payout. Run on PGlite and on PostgreSQL.
import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookings, hostLedgerEntries, hostProfiles, payouts } from "@/db/schema";
import { availableFrom } from "@/lib/host-ledger";
import { toPesewas } from "@/lib/money";
import { mailContext, paymentProvider, payoutProvider } from "@/lib/providers";
import { chargeSuccessEvent, transferEvent } from "@/lib/providers/paystack-events";
import { cancelBooking } from "@/lib/server/bookings/cancel-booking";
import { ledgerBalances } from "@/lib/server/payouts/ledger-balances";
import { setPayoutMethod } from "@/lib/server/payouts/payout-method";
import { releaseEarnings } from "@/lib/server/payouts/release-earnings";
import { startPayouts } from "@/lib/server/payouts/start-payouts";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();

const DELAY = 24;
let nextDay = 20;
let paymentIds = 9_700_000;

async function newHost() {
  const host = await createUser(db(), { role: "HOST" });
  await db()
    .insert(hostProfiles)
    .values({ userId: host.id, displayName: "Host", phone: "+233241234567" });
  await setPayoutMethod(db(), {
    provider: payoutProvider(),
    hostId: host.id,
    type: "mobile_money",
    bankCode: "MTN",
    accountNumber: "0241234567",
    accountName: "Host",
  });
  const listing = await createListing(db(), { hostId: host.id, priceGhs: "333.33" });
  return { host, listing };
}

/** A stay of 1–3 nights on free dates, booked and paid as a guest does: CONFIRMED, its earning pending. */
async function paidStay(listingId: string, guestToken: string, nights: number) {
  const checkIn = day(nextDay);
  const checkOut = day(nextDay + nights);
  nextDay += 4;
  const created = await book(guestToken, bookingRequest(listingId, { checkIn, checkOut }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const booking = created.body.data.booking as { reference: string; total: string };
  const answer = await deliver(
    chargeSuccessEvent({
      id: ++paymentIds,
      reference: booking.reference,
      amountPesewas: toPesewas(booking.total),
      channel: "card",
      email: "guest@example.com",
      metadata: null,
      paidAt: new Date(),
    }),
  );
  expect(answer.status).toBe(200);
  return booking;
}

/** Far enough ahead that every stay so far is past check-in + the delay. */
const later = () => new Date(availableFrom(day(nextDay + 10), DELAY).getTime());

async function payOut() {
  await releaseEarnings(db(), { now: later(), delayHours: DELAY });
  await startPayouts(db(), { provider: payoutProvider(), minimum: 1, now: later() });
}

type Step =
  | { kind: "book"; host: number; nights: number }
  | { kind: "cancel"; pick: number; byHost: boolean }
  | { kind: "payOut" }
  | { kind: "settle"; pick: number; outcome: "success" | "failed" | "reversed"; twice: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("book" as const),
    host: fc.nat(1),
    nights: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat(), byHost: fc.boolean() }),
  fc.record({ kind: fc.constant("payOut" as const) }),
  fc.record({
    kind: fc.constant("settle" as const),
    pick: fc.nat(),
    outcome: fc.constantFrom("success" as const, "failed" as const, "reversed" as const),
    twice: fc.boolean(),
  }),
);

/** A history with every kind of move, so each run checks them all whatever the random ones do. */
const EVERY_KIND_OF_STEP: Step[] = [
  { kind: "book", host: 0, nights: 2 },
  { kind: "book", host: 0, nights: 1 },
  { kind: "book", host: 1, nights: 3 },
  { kind: "cancel", pick: 0, byHost: false },
  { kind: "payOut" },
  { kind: "settle", pick: 0, outcome: "success", twice: true },
  { kind: "settle", pick: 0, outcome: "reversed", twice: false },
  { kind: "cancel", pick: 2, byHost: true },
  { kind: "payOut" },
  { kind: "settle", pick: 0, outcome: "failed", twice: true },
];

async function apply(
  action: Step,
  world: { hosts: Awaited<ReturnType<typeof newHost>>[]; guestToken: string; booked: string[] },
) {
  switch (action.kind) {
    case "book": {
      const chosen = world.hosts[action.host] ?? world.hosts[0];
      if (!chosen) return;
      const { listing } = chosen;
      world.booked.push((await paidStay(listing.id, world.guestToken, action.nights)).reference);
      return;
    }
    case "cancel": {
      const reference = world.booked[action.pick % Math.max(1, world.booked.length)];
      if (!reference) return;
      const [booking] = await db()
        .select({
          status: bookings.status,
          hostId: sql<string>`(select host_id from listings where id = ${bookings.listingId})`,
        })
        .from(bookings)
        .where(eq(bookings.reference, reference));
      if (booking?.status !== "CONFIRMED") return;
      await cancelBooking(db(), {
        reference,
        reason: "Plans changed",
        canceller: action.byHost
          ? { kind: "host", userId: booking.hostId }
          : { kind: "admin", userId: booking.hostId, refundFull: false },
        provider: paymentProvider(),
        mail: mailContext("http://localhost:3000"),
      });
      return;
    }
    case "payOut":
      await payOut();
      return;
    case "settle": {
      const open = await db()
        .select()
        .from(payouts)
        .where(inArray(payouts.status, ["PENDING", "PROCESSING", "PAID"]))
        .orderBy(payouts.createdAt);
      const payout = open[action.pick % Math.max(1, open.length)];
      if (!payout) return;
      const event = transferEvent(action.outcome, {
        reference: payout.reference,
        transferCode: stub().transfers.get(payout.reference)?.transferCode ?? "TRF_none",
        amountPesewas: toPesewas(payout.amount),
        recipientCode: payout.recipientCode,
      });
      for (let time = 0; time < (action.twice ? 2 : 1); time++) {
        expect((await deliver(event)).status).toBe(200);
      }
      return;
    }
  }
}

const sumOf = (rows: Array<{ amount: string }>) =>
  rows.reduce((total, row) => total + toPesewas(row.amount), 0);

async function expectLedgerTrue(hostId: string) {
  const balances = await ledgerBalances(db(), eq(hostLedgerEntries.hostId, hostId));
  const own = await db().select().from(payouts).where(eq(payouts.hostId, hostId));
  const inFlight = own.filter(
    (payout) => payout.status === "PENDING" || payout.status === "PROCESSING",
  );
  const paid = own.filter((payout) => payout.status === "PAID");
  expect(toPesewas(balances.in_flight)).toBe(sumOf(inFlight));
  expect(toPesewas(balances.paid)).toBe(sumOf(paid));
  expect(toPesewas(balances.credited) - toPesewas(balances.debited)).toBe(
    toPesewas(balances.pending) +
      toPesewas(balances.available) +
      toPesewas(balances.in_flight) +
      toPesewas(balances.paid),
  );
  expect(toPesewas(balances.pending)).toBeGreaterThanOrEqual(0);
  const paidTwice = await db()
    .select({ payoutId: hostLedgerEntries.payoutId, n: sql<number>`count(*)::int` })
    .from(hostLedgerEntries)
    .where(and(eq(hostLedgerEntries.hostId, hostId), eq(hostLedgerEntries.kind, "PAYOUT_PAID")))
    .groupBy(hostLedgerEntries.payoutId)
    .having(sql`count(*) > 1`);
  expect(paidTwice).toEqual([]);
}

describe("the payout ledger", () => {
  it("stays true to the payouts after any history, and pays nothing twice", async () => {
    const guest = await createUser(db());
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const world = {
          hosts: [await newHost(), await newHost()],
          guestToken: guest.token,
          booked: [],
        };
        for (const action of steps) await apply(action, world);
        for (const { host } of world.hosts) await expectLedgerTrue(host.id);
        const booked = steps.filter((action) => action.kind === "book").length;
        const credited = await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(hostLedgerEntries)
          .where(
            and(
              eq(hostLedgerEntries.kind, "EARNING"),
              inArray(
                hostLedgerEntries.hostId,
                world.hosts.map(({ host }) => host.id),
              ),
            ),
          );
        expect(credited[0]?.n).toBe(booked);
      }),
      { numRuns: 15, examples: [[EVERY_KIND_OF_STEP]] },
    );
    const kinds = await db()
      .selectDistinct({ kind: hostLedgerEntries.kind, from: hostLedgerEntries.fromState })
      .from(hostLedgerEntries);
    expect(kinds.map(({ kind, from }) => `${kind}:${from}`).sort()).toEqual([
      "EARNING:outside",
      "PAYOUT:available",
      "PAYOUT_PAID:in_flight",
      "PAYOUT_RETURNED:in_flight",
      "PAYOUT_RETURNED:paid",
      "REFUND:available",
      "REFUND:pending",
      "RELEASE:pending",
    ]);
  });

  it("makes one payout when two instances run the payout job at once", async () => {
    const { host, listing } = await newHost();
    const guest = await createUser(db());
    await paidStay(listing.id, guest.token, 2);
    await releaseEarnings(db(), { now: later(), delayHours: DELAY });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        startPayouts(db(), { provider: payoutProvider(), minimum: 1, now: later() }),
      ),
    );
    const made = await db().select().from(payouts).where(eq(payouts.hostId, host.id));
    expect(made).toHaveLength(1);
    expect(stub().transfers.has(made[0]?.reference ?? "")).toBe(true);
    await expectLedgerTrue(host.id);
  });
});
