import Big from "big.js";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, hostLedgerEntries, listings, payoutMethods, payouts } from "@/db/schema";
import { availableFrom } from "@/lib/host-ledger";
import { toMoneyString } from "@/lib/money";
import type { PageRequest } from "@/lib/pagination";
import { ledgerBalances } from "./ledger-balances";

export interface HostEarningsParams {
  hostId: string;
  page: PageRequest;
  delayHours: number;
}

const sumOf = (kind: "EARNING" | "REFUND") =>
  sql<string>`coalesce(sum(${hostLedgerEntries.amount}) filter (where ${hostLedgerEntries.kind} = ${kind}), 0)::numeric(12, 2)::text`;

/**
 * A host's earnings, booking by booking (newest check-in first): the subtotal earned, what
 * Akwaaba kept (the guest's service fee and the taxes), the host's part of refunds, the net,
 * and where it is (pending until it is released, then released to the payouts); and the
 * totals by state, from the ledger.
 */
export async function hostEarnings(db: DbOrTx, { hostId, page, delayHours }: HostEarningsParams) {
  const own = eq(hostLedgerEntries.hostId, hostId);
  const [rows, [counted], totals] = await Promise.all([
    db
      .select({
        reference: bookings.reference,
        bookingStatus: bookings.status,
        checkIn: bookings.checkIn,
        listingTitle: listings.title,
        subtotal: bookings.subtotal,
        serviceFee: bookings.serviceFee,
        taxes: bookings.taxes,
        earned: sumOf("EARNING"),
        refunded: sumOf("REFUND"),
        released: sql<boolean>`bool_or(${hostLedgerEntries.kind} = 'RELEASE')`,
      })
      .from(hostLedgerEntries)
      .innerJoin(bookings, eq(bookings.id, hostLedgerEntries.bookingId))
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(own)
      .groupBy(bookings.id, listings.id)
      .orderBy(desc(bookings.checkIn), desc(bookings.reference))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(distinct ${hostLedgerEntries.bookingId})::int` })
      .from(hostLedgerEntries)
      .where(and(own, sql`${hostLedgerEntries.bookingId} is not null`)),
    ledgerBalances(db, own),
  ]);
  return {
    items: rows.map((row) => {
      const net = new Big(row.earned).minus(row.refunded);
      return {
        reference: row.reference,
        bookingStatus: row.bookingStatus,
        checkIn: row.checkIn,
        listingTitle: row.listingTitle,
        subtotal: row.subtotal,
        platformFee: toMoneyString(new Big(row.serviceFee).plus(row.taxes)),
        refunded: row.refunded,
        net: toMoneyString(net),
        status: net.lte(0)
          ? ("REFUNDED" as const)
          : row.released
            ? ("RELEASED" as const)
            : ("PENDING" as const),
        availableFrom: availableFrom(row.checkIn, delayHours),
      };
    }),
    total: counted?.total ?? 0,
    totals: {
      pending: totals.pending,
      available: totals.available,
      inFlight: totals.in_flight,
      paid: totals.paid,
      earned: totals.credited,
      refunded: totals.debited,
    },
  };
}

export interface HostPayoutsParams {
  hostId: string;
  page: PageRequest;
}

/** A host's payouts, newest first, each with where it was sent. */
export async function hostPayouts(db: DbOrTx, { hostId, page }: HostPayoutsParams) {
  const own = eq(payouts.hostId, hostId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payout: payouts, method: payoutMethods })
      .from(payouts)
      .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.payoutMethodId))
      .where(own)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payouts).where(own),
  ]);
  return {
    items: rows.map(({ payout, method }) => ({
      reference: payout.reference,
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
      destination: {
        type: method.type,
        bankName: method.bankName,
        accountNumberLast4: method.accountNumber.slice(-4),
      },
      failureReason: payout.failureReason,
      createdAt: payout.createdAt,
      paidAt: payout.paidAt,
      failedAt: payout.failedAt,
    })),
    total: counted?.total ?? 0,
  };
}
