// Amounts as every page writes them, exactly (big.js, never through a float): whole cedis
// without pesewas ("GH₵ 1,176"), otherwise both pesewa digits ("GH₵ 1,250.50"), rounded
// half-up to the pesewa like every amount (lib/money.ts). decisions.md, "Journeys (issue 16)".
import Big from "big.js";
import { round2 } from "@/lib/money";

/** "1234567" → "1,234,567". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function exact(amount: Big.BigSource): Big | null {
  try {
    return new Big(amount);
  } catch {
    return null;
  }
}

/** "850.00" → "GH₵ 850", "1250.5" → "GH₵ 1,250.50", -20 → "−GH₵ 20". */
export function formatGhs(amount: Big.BigSource): string {
  const value = exact(amount);
  if (value === null) return `GH₵ ${String(amount)}`;
  const rounded = round2(value);
  const [whole = "0", pesewas = "00"] = rounded.abs().toFixed(2).split(".");
  const figure = pesewas === "00" ? grouped(whole) : `${grouped(whole)}.${pesewas}`;
  return `${rounded.lt(0) ? "−" : ""}GH₵ ${figure}`;
}

/** A chart axis's short amount: "GH₵ 950", "GH₵ 12.5K", "GH₵ 1.2M" (one decimal at most). */
export function formatGhsShort(amount: number): string {
  const size = Math.abs(amount);
  const [divisor, suffix] = size >= 1e6 ? [1e6, "M"] : size >= 1e3 ? [1e3, "K"] : [1, ""];
  const figure = new Big(amount).div(divisor).round(1, Big.roundHalfUp);
  return `${figure.lt(0) ? "−" : ""}GH₵ ${grouped(figure.abs().toString())}${suffix}`;
}
