// How much of the calendar one account may hold without paying (decisions.md, "Holds").
import type { ErrorCode } from "./errors";

export interface HoldLimits {
  /** Unpaid bookings holding nights at once. */
  maxUnpaidBookings: number;
  /** Nights held at once across all of them: one long stay, not several. */
  maxUnpaidNights: number;
  /** Unpaid holds on one listing that lapsed or were cancelled in the last 24 hours. */
  maxLapsedHoldsPerListing: number;
}

/** What the account holds now, and what it asks for. */
export interface HoldsOfAccount {
  unpaidBookings: number;
  unpaidNights: number;
  lapsedHoldsOnListing: number;
  requestedNights: number;
}

export interface HoldRefusal {
  code: ErrorCode;
  message: string;
  details: Record<string, number>;
}

/** Why a new hold would be refused, or null when it is within every limit. */
export function holdRefusal(holds: HoldsOfAccount, limits: HoldLimits): HoldRefusal | null {
  if (holds.unpaidBookings >= limits.maxUnpaidBookings) {
    return {
      code: "TOO_MANY_UNPAID_BOOKINGS",
      message: `You already have ${limits.maxUnpaidBookings} unpaid bookings holding dates; pay or cancel one first`,
      details: { limit: limits.maxUnpaidBookings },
    };
  }
  if (holds.unpaidNights + holds.requestedNights > limits.maxUnpaidNights) {
    return {
      code: "TOO_MANY_UNPAID_NIGHTS",
      message: `Unpaid bookings may hold at most ${limits.maxUnpaidNights} nights at once; you hold ${holds.unpaidNights}. Pay or cancel one first`,
      details: { limit: limits.maxUnpaidNights, held: holds.unpaidNights },
    };
  }
  if (holds.lapsedHoldsOnListing >= limits.maxLapsedHoldsPerListing) {
    return {
      code: "TOO_MANY_HOLDS_ON_LISTING",
      message: `You have held this listing ${holds.lapsedHoldsOnListing} times in the last 24 hours without paying; try again later`,
      details: { limit: limits.maxLapsedHoldsPerListing },
    };
  }
  return null;
}
