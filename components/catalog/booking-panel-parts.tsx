"use client";

import Link from "next/link";
import { lazy, type ReactNode } from "react";
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

/** The booking card's choices: dates (or a date and a start), then guests. */
export function BookingChoices() {
  const booking = useBooking();
  return (
    <>
      {booking.kind === "stay" ? (
        <StayChoice booking={booking} />
      ) : (
        <OutingChoice booking={booking} />
      )}
      <div className="mt-6">
        <GuestPicker
          guests={booking.guests}
          maxGuests={booking.listing.maxGuests}
          participants={booking.kind !== "stay"}
          onChange={booking.setGuests}
        />
      </div>
    </>
  );
}

/** The price of what is chosen, or why there is none yet; `whilePricing` (from the server) while it is worked out. */
export function BookingQuote({ whilePricing }: { whilePricing: ReactNode }) {
  const hydrated = useHydrated();
  const { listing, pricing, party, priceHint, loading, failed, retry } = useBooking();
  return (
    <div className="mt-6 border-t border-sand-200 pt-5" aria-live="polite" aria-busy={loading}>
      {pricing ? (
        <div className={loading ? "opacity-60" : undefined}>
          <PriceBreakdown pricing={pricing} type={listing.type} party={party} />
        </div>
      ) : loading ? (
        whilePricing
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
  );
}

interface ReserveActionProps {
  className: string;
  /** The phone bar's: a stay's next step is always "Choose dates", pressable while pricing. */
  inBar?: boolean;
}

/** Reserve once priced; until then, the step that gets there (choose dates, a start…). */
export function ReserveAction({ className, inBar = false }: ReserveActionProps) {
  const hydrated = useHydrated();
  const booking = useBooking();
  const { pricing, reserveHref, loading, nextStep, takeNextStep } = booking;
  return pricing && reserveHref ? (
    <Link href={reserveHref} className={className}>
      Reserve
    </Link>
  ) : (
    <button
      type="button"
      onClick={takeNextStep}
      disabled={!hydrated || (loading && !inBar)}
      className={className}
    >
      {inBar && booking.kind === "stay" ? "Choose dates" : nextStep}
    </button>
  );
}

/** The phone bar's price: the total once priced, else the listing's price (from the server). */
export function MobileBookingPrice({ unpriced }: { unpriced: ReactNode }) {
  const { pricing, chosenWords } = useBooking();
  return (
    <p className="min-w-0 text-sm text-ink-700">
      {pricing ? (
        <>
          <span className="block font-bold text-ink-900">{formatGhs(pricing.total)} total</span>
          <span className="block truncate">{chosenWords}</span>
        </>
      ) : (
        unpriced
      )}
    </p>
  );
}
