// What a review and the answers to it may hold: the API's schemas (lib/schemas/reviews.ts) and
// the browser's forms check the same numbers.

/** Every rating, overall or of one part of the stay, in whole stars. */
export const STARS = { min: 1, max: 5 } as const;

/** A review's text, in characters once trimmed. */
export const REVIEW_TEXT = { min: 20, max: 2000 } as const;

/** The host's public reply under a review. */
export const REPLY_TEXT = { min: 2, max: 1000 } as const;

/** Why an admin hides a review (kept in the audit trail). */
export const HIDE_REASON = { min: 3, max: 500 } as const;
