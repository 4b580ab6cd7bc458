import type { BookingStatus, ListingStatus } from "./enums";

// Explicit state-machine tables: from-status → the statuses it may move to. A status never
// "moves" to itself; callers treat a same-status request as not allowed (or as a no-op).

/** Admin status changes (decisions.md). CANCELLED, COMPLETED and NO_SHOW are final. */
export const BOOKING_ADMIN_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  PENDING: ["CONFIRMED", "CANCELLED"],
  CONFIRMED: ["COMPLETED", "NO_SHOW", "CANCELLED"],
  CANCELLED: [],
  COMPLETED: [],
  NO_SHOW: [],
};

/**
 * Listing lifecycle. Review is optional (an admin may publish a draft directly). A published
 * listing can be unpublished to DRAFT or archived, but not sent back to review. An archived
 * listing is only restored as a DRAFT, so it is looked at again before it goes public.
 */
export const LISTING_TRANSITIONS: Record<ListingStatus, readonly ListingStatus[]> = {
  DRAFT: ["PENDING_REVIEW", "PUBLISHED", "ARCHIVED"],
  PENDING_REVIEW: ["DRAFT", "PUBLISHED", "ARCHIVED"],
  PUBLISHED: ["DRAFT", "ARCHIVED"],
  ARCHIVED: ["DRAFT"],
};

export type TransitionCheck = { ok: true } | { ok: false; reason: string };

export function checkAdminBookingTransition(input: {
  from: BookingStatus;
  to: BookingStatus;
  checkIn: string;
  checkOut: string;
  today: string;
}): TransitionCheck {
  const { from, to, checkIn, checkOut, today } = input;
  if (from === to) return { ok: false, reason: `Booking is already ${from}` };
  if (!BOOKING_ADMIN_TRANSITIONS[from].includes(to)) {
    return { ok: false, reason: `A ${from} booking cannot become ${to}` };
  }
  // ISO dates (YYYY-MM-DD) compare correctly as strings.
  if (to === "COMPLETED" && today < checkOut) {
    return { ok: false, reason: `Cannot complete before the check-out day (${checkOut})` };
  }
  if (to === "NO_SHOW" && today < checkIn) {
    return { ok: false, reason: `Cannot mark a no-show before the check-in day (${checkIn})` };
  }
  return { ok: true };
}

export type UserCancelCheck =
  | { ok: true }
  | { ok: false; code: "ALREADY_CANCELLED" | "CANNOT_CANCEL" };

export function canUserCancel(input: {
  status: BookingStatus;
  checkIn: string;
  today: string;
}): UserCancelCheck {
  const { status, checkIn, today } = input;
  if (status === "CANCELLED") return { ok: false, code: "ALREADY_CANCELLED" };
  if (status === "COMPLETED" || status === "NO_SHOW") return { ok: false, code: "CANNOT_CANCEL" };
  if (today >= checkIn) return { ok: false, code: "CANNOT_CANCEL" };
  return { ok: true };
}

export function canTransitionListing(from: ListingStatus, to: ListingStatus): boolean {
  return LISTING_TRANSITIONS[from].includes(to);
}
