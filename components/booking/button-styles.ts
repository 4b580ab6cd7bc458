// Class names of the booking pages' buttons and links.

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-forest-700 px-5 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:cursor-not-allowed disabled:opacity-70";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-xl border border-sand-300 bg-white px-5 py-3 text-base font-semibold text-ink-900 transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:cursor-not-allowed disabled:opacity-70";

export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-clay-600 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:cursor-not-allowed disabled:opacity-70";

export const textLink =
  "font-semibold text-forest-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-forest-900";
