// What every page says about an unpaid booking's hold (lib/hold-state.ts decides which state
// it is in). One set of sentences, so the trip page, the trips list, the checkout callback and
// the sandbox checkout never tell a guest two different things.

import type { HoldState } from "@/lib/hold-state";
import type { StatusWords } from "./labels";

/** What a payment completed after the hold ended leads to (the spec's late-payment rule). */
export const LATE_PAYMENT_OUTCOME =
  "the payment confirms the booking if the dates are still free, and is refunded in full if someone else has booked them";

export const LAPSED_HOLD_WORDS = {
  title: "The hold on your dates has ended",
  /** Where no payment can be started any more: the trip page, the checkout callback. */
  trip: [
    "This booking was not paid in time, so its dates are no longer held and no new payment can be started. Nothing was charged.",
    `If you complete a checkout you had already opened, ${LATE_PAYMENT_OUTCOME}. Otherwise the booking is cancelled.`,
  ],
  /** On a checkout opened before the hold ended, which still takes the payment. */
  checkout: `You can still pay here: ${LATE_PAYMENT_OUTCOME}.`,
  /** Spoken when the countdown reaches zero. */
  announcement: "The hold on your dates has ended.",
} as const;

/** The badge of a guest's booking whose hold has ended, whether or not it was released yet. */
export const LAPSED_HOLD_STATUS: StatusWords = { label: "Hold ended", tone: "negative" };

/** The guest's badge: the hold's state first, then the status's own words. */
export function guestBookingBadge(hold: HoldState, statusWords: StatusWords): StatusWords {
  return hold === "LAPSED" ? LAPSED_HOLD_STATUS : statusWords;
}
