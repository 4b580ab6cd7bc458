import type { ListingStatus } from "./enums";

/**
 * Listing lifecycle: from-status → the statuses it may move to. Review is optional (an admin
 * may publish a draft directly). A published listing can be unpublished to DRAFT or archived,
 * but not sent back to review. An archived listing is only restored as a DRAFT, so it is
 * looked at again before it goes public.
 */
export const LISTING_TRANSITIONS: Record<ListingStatus, readonly ListingStatus[]> = {
  DRAFT: ["PENDING_REVIEW", "PUBLISHED", "ARCHIVED"],
  PENDING_REVIEW: ["DRAFT", "PUBLISHED", "ARCHIVED"],
  PUBLISHED: ["DRAFT", "ARCHIVED"],
  ARCHIVED: ["DRAFT"],
};

export function canTransitionListing(from: ListingStatus, to: ListingStatus): boolean {
  return LISTING_TRANSITIONS[from].includes(to);
}
