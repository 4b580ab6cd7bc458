import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { type Party, subtotalWords } from "./price-words";

export interface PriceLines {
  nights: number;
  pricePerNight: number | string;
  subtotal: number | string;
  serviceFee: number | string;
  taxes: number | string;
  total: number | string;
}

interface PriceBreakdownProps {
  pricing: PriceLines;
  type: ListingType;
  /** An activity's or experience's unit and party, for its first line ("× 2 people"). */
  party?: Party;
}

/** Price × nights (or the party), the service fee, taxes and the total, as a description list. */
export function PriceBreakdown({ pricing, type, party }: PriceBreakdownProps) {
  const row = "flex items-baseline justify-between gap-4";
  return (
    <dl className="space-y-2.5 text-ink-700" aria-label="Price breakdown">
      <div className={row}>
        <dt>{subtotalWords(pricing.pricePerNight, pricing.nights, type, party)}</dt>
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
