"use client";

import { type ReactNode, useState } from "react";
import { stayRange } from "@/lib/date-format";
import type { Guests } from "@/lib/guest-limits";
import { stayLength } from "@/lib/words";
import { useReplaceAddress } from "../use-replace-address";
import { BookingContext, type BookingListing, type StayBooking } from "./booking-state";
import type { DateRange } from "./date-range-calendar";
import { hrefWith } from "./listing-query";
import type { PriceLines } from "./price-breakdown";
import { stayKey } from "./stay-quote";
import { useStayQuote } from "./use-stay-quote";

/** The listing as the card knows it, flat, and what a stay's page starts from. */
interface StayProviderProps extends BookingListing {
  children: ReactNode;
  /** Taken nights within today … lastDay (the last possible check-out). */
  unavailableNights: string[];
  /** From the address (a shared link or the results' dates), already validated. */
  initial: DateRange & { guests: Guests; pricing: PriceLines | null };
  /** The taken nights of the address's dates, when some are: the dates stay chosen, unpriced. */
  initialUnavailable: string[] | null;
}

/**
 * The booking state of a stay's page, shared by the booking card and the phone bar: dates
 * (taken nights disabled), guests, the price from the availability endpoint (which also
 * re-checks the nights), and where Reserve leads. The choice is kept in the address so the
 * page can be shared or reloaded.
 */
export function StayProvider({
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
}: StayProviderProps) {
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
