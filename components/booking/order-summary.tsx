import type { ReactNode } from "react";
import { buttonClass } from "@/components/button-styles";
import type { Party } from "@/components/catalog/price-breakdown";
import { PriceBreakdown, type PriceLines } from "@/components/catalog/price-breakdown";
import { PRICE_UNIT_LABELS } from "@/components/format/price-unit-labels";
import { textLink } from "@/components/link-styles";
import { Spinner } from "@/components/spinner";
import { soldByStart } from "@/lib/activity-starts";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { cardClass } from "./form-section";

interface OrderSummaryProps {
  listing: {
    title: string;
    type: ListingType;
    place: string;
    priceGHS: string;
    priceUnit: PriceUnit;
    photo: ReactNode;
  };
  pricing: PriceLines | null;
  /** An activity's unit and party, for the breakdown's words. */
  party?: Party;
  checking: boolean;
  failed: boolean;
  /** What the card says without a price: why there is none, or what to choose. */
  noPrice: string;
  submitting: boolean;
  onRecheck(): void;
}

/** The side card: the listing, the price of the chosen trip, and "Confirm and pay". */
export function OrderSummary({
  listing,
  pricing,
  party,
  checking,
  failed,
  noPrice,
  submitting,
  onRecheck,
}: OrderSummaryProps) {
  const outing = soldByStart(listing.type);
  return (
    <aside className="lg:sticky lg:top-24">
      <div className={`${cardClass} flex flex-col gap-5`}>
        <div className="flex gap-4">
          <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-sand-200 sm:size-24">
            {listing.photo ?? <div className="kente-weave size-full" />}
          </div>
          <div className="min-w-0">
            <p className="font-semibold leading-snug text-ink-900">{listing.title}</p>
            <p className="mt-1 text-sm text-ink-600">{listing.place}</p>
            <p className="mt-1 text-sm text-ink-600">
              {formatGhs(listing.priceGHS)} {PRICE_UNIT_LABELS[listing.priceUnit].suffix}
            </p>
          </div>
        </div>

        <div className="border-t border-sand-200 pt-5">
          <h2 className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase">
            Price details
          </h2>
          <div aria-live="polite" aria-busy={checking}>
            {pricing ? (
              <PriceBreakdown pricing={pricing} type={listing.type} party={party} />
            ) : checking ? (
              <p className="flex items-center gap-2 text-sm text-ink-600">
                <Spinner className="size-4" /> Checking the price for your{" "}
                {outing ? "date" : "dates"}…
              </p>
            ) : failed ? (
              <p className="text-sm text-ink-700">
                We couldn’t check {outing ? "this date" : "these dates"}.{" "}
                <button type="button" onClick={onRecheck} className={`${textLink} rounded`}>
                  Try again
                </button>
              </p>
            ) : (
              <p className="text-sm text-ink-700">{noPrice}</p>
            )}
          </div>
        </div>

        <div>
          <button
            type="submit"
            disabled={submitting}
            className={`${buttonClass("primary", "large")} w-full`}
          >
            {submitting ? <Spinner /> : null}
            {submitting
              ? "Opening the secure checkout…"
              : pricing
                ? `Confirm and pay ${formatGhs(pricing.total)}`
                : "Confirm and pay"}
          </button>
          <p className="mt-3 text-center text-xs leading-relaxed text-ink-600">
            You’ll pay by card or Mobile Money on the secure checkout page. Your{" "}
            {outing ? "spots are" : "dates are"} held for you while you pay.
          </p>
        </div>
      </div>
    </aside>
  );
}
