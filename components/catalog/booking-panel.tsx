import { buttonClass } from "@/components/button-styles";
import { PRICE_UNIT_LABELS } from "@/components/format/price-unit-labels";
import type { PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import {
  BookingChoices,
  BookingQuote,
  MobileBookingPrice,
  ReserveAction,
} from "./booking-panel-parts";

interface BookingPanelProps {
  priceGHS: string;
  priceUnit: PriceUnit;
  signedIn: boolean;
}

/** "GH₵ 450 / night", as the card and the phone bar show it before anything is chosen. */
function ListedPrice({
  priceGHS,
  priceUnit,
  amountClass,
}: Omit<BookingPanelProps, "signedIn"> & { amountClass: string }) {
  return (
    <>
      <span className={`font-bold text-ink-900 ${amountClass}`}>{formatGhs(priceGHS)}</span>{" "}
      {PRICE_UNIT_LABELS[priceUnit].suffix}
    </>
  );
}

/**
 * The booking card: price, dates (or a date and a start), guests, the price breakdown and
 * Reserve. Rendered on the server; the parts that follow the visitor's choices are client
 * components (booking-panel-parts.tsx) under the page's booking state.
 */
export function BookingPanel({ priceGHS, priceUnit, signedIn }: BookingPanelProps) {
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
        <ListedPrice priceGHS={priceGHS} priceUnit={priceUnit} amountClass="text-2xl" />
      </p>
      <BookingChoices />
      <BookingQuote
        whilePricing={
          <div className="space-y-3">
            <p className="sr-only">Working out your price…</p>
            {["w-3/4", "w-1/2", "w-2/3", "w-full"].map((width) => (
              <div key={width} className={`h-4 animate-pulse rounded bg-sand-200 ${width}`} />
            ))}
          </div>
        }
      />
      <div className="mt-5">
        <ReserveAction className={`${buttonClass("accent", "large")} w-full`} />
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
export function MobileBookingBar({ priceGHS, priceUnit }: Omit<BookingPanelProps, "signedIn">) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-12 border-t border-sand-200 bg-white/95 px-4 py-3 shadow-float backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <MobileBookingPrice
          unpriced={<ListedPrice priceGHS={priceGHS} priceUnit={priceUnit} amountClass="" />}
        />
        <ReserveAction className={`shrink-0 ${buttonClass("accent", "large")}`} inBar />
      </div>
    </div>
  );
}
