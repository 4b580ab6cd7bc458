import { addDays } from "./dates";
import type { BookingStatus } from "./enums";

// Who may review a booking and until when: only the stay that happened (COMPLETED), once,
// until the end of the 14th day after check-out (Accra's calendar day, UTC).

export const REVIEW_DAYS = 14;

/** The last day a booking that checked out on `checkOut` can be reviewed. */
export function reviewDeadline(checkOut: string): string {
  return addDays(checkOut, REVIEW_DAYS);
}

export type ReviewState = "open" | "not_completed" | "closed" | "reviewed";

export interface ReviewStateInput {
  status: BookingStatus;
  checkOut: string;
  today: string;
  reviewed: boolean;
}

export function reviewState({ status, checkOut, today, reviewed }: ReviewStateInput): ReviewState {
  if (reviewed) return "reviewed";
  if (status !== "COMPLETED") return "not_completed";
  return today <= reviewDeadline(checkOut) ? "open" : "closed";
}

/** A rating as guests read it: one decimal, "4.7"; none for a listing without a review. */
export function ratingText(average: number | null): string | null {
  return average === null ? null : average.toFixed(1);
}
