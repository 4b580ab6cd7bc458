"use client";

import Link from "next/link";
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { daysBetween } from "@/lib/dates";
import type { ListingType, PriceUnit } from "@/lib/enums";
import type { Guests } from "@/lib/guest-limits";
import { formatGhs, priceUnitLabel } from "../format";
import { type DateRange, DateRangeCalendar } from "./date-range-calendar";
import { GuestPicker } from "./guest-picker";
import { hrefWith } from "./listing-query";
import { PriceBreakdown, type PriceLines } from "./price-breakdown";
import { shortDate, stayLength, stayRange } from "./stay-words";

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
  signedIn: boolean;
}

type Quote =
  | { key: string; status: "ready"; pricing: PriceLines }
  | { key: string; status: "unavailable" }
  | { key: string; status: "error" };

interface AvailabilityResponse {
  data?: { available: boolean; unavailableDates: string[]; pricing: PriceLines | null };
}

function stayKey(range: DateRange): string | null {
  return range.checkIn && range.checkOut ? `${range.checkIn}/${range.checkOut}` : null;
}

interface BookingState {
  listing: Omit<BookingProviderProps, "children" | "initial" | "unavailableNights">;
  range: DateRange;
  guests: Guests;
  taken: ReadonlySet<string>;
  notice: string | null;
  pricing: PriceLines | null;
  loading: boolean;
  failed: boolean;
  reserveHref: string | null;
  calendarRef: RefObject<HTMLFieldSetElement | null>;
  setDates(range: DateRange): void;
  setGuests(guests: Guests): void;
  retry(): void;
  focusCalendar(): void;
}

const BookingContext = createContext<BookingState | null>(null);

function useBooking(): BookingState {
  const state = useContext(BookingContext);
  if (!state) throw new Error("Booking components must be inside <BookingProvider>");
  return state;
}

