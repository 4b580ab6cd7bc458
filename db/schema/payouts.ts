import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, id, money, timestamptz, updatedAt } from "./columns";
import {
  ledgerEntryKindEnum,
  ledgerStateEnum,
  payoutMethodTypeEnum,
  payoutStatusEnum,
} from "./enums";
import { refunds } from "./payments";
import { users } from "./users";

/**
 * Where a host is paid: a Paystack transfer recipient. A change adds a row and retires the
 * old one; a payout keeps the recipient it was sent to.
 */
export const payoutMethods = pgTable(
  "payout_methods",
  {
    id: id(),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: payoutMethodTypeEnum("type").notNull(),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    /** The provider confirmed the account's name (it cannot for every bank). */
    verified: boolean("verified").notNull(),
    recipientCode: text("recipient_code").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payout_methods_one_active").on(t.hostId).where(sql`${t.active}`)],
);

/** One transfer of a host's available money, by its idempotent reference. */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("GHS"),
    payoutMethodId: text("payout_method_id")
      .notNull()
      .references(() => payoutMethods.id),
    recipientCode: text("recipient_code").notNull(),
    status: payoutStatusEnum("status").notNull().default("PENDING"),
    transferCode: text("transfer_code"),
    failureReason: text("failure_reason"),
    /** Requests of the transfer made so far, and when the next may be made. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at"),
    paidAt: timestamptz("paid_at"),
    failedAt: timestamptz("failed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_reference_key").on(t.reference),
    uniqueIndex("payouts_one_open_per_host")
      .on(t.hostId)
      .where(sql`${t.status} in ('PENDING', 'PROCESSING')`),
    index("payouts_host_created_idx").on(t.hostId, t.createdAt),
    index("payouts_status_idx").on(t.status, t.nextAttemptAt),
    check("payouts_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** The hosts' earnings ledger (lib/host-ledger.ts): append-only, enforced by a trigger. */
export const hostLedgerEntries = pgTable(
  "host_ledger_entries",
  {
    id: id(),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: ledgerEntryKindEnum("kind").notNull(),
    fromState: ledgerStateEnum("from_state").notNull(),
    toState: ledgerStateEnum("to_state").notNull(),
    amount: money("amount").notNull(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    refundId: text("refund_id").references(() => refunds.id, { onDelete: "restrict" }),
    payoutId: text("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("host_ledger_host_idx").on(t.hostId, t.createdAt),
    index("host_ledger_booking_idx").on(t.bookingId),
    uniqueIndex("host_ledger_one_earning").on(t.bookingId).where(sql`${t.kind} = 'EARNING'`),
    uniqueIndex("host_ledger_one_release").on(t.bookingId).where(sql`${t.kind} = 'RELEASE'`),
    uniqueIndex("host_ledger_one_refund_debit")
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex("host_ledger_payout_once").on(t.payoutId, t.kind, t.fromState),
    check("host_ledger_amount_positive", sql`${t.amount} > 0`),
    check(
      "host_ledger_move",
      sql`(${t.kind}, ${t.fromState}, ${t.toState}) in (
        ('EARNING', 'outside', 'pending'),
        ('REFUND', 'pending', 'outside'), ('REFUND', 'available', 'outside'),
        ('RELEASE', 'pending', 'available'),
        ('PAYOUT', 'available', 'in_flight'),
        ('PAYOUT_PAID', 'in_flight', 'paid'),
        ('PAYOUT_RETURNED', 'in_flight', 'available'), ('PAYOUT_RETURNED', 'paid', 'available'))`,
    ),
    check(
      "host_ledger_links",
      sql`(${t.kind} in ('EARNING', 'RELEASE') and ${t.bookingId} is not null)
        or (${t.kind} = 'REFUND' and ${t.bookingId} is not null)
        or (${t.kind} in ('PAYOUT', 'PAYOUT_PAID', 'PAYOUT_RETURNED') and ${t.payoutId} is not null)`,
    ),
  ],
);
