import { FavoriteToggle } from "./favorite-toggle";

interface FavoriteButtonProps {
  listingId: string;
  listingTitle: string;
  /** The saved state rendered by the server. */
  initialFavorited: boolean;
  /** Signed-out visitors are sent to sign in (and back here) instead. */
  signedIn: boolean;
  /** `overlay`: a round button on a card's photo; `inline`: a labelled button on a page. */
  variant?: "overlay" | "inline";
}

const LOOKS = {
  overlay:
    "grid size-10 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-black/5 transition hover:scale-105 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 active:scale-95",
  inline:
    "inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-sm transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600",
};

/**
 * The heart that saves a listing to the visitor's favorites. Its look and its heart are
 * rendered here, on the server; only the toggling runs in the browser (favorite-toggle.tsx).
 */
export function FavoriteButton({
  listingTitle,
  variant = "overlay",
  ...toggle
}: FavoriteButtonProps) {
  return (
    <span className={variant === "overlay" ? "relative block" : "relative inline-block"}>
      <FavoriteToggle
        {...toggle}
        label={`Save ${listingTitle} to favorites`}
        className={`group/heart ${LOOKS[variant]}`}
        errorClassName="absolute top-full right-0 z-20 mt-2 w-56 rounded-lg bg-ink-900 px-3 py-2 text-left text-xs font-medium text-white shadow-float"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-transparent stroke-ink-900 transition group-aria-pressed/heart:fill-clay-600 group-aria-pressed/heart:stroke-clay-600"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.7C1.5 7.3 3.6 4 7 4c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.8-1.8 5.1-9.3 9.7-9.3 9.7Z" />
        </svg>
        {variant === "inline" ? <span>Save</span> : null}
      </FavoriteToggle>
    </span>
  );
}
