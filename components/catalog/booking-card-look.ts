/** The card's two dates, side by side in one frame. */
export const cardLook = {
  root: "grid grid-cols-2 overflow-hidden rounded-2xl border border-sand-300",
  cell: "flex min-w-0 flex-col first:border-r first:border-sand-300",
  button:
    "flex min-h-14 w-full flex-col items-start px-3.5 py-2.5 text-left transition hover:bg-sand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-gold-600",
  label: "text-xs font-bold tracking-wide text-ink-900 uppercase",
  value: "text-ink-900",
};
