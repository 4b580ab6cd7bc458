import { STARS } from "@/lib/review-limits";

/**
 * A listing's rating as schema.org's AggregateRating, for its JSON-LD; none before its first
 * review (Google refuses an empty one).
 */
export function aggregateRating({
  ratingAverage,
  ratingCount,
}: {
  ratingAverage: number | null;
  ratingCount: number;
}) {
  if (ratingAverage === null || ratingCount === 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: ratingAverage,
    reviewCount: ratingCount,
    bestRating: STARS.max,
    worstRating: STARS.min,
  } as const;
}
