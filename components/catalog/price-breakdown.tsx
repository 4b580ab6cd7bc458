import type { ListingType, PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { stayLength, unitsWords } from "@/lib/words";

export interface PriceLines {
  nights: number;
  pricePerNight: number | string;
  subtotal: number | string;
  serviceFee: number | string;
  taxes: number | string;
  total: number | string;
}

/** What the price is paid for beyond the nights: the listing's unit and the party's size. */
export interface Party {
  unit: PriceUnit;
  participants: number;
}

interface PriceBreakdownProps {
  pricing: PriceLines;
  type: ListingType;
  /** With it, the first line says what the unit price was multiplied by ("× 2 people"). */
  party?: Party;
}

/**
 * The unit price × what it was paid for (lib/words.ts unitsWords: nights, days, people, a
 * group), the service fee, taxes and the total, as a description list.
 */
export function PriceBreakdown({ pricing, type, party }: PriceBreakdownProps) {
  const units = party
    ? unitsWords({ type, nights: pricing.nights, ...party })
    : stayLength(type, pricing.nights);
  const row = "flex items-baseline justify-between gap-4";
  return (
    <dl className="space-y-2.5 text-ink-700" aria-label="Price breakdown">
      <div className={row}>
        <dt>
          {formatGhs(pricing.pricePerNight)} × {units}
        </dt>
        <dd className="text-ink-900">{formatGhs(pricing.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>Service fee (10%)</dt>
        <dd className="text-ink-900">{formatGhs(pricing.serviceFee)}</dd>
      </div>
      <div className={row}>
        <dt>Taxes (12.5%)</dt>
        <dd className="text-ink-900">{formatGhs(pricing.taxes)}</dd>
      </div>
      <div className={`${row} border-t border-sand-200 pt-3 text-base font-bold text-ink-900`}>
        <dt>Total (GHS)</dt>
        <dd data-testid="price-total">{formatGhs(pricing.total)}</dd>
      </div>
    </dl>
  );
}
