import { STARS } from "@/lib/review-limits";
import { starsSpoken } from "./review-words";

const STAR_PATH =
  "M10 1.6l2.55 5.3 5.85.8-4.27 4.05 1.05 5.78L10 14.76l-5.18 2.77 1.05-5.78L1.6 7.7l5.85-.8L10 1.6Z";

/** One star in the text's colour; decorative: the words beside it say the rating. */
export function StarIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`shrink-0 fill-current ${className}`}>
      <path d={STAR_PATH} />
    </svg>
  );
}

/** A review's stars: as many gold as its rating out of five, read out as "Rated 4 out of 5". */
export function Stars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      {Array.from({ length: STARS.max }, (_, index) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars, in order
          key={index}
          className={`${className} ${index < rating ? "text-gold-500" : "text-sand-300"}`}
        />
      ))}
      <span className="sr-only">{starsSpoken(rating)}</span>
    </span>
  );
}
