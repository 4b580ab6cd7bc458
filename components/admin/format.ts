// Words and formats of the admin dashboard. Everything is shown in UTC (Ghana keeps UTC all
// year), so the server render and the browser agree to the minute.

import type {
  BlockReason,
  BookingStatus,
  EmailStatus,
  ListingStatus,
  PaymentMethod,
  PaymentStatus,
  PriceUnit,
  PropertyType,
  RefundStatus,
  Role,
} from "@/lib/enums";

export type Tone = "positive" | "waiting" | "negative" | "neutral" | "info";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});
const monthFormat = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const longMonthFormat = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A calendar date "2026-06-12" is that day in UTC.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** "12 Jun 2026" from an ISO date or a timestamp. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return "—";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

/** "12 Jun 2026, 14:05 UTC". */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return "—";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${dateTimeFormat.format(date)} UTC`;
}

/** The machine-readable value of a <time> element. */
export function isoOf(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** "2026-03" → "Mar 2026"; `long` → "March 2026". */
export function formatMonth(month: string, long = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return (long ? longMonthFormat : monthFormat).format(date);
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-GH");
}

/** 12.5 → "+12.5%", -3 → "−3%", 0 → "0%". */
export function formatSignedPercent(value: number): string {
  const text = `${Math.abs(value).toLocaleString("en-GH", { maximumFractionDigits: 1 })}%`;
  if (value > 0) return `+${text}`;
  if (value < 0) return `−${text}`;
  return text;
}

export function formatPercent(value: number): string {
  return `${value.toLocaleString("en-GH", { maximumFractionDigits: 1 })}%`;
}

export function personName(
  profile: { firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback: string,
): string {
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim();
  return name || fallback;
}

export const ROLE_LABELS: Record<Role, string> = {
  USER: "Guest",
  HOST: "Host",
  ADMIN: "Administrator",
  SUPER_ADMIN: "Super administrator",
};

export const ROLE_TONES: Record<Role, Tone> = {
  USER: "neutral",
  HOST: "info",
  ADMIN: "positive",
  SUPER_ADMIN: "waiting",
};

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  DRAFT: "Draft",
  PENDING_REVIEW: "In review",
  PUBLISHED: "Published",
  ARCHIVED: "Archived",
};

export const LISTING_STATUS_TONES: Record<ListingStatus, Tone> = {
  DRAFT: "neutral",
  PENDING_REVIEW: "waiting",
  PUBLISHED: "positive",
  ARCHIVED: "negative",
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  PENDING: "Pending",
  CONFIRMED: "Confirmed",
  CANCELLED: "Cancelled",
  COMPLETED: "Completed",
  NO_SHOW: "No-show",
};

export const BOOKING_STATUS_TONES: Record<BookingStatus, Tone> = {
  PENDING: "waiting",
  CONFIRMED: "positive",
  CANCELLED: "negative",
  COMPLETED: "info",
  NO_SHOW: "neutral",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: "Pending",
  PROCESSING: "Processing",
  COMPLETED: "Paid",
  FAILED: "Failed",
  REFUNDED: "Refunded",
};

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, Tone> = {
  PENDING: "waiting",
  PROCESSING: "waiting",
  COMPLETED: "positive",
  FAILED: "negative",
  REFUNDED: "info",
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: "Requested",
  PROCESSING: "Processing",
  PROCESSED: "Refunded",
  FAILED: "Failed",
};

export const REFUND_STATUS_TONES: Record<RefundStatus, Tone> = {
  PENDING: "waiting",
  PROCESSING: "waiting",
  PROCESSED: "positive",
  FAILED: "negative",
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  PENDING: "Queued",
  SENT: "Sent",
  FAILED: "Failed",
};

export const EMAIL_STATUS_TONES: Record<EmailStatus, Tone> = {
  PENDING: "waiting",
  SENT: "positive",
  FAILED: "negative",
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

export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  PER_NIGHT: "Per night",
  PER_PERSON: "Per person",
  PER_GROUP: "Per group",
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

/** A label for values outside the closed sets (webhook outcomes, audit actions…). */
export function humanize(value: string | null | undefined): string {
  if (!value) return "—";
  const words = value.replace(/[._]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A message as a sentence: capitalised, ending with a full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
