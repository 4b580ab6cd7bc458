/** The booking's limits: 1–20 adults, 0–10 children, together at most the listing's maximum. */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 10;
