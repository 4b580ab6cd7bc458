"use client";

import { createContext, useContext } from "react";
import type { ListingType, PriceUnit } from "@/lib/enums";
import type { Guests } from "@/lib/guest-limits";
import type { DateRange } from "./date-range-calendar";
import type { OutingBooking } from "./outing-state";
import type { Party, PriceLines } from "./price-breakdown";

/** The listing as the booking card knows it. */
export interface BookingListing {
  slug: string;
  type: ListingType;
  priceGHS: string;
  priceUnit: PriceUnit;
  maxGuests: number;
  /** Today (UTC): the first possible check-in. */
  today: string;
  /** The last possible check-out (the end of the known availability). */
  lastDay: string;
  signedIn: boolean;
}

/** What the booking card and the phone bar show whatever the listing sells. */
export interface SharedBooking {
  listing: BookingListing;
  guests: Guests;
  setGuests(guests: Guests): void;
  pricing: PriceLines | null;
  /** An activity's unit and party, for the breakdown's words. */
  party?: Party;
  /** What the price area says before there is a price. */
  priceHint: string;
  /**
   * What is chosen, under the phone bar's total once priced: "3 nights · 12 – 15 Jun 2026",
   * "Mon 14 Dec 2026, 09:00". Each kind words its own, so a stay's page carries no activity's.
   */
  chosenWords: string;
  loading: boolean;
  failed: boolean;
  retry(): void;
  reserveHref: string | null;
  /** What Reserve asks for while it cannot book yet ("Choose your dates"), and doing it. */
  nextStep: string;
  takeNextStep(): void;
  /** Whether the date picker is open. */
  datesOpen: boolean;
  setDatesOpen(open: boolean): void;
}

/** A stay's booking: a range of nights. */
export interface StayBooking extends SharedBooking {
  kind: "stay";
  range: DateRange;
  taken: ReadonlySet<string>;
  notice: string | null;
  /** The chosen dates are taken (a link's dates): the card offers the nearest free stay. */
  unavailable: boolean;
  setDates(range: DateRange): void;
}

export type BookingState = StayBooking | OutingBooking;

export const BookingContext = createContext<BookingState | null>(null);

export function useBooking(): BookingState {
  const state = useContext(BookingContext);
  if (!state)
    throw new Error("Booking components must be inside <StayProvider> or <OutingProvider>");
  return state;
}
