const cedis = new Intl.NumberFormat("en-GH", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const cedisAndPesewas = new Intl.NumberFormat("en-GH", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "850.00" → "GH₵ 850", "1250.50" → "GH₵ 1,250.50": whole cedis drop the pesewas. */
export function formatGhs(amount: string | number): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return `GH₵ ${amount}`;
  return `GH₵ ${(Number.isInteger(value) ? cedis : cedisAndPesewas).format(value)}`;
}
