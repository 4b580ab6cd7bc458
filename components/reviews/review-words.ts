import { formatMonth } from "@/lib/date-format";
import { ratingText } from "@/lib/review-window";
import { formatCount, plural } from "@/lib/words";

// Ratings and reviews in words: a card's "4.7 (12)" and what a screen reader hears instead,
// a reviewer's stay, the parts of a stay a guest rates.

/** What a guest rates besides the whole stay, as the API names them, in the pages' order. */
export const SUB_RATINGS = [
  { key: "cleanliness", label: "Cleanliness" },
  { key: "accuracy", label: "Accuracy" },
  { key: "location", label: "Location" },
  { key: "value", label: "Value" },
] as const;

export type SubRatingKey = (typeof SUB_RATINGS)[number]["key"];

export type ListingRatingWords =
  | { rated: true; average: string; count: string; reviews: string; spoken: string }
  | { rated: false; shown: string; spoken: string };

/**
 * A listing's rating as a card shows it ("4.7" and "(12)"), as its page counts it ("12
 * reviews") and as it is read out; a listing nobody has reviewed yet is "New", as Airbnb says.
 */
export function listingRatingWords(average: number | null, count: number): ListingRatingWords {
  const text = ratingText(average);
  if (text === null || count === 0) {
    return { rated: false, shown: "New", spoken: "New: no reviews yet" };
  }
  const reviews = plural(count, "review");
  return {
    rated: true,
    average: text,
    count: `(${formatCount(count)})`,
    reviews,
    spoken: `Rated ${text} out of 5 from ${reviews}`,
  };
}

/** One review's stars, read out: "Rated 4 out of 5". */
export function starsSpoken(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** A choice of the review form: "1 star", "5 stars". */
export function starChoice(stars: number): string {
  return plural(stars, "star");
}

/** When the reviewer stayed, from the API's "YYYY-MM": "Stayed in November 2026". */
export function stayedIn(stayMonth: string): string {
  return `Stayed in ${formatMonth(stayMonth, true)}`;
}

/** The start of a long text, cut after a whole word: "Lovely rooms and…". */
export function excerptOf(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : flat.slice(0, length)).replace(/[\s,.;:!?–-]+$/, "")}…`;
}
