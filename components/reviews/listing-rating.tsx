import { listingRatingWords } from "./review-words";
import { StarIcon } from "./stars";

interface ListingRatingProps {
  ratingAverage: number | null;
  ratingCount: number;
  /** On the listing's page: the rating links to its reviews, and counts them in words. */
  reviewsHref?: string;
  className?: string;
}

/**
 * A listing's rating: "★ 4.7 (12)" on a card, "★ 4.7 · 12 reviews" linking to the reviews on
 * its page, "★ New" before its first review; read out as "Rated 4.7 out of 5 from 12 reviews".
 */
export function ListingRating({
  ratingAverage,
  ratingCount,
  reviewsHref,
  className = "",
}: ListingRatingProps) {
  const words = listingRatingWords(ratingAverage, ratingCount);
  const look = `inline-flex items-center gap-1 font-semibold text-ink-900 ${className}`;
  if (!words.rated) {
    return (
      <span className={look}>
        <StarIcon className="size-3.5 text-gold-500" />
        <span aria-hidden="true">{words.shown}</span>
        <span className="sr-only">{words.spoken}</span>
      </span>
    );
  }
  if (reviewsHref) {
    // Read out whole ("Rated 4.7 out of 5 from 12 reviews"), its visible words among them.
    return (
      <a
        href={reviewsHref}
        className={`${look} rounded underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-gold-600`}
      >
        <StarIcon className="size-4 text-gold-500" />
        <span className="sr-only">Rated </span>
        {words.average}
        <span className="sr-only"> out of 5 from</span>
        <span aria-hidden="true"> ·</span> <span className="underline">{words.reviews}</span>
      </a>
    );
  }
  return (
    <span className={look}>
      <StarIcon className="size-3.5 text-gold-500" />
      <span aria-hidden="true">
        {words.average} <span className="font-normal text-ink-600">{words.count}</span>
      </span>
      <span className="sr-only">{words.spoken}</span>
    </span>
  );
}
