"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { stayRange } from "@/lib/date-format";
import type { ListingType, PriceUnit } from "@/lib/enums";
import type { Guests } from "@/lib/guest-limits";
import { stayLength } from "@/lib/words";
import { useReplaceAddress } from "../use-replace-address";
import type { DateRange } from "./date-range-calendar";
import { hrefWith } from "./listing-query";
import type { OutingBooking } from "./outing-state";
import type { Party, PriceLines } from "./price-breakdown";
import { stayKey } from "./stay-quote";
import { useStayQuote } from "./use-stay-quote";

interface BookingProviderProps {
  children: ReactNode;
  slug: string;
  type: ListingType;
  priceGHS: string;
  priceUnit: PriceUnit;
  maxGuests: number;
  /** Today (UTC): the first possible check-in. */
  today: string;
  /** The last possible check-out (the end of the known availability). */
  lastDay: string;
  /** Taken nights within today … lastDay. */
  unavailableNights: string[];
  /** From the address (a shared link or the results' dates), already validated. */
  initial: DateRange & { guests: Guests; pricing: PriceLines | null };
  /** The taken nights of the address's dates, when some are: the dates stay chosen, unpriced. */
  initialUnavailable: string[] | null;
  signedIn: boolean;
}

/** The listing as the booking card knows it. */
export interface BookingListing {
  slug: string;
  type: ListingType;
  priceGHS: string;
  priceUnit: PriceUnit;
  maxGuests: number;
  today: string;
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
  if (!state) throw new Error("Booking components must be inside <BookingProvider>");
  return state;
}

/**
 * The booking state of a stay's page, shared by the booking card and the phone bar: dates
 * (taken nights disabled), guests, the price from the availability endpoint (which also
 * re-checks the nights), and where Reserve leads. The choice is kept in the address so the
 * page can be shared or reloaded.
 */
export function BookingProvider({
  children,
  slug,
  type,
  priceGHS,
  priceUnit,
  maxGuests,
  today,
  lastDay,
  unavailableNights,
  initial,
  initialUnavailable,
  signedIn,
}: BookingProviderProps) {
  const [range, setRange] = useState<DateRange>({
    checkIn: initial.checkIn,
    checkOut: initial.checkOut,
  });
  const [guests, setGuests] = useState<Guests>(initial.guests);
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set(unavailableNights));
  const [notice, setNotice] = useState<string | null>(null);
  const [datesOpen, setDatesOpen] = useState(false);
  const { checkIn, checkOut } = range;
  const stay = checkIn && checkOut ? { checkIn, checkOut } : null;
  const initialKey =
    initial.checkIn && initial.checkOut ? stayKey(initial.checkIn, initial.checkOut) : null;
  const { quote, checking, recheck } = useStayQuote(
    slug,
    stay,
    !initialKey
      ? null
      : initialUnavailable
        ? { key: initialKey, status: "unavailable", nights: initialUnavailable }
        : initial.pricing
          ? { key: initialKey, status: "ready", pricing: initial.pricing }
          : null,
    (nights) => {
      // Someone booked some of these nights since the page loaded.
      setTaken((previous) => new Set([...previous, ...nights]));
      setRange({ checkIn: null, checkOut: null });
      setNotice("Some of those nights were just booked. Please choose other dates.");
    },
  );

  useReplaceAddress({
    checkIn,
    checkOut,
    adults: stay ? guests.adults : undefined,
    children: stay && guests.children > 0 ? guests.children : undefined,
  });

  const pricing = quote?.status === "ready" ? quote.pricing : null;
  const unavailable = Boolean(checkIn && checkOut && quote?.status === "unavailable");

  const bookPath =
    checkIn && checkOut
      ? hrefWith(`/book/${slug}`, {
          checkIn,
          checkOut,
          adults: guests.adults,
          children: guests.children,
        })
      : null;
  const reserveHref = bookPath
    ? signedIn
      ? bookPath
      : `/sign-in?next=${encodeURIComponent(bookPath)}`
    : null;

  function setDates(next: DateRange) {
    setNotice(null);
    setRange(next);
  }

  const state: StayBooking = {
    kind: "stay",
    listing: { slug, type, priceGHS, priceUnit, maxGuests, today, lastDay, signedIn },
    range,
    guests,
    taken,
    notice,
    unavailable,
    pricing,
    priceHint: "Choose your dates to see the total, including the 10% service fee and 12.5% taxes.",
    chosenWords: pricing
      ? checkIn && checkOut
        ? `${stayLength(type, pricing.nights)} · ${stayRange(checkIn, checkOut)}`
        : stayLength(type, pricing.nights)
      : "",
    loading: checking,
    failed: quote?.status === "error",
    reserveHref,
    nextStep: unavailable
      ? "Choose other dates"
      : checkIn && !checkOut
        ? "Choose a check-out date"
        : "Choose your dates",
    takeNextStep: () => setDatesOpen(true),
    datesOpen,
    setDatesOpen,
    setDates,
    setGuests,
    retry: recheck,
  };

  return <BookingContext value={state}>{children}</BookingContext>;
}