/**
 * The booking state of a listing page, shared by the booking card and the phone bar: dates
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
  signedIn,
}: BookingProviderProps) {
  const [range, setRange] = useState<DateRange>({
    checkIn: initial.checkIn,
    checkOut: initial.checkOut,
  });
  const [guests, setGuests] = useState<Guests>(initial.guests);
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set(unavailableNights));
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const initialKey = stayKey(initial);
  const [quote, setQuote] = useState<Quote | null>(
    initialKey && initial.pricing
      ? { key: initialKey, status: "ready", pricing: initial.pricing }
      : null,
  );
  const cache = useRef(new Map<string, PriceLines>());
  const calendarRef = useRef<HTMLFieldSetElement>(null);

  const key = stayKey(range);
  const { checkIn, checkOut } = range;

  // The price of the chosen stay, from the server (which also re-checks availability).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on "Try again"
  useEffect(() => {
    if (!key || !checkIn || !checkOut) return;
    const cached = cache.current.get(key);
    if (cached) {
      setQuote({ key, status: "ready", pricing: cached });
      return;
    }
    const controller = new AbortController();
    const url = hrefWith(`/api/listings/${slug}/availability`, { checkIn, checkOut });
    fetch(url, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as AvailabilityResponse;
        const data = body.data;
        if (!response.ok || !data) {
          setQuote({ key, status: "error" });
        } else if (data.available && data.pricing) {
          cache.current.set(key, data.pricing);
          setQuote({ key, status: "ready", pricing: data.pricing });
        } else {
          // Someone booked some of these nights since the page loaded.
          setTaken((previous) => new Set([...previous, ...data.unavailableDates]));
          setQuote({ key, status: "unavailable" });
          setRange({ checkIn: null, checkOut: null });
          setNotice("Some of those nights were just booked. Please choose other dates.");
        }
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setQuote({ key, status: "error" });
      });
    return () => controller.abort();
  }, [key, checkIn, checkOut, slug, attempt]);

  // Keep the choice in the address (without adding history entries).
  useEffect(() => {
    const url = hrefWith(window.location.pathname, {
      checkIn,
      checkOut,
      adults: checkIn && checkOut ? guests.adults : undefined,
      children: checkIn && checkOut && guests.children > 0 ? guests.children : undefined,
    });
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(null, "", url);
    }
  }, [checkIn, checkOut, guests]);

  const current = quote && quote.key === key ? quote : null;
  const pricing = current?.status === "ready" ? current.pricing : null;
  const loading = key !== null && current === null;

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

  function focusCalendar() {
    calendarRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    calendarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus({
      preventScroll: true,
    });
  }

  const state: BookingState = {
    listing: { slug, type, priceGHS, priceUnit, maxGuests, today, lastDay, signedIn },
    range,
    guests,
    taken,
    notice,
    pricing,
    loading,
    failed: current?.status === "error",
    reserveHref,
    calendarRef,
    setDates,
    setGuests,
    retry: () => {
      setQuote(null);
      setAttempt((value) => value + 1);
    },
    focusCalendar,
  };

  return <BookingContext value={state}>{children}</BookingContext>;
}

const reserveClass =
  "flex w-full items-center justify-center rounded-xl bg-clay-600 px-5 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600";

/** The booking card: price, dates, guests, the price breakdown and Reserve. */
export function BookingPanel() {
  const {
    listing,
    range,
    guests,
    taken,
    notice,
    pricing,
    loading,
    failed,
    reserveHref,
    calendarRef,
    setDates,
    setGuests,
    retry,
    focusCalendar,
  } = useBooking();
  const { type, priceGHS, priceUnit, maxGuests, today, lastDay, signedIn } = listing;
  const { checkIn, checkOut } = range;

  const status = !checkIn
    ? "Select your check-in date."
    : !checkOut
      ? "Now select your check-out date."
      : `${stayLength(type, pricing?.nights ?? daysBetween(checkIn, checkOut))}: ${shortDate(checkIn)} to ${shortDate(checkOut)}.`;

  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      className="scroll-mt-24 rounded-3xl border border-sand-200 bg-white p-5 shadow-float sm:p-6"
    >
      <h2 id="booking-title" className="sr-only">
        Book this listing
      </h2>
      <p className="text-ink-700">
        <span className="text-2xl font-bold text-ink-900">{formatGhs(priceGHS)}</span>{" "}
        {priceUnitLabel(priceUnit)}
      </p>

      <div className="mt-4 grid grid-cols-2 overflow-hidden rounded-2xl border border-sand-300">
        <div className="border-r border-sand-300 px-3.5 py-2.5">
          <p className="text-xs font-bold tracking-wide text-ink-900 uppercase">Check-in</p>
          <p className={checkIn ? "text-ink-900" : "text-ink-500"} data-testid="chosen-check-in">
            {checkIn ? shortDate(checkIn) : "Add date"}
          </p>
        </div>
        <div className="px-3.5 py-2.5">
          <p className="text-xs font-bold tracking-wide text-ink-900 uppercase">Check-out</p>
          <p className={checkOut ? "text-ink-900" : "text-ink-500"} data-testid="chosen-check-out">
            {checkOut ? shortDate(checkOut) : "Add date"}
          </p>
        </div>
      </div>

      <fieldset ref={calendarRef} className="mt-4 min-w-0 rounded-2xl bg-sand-50 p-3">
        <legend className="sr-only">Choose dates</legend>
        <DateRangeCalendar
          checkIn={checkIn}
          checkOut={checkOut}
          today={today}
          lastDay={lastDay}
          unavailable={taken}
          onChange={setDates}
        />
        <div className="mt-2 flex items-center justify-between gap-3 px-1">
          <p aria-live="polite" className="text-sm text-ink-700">
            {status}
          </p>
          {checkIn ? (
            <button
              type="button"
              onClick={() => setDates({ checkIn: null, checkOut: null })}
              className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-ink-900 underline underline-offset-4 hover:text-clay-700 focus-visible:outline-3 focus-visible:outline-gold-600"
            >
              Clear dates
            </button>
          ) : null}
        </div>
        <p className="mt-1 flex items-center gap-2 px-1 text-xs text-ink-600">
          <span
            aria-hidden="true"
            className="inline-block w-5 text-center text-ink-500 line-through"
          >
            12
          </span>
          Crossed-out days are already booked.
        </p>
      </fieldset>

      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-clay-600/40 bg-clay-100 px-4 py-3 text-sm font-medium text-clay-700"
        >
          {notice}
        </p>
      ) : null}

      <div className="mt-6">
        <GuestPicker guests={guests} maxGuests={maxGuests} onChange={setGuests} />
      </div>

      <div className="mt-6 border-t border-sand-200 pt-5" aria-live="polite" aria-busy={loading}>
        {pricing ? (
          <div className={loading ? "opacity-60" : undefined}>
            <PriceBreakdown pricing={pricing} type={type} />
          </div>
        ) : loading ? (
          <div className="space-y-3">
            <p className="sr-only">Working out your price…</p>
            {["w-3/4", "w-1/2", "w-2/3", "w-full"].map((width) => (
              <div key={width} className={`h-4 animate-pulse rounded bg-sand-200 ${width}`} />
            ))}
          </div>
        ) : failed ? (
          <div className="text-sm text-clay-700">
            <p className="font-medium">We couldn't work out the price just now.</p>
            <button
              type="button"
              onClick={retry}
              className="mt-2 rounded-lg font-semibold text-ink-900 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-gold-600"
            >
              Try again
            </button>
          </div>
        ) : (
          <p className="text-sm text-ink-600">
            Choose your dates to see the total, including the 10% service fee and 12.5% taxes.
          </p>
        )}
      </div>

      <div className="mt-5">
        {pricing && reserveHref ? (
          <Link href={reserveHref} className={reserveClass}>
            Reserve
          </Link>
        ) : (
          <button
            type="button"
            onClick={focusCalendar}
            disabled={loading}
            className={`${reserveClass} disabled:opacity-70`}
          >
            {checkIn && !checkOut ? "Choose a check-out date" : "Choose your dates"}
          </button>
        )}
        <p className="mt-3 text-center text-sm text-ink-600">
          {signedIn
            ? "You won't be charged yet."
            : "You'll sign in before booking. You won't be charged yet."}
        </p>
      </div>
    </section>
  );
}

