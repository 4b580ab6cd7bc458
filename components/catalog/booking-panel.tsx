"use client";

import Link from "next/link";
import { buttonClass } from "@/components/button-styles";
import { shortDate, stayDates, stayRange } from "@/components/format/dates";
import { PRICE_UNIT_LABELS } from "@/components/format/labels";
import { formatGhs } from "@/components/format/money";
import { stayLength } from "@/components/format/words";
import { daysBetween } from "@/lib/dates";
import { useBooking } from "./booking-state";
import { DateRangeCalendar } from "./date-range-calendar";
import { GuestPicker } from "./guest-picker";
import { PriceBreakdown } from "./price-breakdown";

const reserveClass = `${buttonClass("accent", "large")} w-full`;

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
      : `${stayLength(type, pricing?.nights ?? daysBetween(checkIn, checkOut))}: ${stayDates(checkIn, checkOut)}.`;

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
        {PRICE_UNIT_LABELS[priceUnit].suffix}
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
          <button type="button" onClick={focusCalendar} disabled={loading} className={reserveClass}>
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
              {PRICE_UNIT_LABELS[priceUnit].suffix}
            </>
          )}
        </p>
        {pricing && reserveHref ? (
          <Link href={reserveHref} className={`shrink-0 ${buttonClass("accent", "large")}`}>
            Reserve
          </Link>
        ) : (
          <button
            type="button"
            onClick={focusCalendar}
            className={`shrink-0 ${buttonClass("accent", "large")}`}
          >
            Choose dates
          </button>
        )}
      </div>
    </div>
  );
}
