// How much data the large seed writes. SEED_LARGE_SCALE (default 1) shrinks every count
// proportionally for a quick trial run.
const scale = Number(process.env.SEED_LARGE_SCALE ?? 1);
if (!(scale > 0 && scale <= 1)) throw new Error("SEED_LARGE_SCALE must be in (0, 1]");

export const LISTINGS = Math.max(10, Math.round(50_000 * scale));
export const USERS = Math.max(20, Math.round(200_000 * scale));
/** Users U1…U5: U1 is the super admin, U2…U5 admins; the rest are guests. */
export const ADMINS = 5;
/** Stay slots per listing: each slot holds one booking, so stays never overlap. */
export const SLOTS_PER_LISTING = 20;
export const SLOT_DAYS = 36;
/** The first slot starts this many days before today (about 15 months). */
export const FIRST_SLOT_DAYS_AGO = 456;
export const BOOKINGS = LISTINGS * SLOTS_PER_LISTING;
