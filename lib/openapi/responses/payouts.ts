// A host's money: the payout method, earnings by booking and in total, payouts; the admin's view.
import { z } from "zod";
import { BOOKING_STATUSES, PAYOUT_METHOD_TYPES, PAYOUT_STATUSES } from "@/lib/enums";
import { bookingReference, calendarDate, money, recordId, timestamp } from "./common";

export const payoutBank = z.object({
  name: z.string(),
  code: z.string(),
  type: z.enum(PAYOUT_METHOD_TYPES),
});

export const payoutMethod = z
  .object({
    id: recordId,
    type: z.enum(PAYOUT_METHOD_TYPES),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumberLast4: z.string(),
    accountName: z.string().meta({ description: "The provider's name for it when verified" }),
    verified: z.boolean().meta({ description: "The provider resolved the account's name" }),
    createdAt: timestamp,
  })
  .meta({ id: "PayoutMethod" });

const balances = {
  pending: money.meta({ description: "Earned, not yet available (before check-in + the delay)" }),
  available: money.meta({ description: "To be paid out (negative after a late refund)" }),
  inFlight: money.meta({ description: "In a transfer not yet settled" }),
  paid: money,
};

export const hostEarning = z.object({
  reference: bookingReference,
  bookingStatus: z.enum(BOOKING_STATUSES),
  checkIn: calendarDate,
  listingTitle: z.string(),
  subtotal: money,
  platformFee: money.meta({
    description: "Kept by Akwaaba: the guest's service fee and the taxes",
  }),
  refunded: money.meta({ description: "The host's part of the guest's refunds" }),
  net: money,
  status: z.enum(["PENDING", "RELEASED", "REFUNDED"]),
  availableFrom: timestamp,
});

export const earningTotals = z
  .object({
    ...balances,
    earned: money,
    refunded: money,
  })
  .meta({ description: "earned − refunded = pending + available + inFlight + paid" });

export const hostPayout = z.object({
  reference: z.string(),
  amount: money,
  currency: z.literal("GHS"),
  status: z.enum(PAYOUT_STATUSES),
  destination: z.object({
    type: z.enum(PAYOUT_METHOD_TYPES),
    bankName: z.string(),
    accountNumberLast4: z.string(),
  }),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  failedAt: timestamp.nullable(),
});

export const adminPayout = z.object({
  reference: z.string(),
  host: z.object({ id: recordId, name: z.string(), email: z.string() }),
  amount: money,
  status: z.enum(PAYOUT_STATUSES),
  attempts: z.number().int(),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  failedAt: timestamp.nullable(),
});

export const hostBalances = z.object({
  hostId: recordId,
  hostName: z.string(),
  ...balances,
  held: z.object({ at: timestamp, reason: z.string() }).nullable(),
});

export const heldPayouts = z.object({
  hostId: recordId,
  held: z.boolean(),
  heldAt: timestamp.nullable(),
  reason: z.string().nullable(),
});
