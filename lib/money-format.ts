// Amounts as every page writes them, exactly (decimal digits, never through a float): whole
// cedis without pesewas ("GH₵ 1,176"), otherwise both pesewa digits ("GH₵ 1,250.50"), rounded
// half-up to the pesewa like every amount (lib/money.ts). decisions.md, "Journeys (issue 16)".
// Without big.js: pages format amounts in the browser too (the booking panel, the filters),
// and big.js was about 3 KB of their scripts (decisions.md, "Phones").
import type Big from "big.js";

/** "1234567" → "1,234,567". */
export function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;
const HUNDRED = BigInt(100);

/** "850.00" → "GH₵ 850", "1250.5" → "GH₵ 1,250.50", -20 → "−GH₵ 20". */
export function formatGhs(amount: Big.BigSource): string {
  const text = String(amount);
  const [, sign = "", whole = "", fraction = ""] = DECIMAL.exec(text) ?? [];
  if (whole === "" && fraction === "") return `GH₵ ${text}`;
  // Half-up to the pesewa: only the third decimal digit decides.
  const roundUp = (fraction[2] ?? "0") >= "5" ? 1 : 0;
  const pesewas = BigInt(`${whole}${fraction.padEnd(2, "0").slice(0, 2)}`) + BigInt(roundUp);
  const cedis = grouped(String(pesewas / HUNDRED));
  const rest = String(pesewas % HUNDRED).padStart(2, "0");
  const figure = rest === "00" ? cedis : `${cedis}.${rest}`;
  return `${sign && pesewas > 0 ? "−" : ""}GH₵ ${figure}`;
}
