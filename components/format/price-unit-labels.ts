import type { PriceUnit } from "@/lib/enums";

/** How a price is counted, as a choice ("Per night") and after an amount ("/ night"). */
export const PRICE_UNIT_LABELS: Record<PriceUnit, { choice: string; suffix: string }> = {
  PER_NIGHT: { choice: "Per night", suffix: "/ night" },
  PER_PERSON: { choice: "Per person", suffix: "/ person" },
  PER_GROUP: { choice: "Per group", suffix: "/ group" },
};
