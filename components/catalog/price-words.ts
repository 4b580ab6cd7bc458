import { soldByStart } from "@/lib/activity-starts";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { peopleWords, stayLength } from "@/lib/words";

/** What an activity's or experience's price is paid for: its unit and the party's size. */
export interface Party {
  unit: PriceUnit;
  participants: number;
}

/**
 * The price breakdown's first line, how the subtotal comes about (lib/pricing.ts unitsSold):
 * a stay's price × its nights; an activity's price × its party ("GH₵ 180 × 2 people"), once
 * per group ("GH₵ 650 per group"), or × its days when priced by the day.
 */
export function subtotalWords(
  unitPrice: number | string,
  nights: number,
  type: ListingType,
  party?: Party,
): string {
  const price = formatGhs(unitPrice);
  if (!party || !soldByStart(type) || party.unit === "PER_NIGHT") {
    return `${price} × ${stayLength(type, nights)}`;
  }
  return party.unit === "PER_PERSON"
    ? `${price} × ${peopleWords(party.participants)}`
    : `${price} per group`;
}
