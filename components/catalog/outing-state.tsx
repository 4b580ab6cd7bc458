"use client";

import { type ReactNode, useState } from "react";
import { shortDate, weekdayDate } from "@/lib/date-format";
import type { Guests } from "@/lib/guest-limits";
import { outingWhen } from "@/lib/outing-words";
import { peopleWords } from "@/lib/words";
import { useReplaceAddress } from "../use-replace-address";
import { BookingContext, type BookingListing, type SharedBooking } from "./booking-state";
import { hrefWith } from "./listing-query";
import {
  bookableStart,
  type DayQuote,
  outingParams,
  type StartOption,
  startOptions,
} from "./outing-starts";
import { useDayQuote } from "./use-day-quote";

/** The id of the listing page's start times, which "Choose a start time" moves to. */
export const START_CHOICE_ID = "start-times";

/** An activity's or experience's booking: a date, one of its starts, the party. */
export interface OutingBooking extends SharedBooking {
  kind: "outing";
  date: string | null;
  setDate(date: string | null): void;
  /** Dates where no start has a spot left, greyed out. */
  full: ReadonlySet<string>;
  /** The start the guest chose (null: none yet, or none to choose). */
  startTime: string | null;
  setStartTime(startTime: string): void;
  /** The chosen date's starts for the party; null until they are known. */
  options: StartOption[] | null;
  /** The start Reserve books: the chosen one, while it has room for the party. */
  start: StartOption | null;
}

interface OutingProviderProps {
  children: ReactNode;
  listing: BookingListing;
  /** Dates within today … lastDay where no start has a spot left. */
  fullDates: string[];
  /** From the address (a shared link or the results' date), already validated. */
  initial: {
    date: string | null;
    startTime: string | null;
    guests: Guests;
    quote: DayQuote | null;
  };
}

/**
 * The booking state of an activity's or experience's page, shared by the booking card and
 * the phone bar: the date (full dates greyed), its starts with their spots left and the
 * party's price (the availability endpoint, asked again when the date or the party changes),
 * the start, and where Reserve leads. The choice is kept in the address.
 */
export function OutingProvider({ children, listing, fullDates, initial }: OutingProviderProps) {
  const { slug, signedIn } = listing;
  const [date, setDate] = useState(initial.date);
  const [startTime, setStartTime] = useState(initial.startTime);
  const [guests, setGuests] = useState<Guests>(initial.guests);
  const [full] = useState<ReadonlySet<string>>(() => new Set(fullDates));
  const [datesOpen, setDatesOpen] = useState(false);
  const { answer, checking, recheck } = useDayQuote(
    slug,
    date ? { date, guests } : null,
    initial.quote,
  );
  const participants = guests.adults + guests.children;
  const ready = answer?.status === "ready" ? answer : null;
  const options = ready ? startOptions(ready.slots, participants) : null;
  const start = options ? bookableStart(options, startTime) : null;
  const pricing = ready?.pricing ?? null;
  // The date has starts, but none with room for the party.
  const noRoom = ready !== null && pricing === null;

  const params = outingParams(date, startTime, guests);
  useReplaceAddress(params);
  const bookPath = date && start && pricing ? hrefWith(`/book/${slug}`, params) : null;
  const reserveHref = bookPath
    ? signedIn
      ? bookPath
      : `/sign-in?next=${encodeURIComponent(bookPath)}`
    : null;

  const chooseDate = !date || noRoom;
  const state: OutingBooking = {
    kind: "outing",
    listing,
    date,
    setDate,
    full,
    startTime,
    setStartTime,
    options,
    start,
    guests,
    setGuests,
    pricing,
    party: { unit: listing.priceUnit, participants },
    priceHint:
      date && noRoom
        ? `No start on ${shortDate(date)} has room for ${peopleWords(participants)}. Choose another date, or fewer people.`
        : "Choose a date to see the total, including the 10% service fee and 12.5% taxes.",
    chosenWords: !date ? "" : start ? outingWhen(date, start.startTime) : weekdayDate(date),
    loading: checking,
    failed: answer?.status === "error",
    retry: recheck,
    reserveHref,
    nextStep: !date ? "Choose a date" : noRoom ? "Choose another date" : "Choose a start time",
    takeNextStep() {
      if (chooseDate) {
        setDatesOpen(true);
        return;
      }
      document
        .getElementById(START_CHOICE_ID)
        ?.querySelector<HTMLInputElement>("input:not(:disabled)")
        ?.focus();
    },
    datesOpen,
    setDatesOpen,
  };

  return <BookingContext value={state}>{children}</BookingContext>;
}
