// Host payouts (issue 19) against a local Paystack stub: a payout method made a transfer
// recipient; a paid booking's earning pending, available after check-in + the delay, paid out
// by one transfer, settled by its webhook once however often it comes; failures, reversals,
// retries with the same reference, refunds before and after release, holds.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as holdRoute } from "@/app/api/admin/hosts/[id]/payouts/route";
import { GET as adminPayoutsRoute } from "@/app/api/admin/payouts/route";
import { POST as cancelAsHost } from "@/app/api/host/bookings/[reference]/cancel/route";
import { GET as earningsRoute } from "@/app/api/host/earnings/route";
import { GET as banksRoute } from "@/app/api/host/payout-banks/route";
import { PUT as putMethod, GET as readMethod } from "@/app/api/host/payout-method/route";
import { GET as payoutsRoute } from "@/app/api/host/payouts/route";
import { hostLedgerEntries, payoutMethods, payouts } from "@/db/schema";
import { availableFrom } from "@/lib/host-ledger";
import { toPesewas } from "@/lib/money";
import { payoutProvider } from "@/lib/providers";
import { chargeSuccessEvent, transferEvent } from "@/lib/providers/paystack-events";
import { dashboardStats } from "@/lib/server/admin/stats/dashboard-stats";
import { ledgerBalances } from "@/lib/server/payouts/ledger-balances";
import { releaseEarnings } from "@/lib/server/payouts/release-earnings";
import { startPayouts } from "@/lib/server/payouts/start-payouts";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";
import { paystackFailures } from "../stubs/paystack-stub";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();

const WALLET = {
  type: "mobile_money",
  bankCode: "MTN",
  accountNumber: "0241234567",
  accountName: "Kofi Agyeman",
};
const DELAY = 24;
let paymentIds = 9_500_000;

