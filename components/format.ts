import type { ListingType, PriceUnit } from "@/lib/enums";

const cedis = new Intl.NumberFormat("en-GH", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "850.00" → "GH₵ 850", "1250.50" → "GH₵ 1,250.50": whole cedis drop the pesewas. */
export function formatGhs(amount: string | number): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return `GH₵ ${amount}`;
  const whole = Number.isInteger(value);
  const text = whole
    ? cedis.format(value)
    : value.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `GH₵ ${text}`;
}

const UNIT_LABELS: Record<PriceUnit, string> = {
  PER_NIGHT: "/ night",
  PER_PERSON: "/ person",
  PER_GROUP: "/ group",
};

export function priceUnitLabel(unit: PriceUnit): string {
  return UNIT_LABELS[unit];
}

const TYPE_LABELS: Record<ListingType, string> = {
  ACCOMMODATION: "Stay",
  ACTIVITY: "Activity",
  EXPERIENCE: "Experience",
};

export function listingTypeLabel(type: ListingType): string {
  return TYPE_LABELS[type];
}
