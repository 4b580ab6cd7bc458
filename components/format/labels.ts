// The words (and badge tones) of every closed set of values the pages show.

import type {
  BlockReason,
  BookingStatus,
  EmailStatus,
  ListingStatus,
  ListingType,
  PaymentMethod,
  PaymentStatus,
  PayoutMethodType,
  PayoutStatus,
  PropertyType,
  RefundStatus,
  Role,
} from "@/lib/enums";
import type { CancellationFault } from "@/lib/refunds";

/** A status badge's colour; the label always carries the meaning too. */
export type Tone = "positive" | "waiting" | "negative" | "neutral" | "info";

export interface StatusWords {
  label: string;
  tone: Tone;
}

export const BOOKING_STATUS: Record<BookingStatus, StatusWords> = {
  PENDING: { label: "Pending", tone: "waiting" },
  CONFIRMED: { label: "Confirmed", tone: "positive" },
  CANCELLED: { label: "Cancelled", tone: "negative" },
  COMPLETED: { label: "Completed", tone: "info" },
  NO_SHOW: { label: "No-show", tone: "neutral" },
};

/** A guest's own booking: what it waits for, and a finished stay without fanfare. */
export const GUEST_BOOKING_STATUS: Record<BookingStatus, StatusWords> = {
  ...BOOKING_STATUS,
  PENDING: { label: "Awaiting payment", tone: "waiting" },
  COMPLETED: { label: "Completed", tone: "neutral" },
};

export const PAYMENT_STATUS: Record<PaymentStatus, StatusWords> = {
  PENDING: { label: "Pending", tone: "waiting" },
  PROCESSING: { label: "Processing", tone: "waiting" },
  COMPLETED: { label: "Paid", tone: "positive" },
  FAILED: { label: "Failed", tone: "negative" },
  REFUNDED: { label: "Refunded", tone: "info" },
};

export const GUEST_PAYMENT_STATUS: Record<PaymentStatus, StatusWords> = {
  ...PAYMENT_STATUS,
  REFUNDED: { label: "Refunded", tone: "neutral" },
};

export const REFUND_STATUS: Record<RefundStatus, StatusWords> = {
  PENDING: { label: "Requested", tone: "waiting" },
  PROCESSING: { label: "Processing", tone: "waiting" },
  PROCESSED: { label: "Refunded", tone: "positive" },
  FAILED: { label: "Failed", tone: "negative" },
};

/** A payout to a host: its transfer waiting, on its way, settled, refused or taken back. */
export const PAYOUT_STATUS: Record<PayoutStatus, StatusWords> = {
  PENDING: { label: "Pending", tone: "waiting" },
  PROCESSING: { label: "Processing", tone: "waiting" },
  PAID: { label: "Paid", tone: "positive" },
  FAILED: { label: "Failed", tone: "negative" },
  REVERSED: { label: "Reversed", tone: "negative" },
};

/** A booking's earning for its host (GET /api/host/earnings): held, payable, or refunded. */
export type EarningStatus = "PENDING" | "RELEASED" | "REFUNDED";

export const EARNING_STATUS: Record<EarningStatus, StatusWords> = {
  PENDING: { label: "Pending", tone: "waiting" },
  RELEASED: { label: "Released", tone: "positive" },
  REFUNDED: { label: "Refunded", tone: "neutral" },
};

export const PAYOUT_METHOD_TYPE_LABELS: Record<PayoutMethodType, string> = {
  mobile_money: "Mobile money",
  ghipss: "Bank account",
};

export const LISTING_STATUS: Record<ListingStatus, StatusWords> = {
  DRAFT: { label: "Draft", tone: "neutral" },
  PENDING_REVIEW: { label: "In review", tone: "waiting" },
  PUBLISHED: { label: "Published", tone: "positive" },
  ARCHIVED: { label: "Archived", tone: "negative" },
};

export const EMAIL_STATUS: Record<EmailStatus, StatusWords> = {
  PENDING: { label: "Queued", tone: "waiting" },
  SENT: { label: "Sent", tone: "positive" },
  FAILED: { label: "Failed", tone: "negative" },
};

export const ROLE: Record<Role, StatusWords> = {
  USER: { label: "Guest", tone: "neutral" },
  HOST: { label: "Host", tone: "info" },
  ADMIN: { label: "Administrator", tone: "positive" },
  SUPER_ADMIN: { label: "Super administrator", tone: "waiting" },
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: "Card",
  MOBILE_MONEY: "Mobile Money",
  BANK_TRANSFER: "Bank transfer",
};

export const BLOCK_REASON_LABELS: Record<BlockReason, string> = {
  MAINTENANCE: "Maintenance",
  OWNER_STAY: "Owner stay",
  OTHER: "Other",
};

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  ACCOMMODATION: "Stay",
  ACTIVITY: "Activity",
  EXPERIENCE: "Experience",
};

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  VILLA: "Villa",
  APARTMENT: "Apartment",
  HOUSE: "House",
  GUESTHOUSE: "Guesthouse",
  HOTEL: "Hotel",
  RESORT: "Resort",
  CABIN: "Cabin",
};

/** A closed set's values with their words, as a select's options. */
export function choicesOf<T extends string>(
  values: readonly T[],
  words: Record<T, StatusWords | string>,
): Array<{ value: T; label: string }> {
  return values.map((value) => {
    const word = words[value];
    return { value, label: typeof word === "string" ? word : word.label };
  });
}

/** Who an admin cancellation is down to (lib/refunds.ts decides the refund each brings). */
export const CANCELLATION_FAULT_LABELS: Record<CancellationFault, string> = {
  GUEST: "The guest asked to cancel",
  HOST: "The host cannot honour the stay",
  PLATFORM: "Akwaaba is at fault (a platform problem)",
};