/** A host with a profile, a published stay at GH₵ 500 a night and (unless told) an MTN wallet. */
async function host({ wallet = true } = {}) {
  const account = await createUser(db(), { role: "HOST" });
  const { hostProfiles } = await import("@/db/schema");
  await db()
    .insert(hostProfiles)
    .values({ userId: account.id, displayName: "Kofi's Rooms", phone: "+233241234567" });
  const listing = await createListing(db(), { hostId: account.id });
  if (wallet) {
    const set = await call(putMethod, { method: "PUT", token: account.token, body: WALLET });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  return { ...account, listing };
}

/** A booking of the host's stay, paid through the webhook: GH₵ 1,500 for the host. */
async function paidStay(listingId: string, checkIn = day(30), nights = 3) {
  const guest = await createUser(db());
  const created = await book(
    guest.token,
    bookingRequest(listingId, { checkIn, checkOut: day(Number(dayIndex(checkIn)) + nights) }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const booking = created.body.data.booking as { id: string; reference: string; total: string };
  const paid = await deliver(
    chargeSuccessEvent({
      id: ++paymentIds,
      reference: booking.reference,
      amountPesewas: toPesewas(booking.total),
      channel: "mobile_money",
      email: "ama@example.com",
      metadata: null,
      paidAt: new Date(),
    }),
  );
  expect(paid.status).toBe(200);
  return { ...booking, checkIn };
}

function dayIndex(date: string): number {
  for (let offset = -400; offset < 800; offset++) if (day(offset) === date) return offset;
  throw new Error(`no offset for ${date}`);
}

const afterArrival = (checkIn: string) => new Date(availableFrom(checkIn, DELAY).getTime() + 1000);

async function runPayouts(now: Date) {
  await releaseEarnings(db(), { now, delayHours: DELAY });
  return startPayouts(db(), { provider: payoutProvider(), minimum: 20, now });
}

async function balancesOf(hostId: string) {
  return ledgerBalances(db(), eq(hostLedgerEntries.hostId, hostId));
}

async function onlyPayout(hostId: string) {
  const rows = await db().select().from(payouts).where(eq(payouts.hostId, hostId));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof payouts.$inferSelect;
}

function settle(
  outcome: "success" | "failed" | "reversed",
  payout: { reference: string; amount: string; recipientCode: string },
) {
  const transfer = stub().transfers.get(payout.reference);
  return deliver(
    transferEvent(outcome, {
      reference: payout.reference,
      transferCode: transfer?.transferCode ?? "TRF_unknown",
      amountPesewas: toPesewas(payout.amount),
      recipientCode: payout.recipientCode,
    }),
  );
}

describe("a payout method", () => {
  it("lists Paystack's wallets, resolves the account and makes it a recipient; a change adds one", async () => {
    const kofi = await host({ wallet: false });
    const banks = await call(banksRoute, { token: kofi.token, query: { type: "mobile_money" } });
    expect(banks.status).toBe(200);
    expect(banks.body.data.map((bank: { code: string }) => bank.code).sort()).toEqual([
      "ATL",
      "MTN",
      "VOD",
    ]);
    expect((await call(readMethod, { token: kofi.token })).body.data).toBeNull();

    const first = await call(putMethod, { method: "PUT", token: kofi.token, body: WALLET });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      type: "mobile_money",
      bankName: "MTN",
      accountNumberLast4: "4567",
      verified: true,
    });
    expect(JSON.stringify(first.body)).not.toContain("0241234567");
    const recipient = stub().requests.find((request) => request.path === "/transferrecipient");
    expect(recipient?.body).toMatchObject({
      type: "mobile_money",
      bank_code: "MTN",
      account_number: "0241234567",
      currency: "GHS",
    });

    const second = await call(putMethod, {
      method: "PUT",
      token: kofi.token,
      body: { ...WALLET, bankCode: "VOD", accountNumber: "0501234999" },
    });
    expect(second.body.data).toMatchObject({ bankName: "Vodafone", accountNumberLast4: "4999" });
    const methods = await db()
      .select()
      .from(payoutMethods)
      .where(eq(payoutMethods.hostId, kofi.id));
    expect(methods.map((method) => [method.bankCode, method.active]).sort()).toEqual([
      ["MTN", false],
      ["VOD", true],
    ]);
    expect(new Set(methods.map((method) => method.recipientCode)).size).toBe(2);
  });

  it("refuses an unknown bank, an account Paystack refuses, and says when Paystack is down", async () => {
    const kofi = await host({ wallet: false });
    const put = (body: Record<string, unknown>) =>
      call(putMethod, { method: "PUT", token: kofi.token, body: { ...WALLET, ...body } });
    const unknown = await put({ bankCode: "ZZZ" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toMatchObject({
      field: "bankCode",
      constraint: "unknown_bank",
    });

    stub().respond("recipient", () =>
      paystackFailures.accountRejected("Account number is invalid"),
    );
    const rejected = await put({});
    expect(rejected.status).toBe(400);
    expect(rejected.body.error.details).toMatchObject({
      field: "accountNumber",
      constraint: "rejected",
    });

    stub().respond("recipient", () => paystackFailures.serverError());
    const down = await put({});
    expect(down.status).toBe(502);
    expect(down.body.error.code).toBe("PAYMENT_PROVIDER_ERROR");
    stub().respond("recipient", null);
    expect(
      await db().select().from(payoutMethods).where(eq(payoutMethods.hostId, kofi.id)),
    ).toEqual([]);
  });

  it("keeps the name the host typed, unverified, when Paystack cannot resolve the account", async () => {
    const kofi = await host({ wallet: false });
    stub().respond("resolve", () => paystackFailures.resolveUnsupported());
    const set = await call(putMethod, { method: "PUT", token: kofi.token, body: WALLET });
    stub().respond("resolve", null);
    expect(set.body.data).toMatchObject({ accountName: "Kofi Agyeman", verified: false });
  });
});

describe("the money path", () => {
  it("credits a paid stay as pending, makes it available after arrival, pays it once", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    expect(await balancesOf(kofi.id)).toMatchObject({ pending: "1500.00", available: "0.00" });

    // Before check-in + the delay nothing moves.
    const early = new Date(availableFrom(stay.checkIn, DELAY).getTime() - 1000);
    expect(await runPayouts(early)).toEqual({ created: 0, requested: 0 });

    const now = afterArrival(stay.checkIn);
    expect(await runPayouts(now)).toEqual({ created: 1, requested: 1 });
    const payout = await onlyPayout(kofi.id);
    expect(payout).toMatchObject({ amount: "1500.00", status: "PROCESSING" });
    expect(stub().transfers.get(payout.reference)).toMatchObject({
      amount: 150_000,
      recipient: payout.recipientCode,
    });
    const request = stub().requests.find((one) => one.path === "/transfer");
    expect(request?.body).toMatchObject({ source: "balance", currency: "GHS" });
    expect(await balancesOf(kofi.id)).toMatchObject({ available: "0.00", in_flight: "1500.00" });

    // A second run, as another instance would, starts nothing more.
    expect(await runPayouts(now)).toEqual({ created: 0, requested: 0 });

    expect((await settle("success", payout)).status).toBe(200);
    expect((await settle("success", payout)).status).toBe(200);
    expect(await onlyPayout(kofi.id)).toMatchObject({ status: "PAID" });
    expect(await balancesOf(kofi.id)).toMatchObject({
      pending: "0.00",
      available: "0.00",
      in_flight: "0.00",
      paid: "1500.00",
      credited: "1500.00",
    });

    const earnings = await call(earningsRoute, { token: kofi.token });
    expect(earnings.body.data).toEqual([
      expect.objectContaining({
        reference: stay.reference,
        subtotal: "1500.00",
        platformFee: "337.50",
        refunded: "0.00",
        net: "1500.00",
        status: "RELEASED",
      }),
    ]);
    expect(earnings.body.totals).toMatchObject({ paid: "1500.00", earned: "1500.00" });
    const listed = await call(payoutsRoute, { token: kofi.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        amount: "1500.00",
        status: "PAID",
        destination: { type: "mobile_money", bankName: "MTN", accountNumberLast4: "4567" },
      }),
    ]);
  });

  it("shows a host their own money only", async () => {
    const kofi = await host();
    const other = await host();
    await paidStay(kofi.listing.id);
    for (const route of [earningsRoute, payoutsRoute]) {
      const answer = await call(route, { token: other.token });
      expect(answer.body.data).toEqual([]);
    }
    const totals = (await call(earningsRoute, { token: other.token })).body.totals;
    expect(totals).toMatchObject({ pending: "0.00", earned: "0.00" });
  });

  it("returns a failed transfer's money, waits the backoff, then pays it with a new reference", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    const now = afterArrival(stay.checkIn);
    await runPayouts(now);
    const failed = await onlyPayout(kofi.id);
    await settle("failed", failed);
    expect(await onlyPayout(kofi.id)).toMatchObject({ status: "FAILED" });
    expect(await balancesOf(kofi.id)).toMatchObject({ available: "1500.00", in_flight: "0.00" });

    // The webhook's failure time is the real clock's: the backoff counts from it.
    const failedAt = (await onlyPayout(kofi.id)).failedAt?.getTime() ?? 0;
    const later = (minutes: number) => new Date(failedAt + minutes * 60_000);
    await runPayouts(later(1));
    expect(await db().select().from(payouts).where(eq(payouts.hostId, kofi.id))).toHaveLength(1);
    await runPayouts(later(16));
    const all = await db().select().from(payouts).where(eq(payouts.hostId, kofi.id));
    expect(all).toHaveLength(2);
    expect(new Set(all.map((payout) => payout.reference)).size).toBe(2);
  });

  it("takes a reversed payout back from paid to available", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    await runPayouts(afterArrival(stay.checkIn));
    const payout = await onlyPayout(kofi.id);
    await settle("success", payout);
    await settle("reversed", payout);
    expect(await onlyPayout(kofi.id)).toMatchObject({ status: "REVERSED" });
    expect(await balancesOf(kofi.id)).toMatchObject({ available: "1500.00", paid: "0.00" });
  });

  it("asks again with the same reference when Paystack did not answer, and pays once", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    const now = afterArrival(stay.checkIn);
    stub().respond("transfer", () => paystackFailures.serverError());
    await runPayouts(now);
    stub().respond("transfer", null);
    const waiting = await onlyPayout(kofi.id);
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 1 });
    await runPayouts(now);
    expect(await onlyPayout(kofi.id)).toMatchObject({ status: "PENDING", attempts: 1 });
    await runPayouts(new Date(now.getTime() + 16 * 60_000));
    const sent = await onlyPayout(kofi.id);
    expect(sent).toMatchObject({ status: "PROCESSING", reference: waiting.reference });
    expect(stub().transfers.size).toBeGreaterThan(0);
    const sameReference = stub().requests.filter(
      (request) =>
        request.path === "/transfer" &&
        (request.body as { reference?: string }).reference === waiting.reference,
    );
    expect(sameReference).toHaveLength(2);
  });

  it("keeps a payout Paystack refuses for now (its balance) waiting, with Paystack's words", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    stub().respond("transfer", () =>
      paystackFailures.refused("Your balance is not enough to fulfil this request"),
    );
    await runPayouts(afterArrival(stay.checkIn));
    stub().respond("transfer", null);
    expect(await onlyPayout(kofi.id)).toMatchObject({
      status: "PENDING",
      failureReason: expect.stringContaining("balance is not enough"),
    });
    expect(await balancesOf(kofi.id)).toMatchObject({ in_flight: "1500.00" });
  });

  it("fails a payout whose transfer Paystack answers as failed, the money back to available", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    stub().respond("transfer", (_request, standard) => {
      const reply = standard();
      if (reply === "hang") return reply;
      const body = reply.body as { data: Record<string, unknown> };
      return { ...reply, body: { ...body, data: { ...body.data, status: "failed" } } };
    });
    await runPayouts(afterArrival(stay.checkIn));
    stub().respond("transfer", null);
    expect(await onlyPayout(kofi.id)).toMatchObject({ status: "FAILED" });
    expect(await balancesOf(kofi.id)).toMatchObject({ available: "1500.00", in_flight: "0.00" });
  });
});

