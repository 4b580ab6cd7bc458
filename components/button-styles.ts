// The site's buttons, as class names for a <button>, a <Link> or a <label>.

const LOOKS = {
  primary: "border border-transparent bg-forest-700 text-white shadow-sm hover:bg-forest-800",
  secondary: "border border-sand-300 bg-white text-ink-900 hover:border-ink-500",
  /** Reserve, and what cannot be undone (cancel, archive, delete). */
  accent: "border border-transparent bg-clay-600 text-white shadow-sm hover:bg-clay-700",
};

const SIZES = {
  /** Beside table rows and cards; a finger's 44 px on a phone. */
  small:
    "min-h-9 gap-1.5 rounded-lg px-3 py-1.5 text-sm disabled:opacity-50 max-md:min-h-11 max-md:min-w-11",
  /** The dashboard's. */
  medium: "min-h-11 gap-2 rounded-xl px-4 py-2.5 text-sm disabled:opacity-60",
  /** The guest's pages'. */
  large: "gap-2 rounded-xl px-5 py-3 text-base disabled:opacity-70",
};

export function buttonClass(look: keyof typeof LOOKS, size: keyof typeof SIZES = "medium"): string {
  return `inline-flex items-center justify-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 disabled:cursor-not-allowed ${SIZES[size]} ${LOOKS[look]}`;
}
