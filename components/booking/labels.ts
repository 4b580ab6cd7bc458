// Words and colours for booking, payment and refund states, shared by the trip pages.
import type { BookingStatus, PaymentMethod, PaymentStatus, RefundStatus } from "@/lib/enums";

export type Tone = "positive" | "waiting" | "negative" | "neutral";

export const BOOKING_STATUS: Record<BookingStatus, { label: string; tone: Tone }> = {
  PENDING: { label: "Awaiting payment", tone: "waiting" },
  CONFIRMED: { label: "Confirmed", tone: "positive" },
  CANCELLED: { label: "Cancelled", tone: "negative" },
  COMPLETED: { label: "Completed", tone: "neutral" },
  NO_SHOW: { label: "No-show", tone: "neutral" },
};

export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; tone: Tone }> = {
  PENDING: { label: "Pending", tone: "waiting" },
  PROCESSING: { label: "Processing", tone: "waiting" },
  COMPLETED: { label: "Paid", tone: "positive" },
  FAILED: { label: "Failed", tone: "negative" },
  REFUNDED: { label: "Refunded", tone: "neutral" },
};

export const REFUND_STATUS: Record<RefundStatus, { label: string; tone: Tone }> = {
  PENDING: { label: "Requested", tone: "waiting" },
  PROCESSING: { label: "Processing", tone: "waiting" },
  PROCESSED: { label: "Refunded", tone: "positive" },
  FAILED: { label: "Failed", tone: "negative" },
};

export const PAYMENT_METHOD: Record<PaymentMethod, string> = {
  CARD: "Card",
  MOBILE_MONEY: "Mobile Money",
  BANK_TRANSFER: "Bank transfer",
};

const TONE_CLASSES: Record<Tone, string> = {
  positive: "bg-forest-100 text-forest-800 ring-forest-300",
  waiting: "bg-gold-100 text-ink-900 ring-gold-300",
  negative: "bg-clay-100 text-clay-700 ring-clay-500/40",
  neutral: "bg-sand-100 text-ink-700 ring-sand-300",
};

export function toneClasses(tone: Tone): string {
  return TONE_CLASSES[tone];
}
