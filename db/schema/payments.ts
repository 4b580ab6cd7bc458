import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, id, money, timestamptz, updatedAt } from "./columns";
import { paymentMethodEnum, paymentStatusEnum, refundStatusEnum } from "./enums";
import { users } from "./users";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The reference sent to the provider: the booking reference, then `<ref>-<n>`. */
    providerRef: text("provider_ref").notNull(),
    /** The provider's own transaction id (Paystack `data.id`), once known. */
    providerTransactionId: text("provider_transaction_id"),
    status: paymentStatusEnum("status").notNull().default("PENDING"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("GHS"),
    method: paymentMethodEnum("method"),
    /** The provider's channel as reported, kept when it maps to no method of ours. */
    channel: text("channel"),
    accessCode: text("access_code"),
    authorizationUrl: text("authorization_url"),
    /** Where the provider sends the guest after checkout. */
    callbackUrl: text("callback_url"),
    refundedAmount: money("refunded_amount"),
    failureReason: text("failure_reason"),
    paidAt: timestamptz("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_key").on(t.providerRef),
    index("payments_booking_idx").on(t.bookingId, t.createdAt),
    index("payments_status_paid_idx").on(t.status, t.paidAt),
    check("payments_amount_nonnegative", sql`${t.amount} >= 0`),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("GHS"),
    status: refundStatusEnum("status").notNull().default("PENDING"),
    providerRefundId: text("provider_refund_id"),
    reason: text("reason"),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Requests sent to the provider so far. */
    attempts: integer("attempts").notNull().default(0),
    /** Why the last request failed; cleared once the provider took the refund. */
    lastError: text("last_error"),
    /** When the maintenance job may request it again after a failure (backoff). */
    nextAttemptAt: timestamptz("next_attempt_at"),
    processedAt: timestamptz("processed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_booking_idx").on(t.bookingId),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);
