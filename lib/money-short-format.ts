import Big from "big.js";
import { grouped } from "./money-format";

/** A chart axis's short amount: "GH₵ 950", "GH₵ 12.5K", "GH₵ 1.2M" (one decimal at most). */
export function formatGhsShort(amount: number): string {
  const size = Math.abs(amount);
  const [divisor, suffix] = size >= 1e6 ? [1e6, "M"] : size >= 1e3 ? [1e3, "K"] : [1, ""];
  const figure = new Big(amount).div(divisor).round(1, Big.roundHalfUp);
  return `${figure.lt(0) ? "−" : ""}GH₵ ${grouped(figure.abs().toString())}${suffix}`;
}
