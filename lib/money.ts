import Big from "big.js";

// Money is GHS with two decimals; rounding is half-up to two decimals throughout (decisions.md).

export function round2(value: Big.BigSource): Big {
  return new Big(value).round(2, Big.roundHalfUp);
}

export function toMoneyString(value: Big.BigSource): string {
  return round2(value).toFixed(2, Big.roundHalfUp);
}

/** Amount in GHS to an integer number of pesewas (1 GHS = 100 pesewas), as Paystack expects. */
export function toPesewas(amount: Big.BigSource): number {
  return new Big(amount).times(100).round(0, Big.roundHalfUp).toNumber();
}

/** Pesewas (Paystack sometimes sends them as a string) back to a two-decimal GHS string. */
export function fromPesewas(pesewas: number | string): string {
  return toMoneyString(new Big(pesewas).div(100));
}

export function ghsToUsd(priceGhs: Big.BigSource, ghsPerUsd: Big.BigSource): string {
  return toMoneyString(new Big(priceGhs).div(ghsPerUsd));
}