describe("refunds and holds", () => {
  it("a host cancellation before arrival takes the whole earning back; nothing is paid", async () => {
    const kofi = await host();
    const stay = await paidStay(kofi.listing.id);
    const cancelled = await call(cancelAsHost, {
      token: kofi.token,
      params: { reference: stay.reference },
      body: { reason: "Roof repairs" },
    });
    expect(cancelled.status).toBe(200);
    expect(await balancesOf(kofi.id)).toMatchObject({
      pending: "0.00",
      credited: "1500.00",
      debited: "1500.00",
    });
    expect(await runPayouts(afterArrival(stay.checkIn))).toEqual({ created: 0, requested: 0 });
    const earnings = await call(earningsRoute, { token: kofi.token });
    expect(earnings.body.data[0]).toMatchObject({
      refunded: "1500.00",
      net: "0.00",
      status: "REFUNDED",
    });
  });

  it("holds a host's payouts until an admin releases them", async () => {
    const kofi = await host();
    const admin = await createUser(db(), { role: "ADMIN" });
    const stay = await paidStay(kofi.listing.id);
    const hold = (body: Record<string, unknown>) =>
      call(holdRoute, { method: "PATCH", token: admin.token, params: { id: kofi.id }, body });
    expect((await hold({ held: true })).status).toBe(400);
    expect(
      (await hold({ held: true, reason: "Checking the listing's licence" })).body.data,
    ).toMatchObject({
      held: true,
    });
    const now = afterArrival(stay.checkIn);
    expect(await runPayouts(now)).toEqual({ created: 0, requested: 0 });
    const page = await call(adminPayoutsRoute, { token: admin.token });
    expect(page.body.hosts).toContainEqual(
      expect.objectContaining({ hostId: kofi.id, available: "1500.00", held: expect.anything() }),
    );
    const figures = await dashboardStats(db());
    expect(Number(figures.hostPayouts.owed)).toBeGreaterThanOrEqual(1500);
    await hold({ held: false });
    expect(await runPayouts(now)).toMatchObject({ created: 1 });
    const [audit] = await db()
      .select({ n: hostLedgerEntries.id })
      .from(hostLedgerEntries)
      .where(and(eq(hostLedgerEntries.hostId, kofi.id), eq(hostLedgerEntries.kind, "PAYOUT")));
    expect(audit).toBeDefined();
  });
});

/** Whether a failed query's database error says `words` (drizzle wraps it as the cause). */
const causedBy = (words: RegExp) => (error: unknown) =>
  words.test(String((error as { cause?: { message?: string } }).cause?.message));

describe("the ledger itself", () => {
  it("refuses to change or remove an entry", async () => {
    const kofi = await host();
    await paidStay(kofi.listing.id);
    const change = db()
      .update(hostLedgerEntries)
      .set({ amount: "1.00" })
      .where(eq(hostLedgerEntries.hostId, kofi.id));
    await expect(change).rejects.toSatisfy(causedBy(/append-only: UPDATE refused/));
    const remove = db().delete(hostLedgerEntries).where(eq(hostLedgerEntries.hostId, kofi.id));
    await expect(remove).rejects.toSatisfy(causedBy(/append-only: DELETE refused/));
  });
});
