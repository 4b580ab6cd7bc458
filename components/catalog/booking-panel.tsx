"use client";

import Link from "next/link";
import { lazy } from "react";
import { buttonClass } from "@/components/button-styles";
import { PRICE_UNIT_LABELS } from "@/components/format/price-unit-labels";
import { useHydrated } from "@/components/use-hydrated";
import { formatGhs } from "@/lib/money-format";
import { useBooking } from "./booking-state";
import { GuestPicker } from "./guest-picker";
import { PriceBreakdown } from "./price-breakdown";

// A stay's dates, and an activity's date and starts, are fetched only where they are rendered:
// each kind's page carries only its own. Neither has a Suspense boundary of its own
// (components/listing-parts.tsx).
const StayChoice = lazy(() =>
  import("./stay-listing-parts").then((module) => ({ default: module.StayChoice })),
);
const OutingChoice = lazy(() =>
  import("./outing-listing-parts").then((module) => ({ default: module.OutingChoice })),
);

const reserveClass = `${buttonClass("accent", "large")} w-full`;

/** The booking card: price, dates (or a date and a start), guests, the price breakdown and Reserve. */
export function BookingPanel() {
  const booking = useBooking();
  const hydrated = useHydrated();
  const {
    listing,
    guests,
    pricing,
    party,
    priceHint,
    loading,
    failed,
    reserveHref,
    nextStep,
    takeNextStep,
    setGuests,
    retry,
  } = booking;
  const { type, priceGHS, priceUnit, maxGuests, signedIn } = listing;

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

      {booking.kind === "stay" ? (
        <StayChoice booking={booking} />
      ) : (
        <OutingChoice booking={booking} />
      )}

      <div className="mt-6">
        <GuestPicker
          guests={guests}
          maxGuests={maxGuests}
          participants={booking.kind !== "stay"}
          onChange={setGuests}
        />
      </div>

      <div className="mt-6 border-t border-sand-200 pt-5" aria-live="polite" aria-busy={loading}>
        {pricing ? (
          <div className={loading ? "opacity-60" : undefined}>
            <PriceBreakdown pricing={pricing} type={type} party={party} />
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
              disabled={!hydrated}
              className="mt-2 rounded-lg font-semibold text-ink-900 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-gold-600"
            >
              Try again
            </button>
          </div>
        ) : (
          <p className="text-sm text-ink-600">{priceHint}</p>
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
            onClick={takeNextStep}
            disabled={!hydrated || loading}
            className={reserveClass}
          >
            {nextStep}
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
  const booking = useBooking();
  const hydrated = useHydrated();
  const { listing, pricing, reserveHref, takeNextStep } = booking;
  const { priceGHS, priceUnit } = listing;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-12 border-t border-sand-200 bg-white/95 px-4 py-3 shadow-float backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="min-w-0 text-sm text-ink-700">
          {pricing ? (
            <>
              <span className="block font-bold text-ink-900">{formatGhs(pricing.total)} total</span>
              <span className="block truncate">{booking.chosenWords}</span>
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
            onClick={takeNextStep}
            disabled={!hydrated}
            className={`shrink-0 ${buttonClass("accent", "large")}`}
          >
            {booking.kind === "stay" ? "Choose dates" : booking.nextStep}
          </button>
        )}
      </div>
    </div>
  );
}