/** Phones: the price and the next step stay in reach at the bottom of the screen. */
export function MobileBookingBar() {
  const { listing, range, pricing, reserveHref, focusCalendar } = useBooking();
  const { type, priceGHS, priceUnit } = listing;
  const { checkIn, checkOut } = range;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-12 border-t border-sand-200 bg-white/95 px-4 py-3 shadow-float backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="min-w-0 text-sm text-ink-700">
          {pricing ? (
            <>
              <span className="block font-bold text-ink-900">{formatGhs(pricing.total)} total</span>
              <span className="block truncate">
                {stayLength(type, pricing.nights)}
                {checkIn && checkOut ? ` · ${stayRange(checkIn, checkOut)}` : ""}
              </span>
            </>
          ) : (
            <>
              <span className="font-bold text-ink-900">{formatGhs(priceGHS)}</span>{" "}
              {priceUnitLabel(priceUnit)}
            </>
          )}
        </p>
        {pricing && reserveHref ? (
          <Link
            href={reserveHref}
            className="shrink-0 rounded-xl bg-clay-600 px-5 py-3 font-semibold text-white hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
          >
            Reserve
          </Link>
        ) : (
          <button
            type="button"
            onClick={focusCalendar}
            className="shrink-0 rounded-xl bg-clay-600 px-5 py-3 font-semibold text-white hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
          >
            Choose dates
          </button>
        )}
      </div>
    </div>
  );
}
