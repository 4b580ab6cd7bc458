// The closed sets of values the interface and decisions name. The database enums,
// zod schemas and state machines all derive from these lists.

export const ROLES = ["USER", "HOST", "ADMIN", "SUPER_ADMIN"] as const;
export type Role = (typeof ROLES)[number];

export const LISTING_TYPES = ["ACCOMMODATION", "ACTIVITY", "EXPERIENCE"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_STATUSES = ["DRAFT", "PENDING_REVIEW", "PUBLISHED", "ARCHIVED"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const PRICE_UNITS = ["PER_NIGHT", "PER_PERSON", "PER_GROUP"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const PROPERTY_TYPES = [
  "VILLA",
  "APARTMENT",
  "HOUSE",
  "GUESTHOUSE",
  "HOTEL",
  "RESORT",
  "CABIN",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const BOOKING_STATUSES = [
  "PENDING",
  "CONFIRMED",
  "CANCELLED",
  "COMPLETED",
  "NO_SHOW",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = [
  "PENDING",
  "PROCESSING",
  "COMPLETED",
  "FAILED",
  "REFUNDED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ["CARD", "MOBILE_MONEY", "BANK_TRANSFER"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REFUND_STATUSES = ["PENDING", "PROCESSING", "PROCESSED", "FAILED"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const BLOCK_REASONS = ["MAINTENANCE", "OWNER_STAY", "OTHER"] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

export const EMAIL_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Where a host is paid: a mobile-money wallet, or a bank account over GhIPSS (Paystack's names). */
export const PAYOUT_METHOD_TYPES = ["mobile_money", "ghipss"] as const;
export type PayoutMethodType = (typeof PAYOUT_METHOD_TYPES)[number];

export const PAYOUT_STATUSES = ["PENDING", "PROCESSING", "PAID", "FAILED", "REVERSED"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Where a host's money is (lib/host-ledger.ts); `outside` is the guest's side of a credit. */
export const LEDGER_STATES = ["outside", "pending", "available", "in_flight", "paid"] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

export const LEDGER_ENTRY_KINDS = [
  "EARNING",
  "REFUND",
  "RELEASE",
  "PAYOUT",
  "PAYOUT_PAID",
  "PAYOUT_RETURNED",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const CURRENCY = "GHS";

/** How a guest pays on the sandbox checkout (the embedded stand-in for Paystack's). */
export const SANDBOX_CHANNELS = ["card", "mobile_money"] as const;
export type SandboxChannel = (typeof SANDBOX_CHANNELS)[number];
