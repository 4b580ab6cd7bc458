// An activity's or experience's day as the pages offer it (lib/activity-starts.ts): the
// server's answer for a date and a party, its starts in words, and which of them the party
// can book.

import type { Slot } from "@/lib/activity-starts";
import type { Guests } from "@/lib/guest-limits";
import { peopleWords, spotsWords } from "@/lib/words";
import type { PriceLines } from "./price-breakdown";

/**
 * The availability endpoint's answer for one date and a party: the date's starts with their
 * spots left, and the party's price (null when no start has room for it).
 */
export type DayQuote =
  | { key: string; status: "ready"; slots: Slot[]; pricing: PriceLines | null }
  | { key: string; status: "error" };

export function dayKey(date: string, guests: Guests): string {
  return `${date}/${guests.adults}/${guests.children}`;
}

export interface StartOption {
  /** null: any time that day (a listing without start times). */
  startTime: string | null;
  /** "3 spots left", "Sold out". */
  spots: string;
  /** "07:00 · 3 spots left", "10:00 · Sold out", "Any time · 12 spots left". */
  label: string;
  /** Whether it has room for the party. */
  fits: boolean;
  /** Why a start that still has spots cannot take the party: "Too few for 4 people". */
  tooFew: string | null;
}

/** A date's starts as choices for a party of `participants`. */
export function startOptions(slots: readonly Slot[], participants: number): StartOption[] {
  return slots.map(({ startTime, spotsLeft }) => ({
    startTime,
    spots: spotsWords(spotsLeft),
    label: `${startTime ?? "Any time"} · ${spotsWords(spotsLeft)}`,
    fits: spotsLeft >= participants,
    tooFew:
      spotsLeft > 0 && spotsLeft < participants ? `Too few for ${peopleWords(participants)}` : null,
  }));
}

/**
 * The start to book: the one chosen (a listing without start times has one, null, chosen
 * already), when it has room for the party; else null.
 */
export function bookableStart(
  options: readonly StartOption[],
  chosen: string | null,
): StartOption | null {
  const option = options.find((candidate) => candidate.startTime === chosen);
  return option?.fits ? option : null;
}

/** The address of an outing's choice (the listing page, the booking page, Reserve). */
export function outingParams(date: string | null, startTime: string | null, guests: Guests) {
  return {
    checkIn: date,
    startTime: date ? startTime : null,
    adults: date ? guests.adults : null,
    children: date && guests.children > 0 ? guests.children : null,
  };
}
