import type { FieldMessages } from "@/components/field-problem";
import { REPLY_TEXT, REVIEW_TEXT, STARS } from "@/lib/review-limits";
import { formatCount } from "@/lib/words";
import { SUB_RATINGS } from "./review-words";

// The checks of the review and reply forms before sending, and their words for the API's
// refusals of the same fields.

type Limits = { min: number; max: number };

/** The review form's star groups: the whole stay, then its parts. */
export const RATING_FIELDS = [{ key: "rating", label: "Overall" }, ...SUB_RATINGS] as const;

export type RatingKey = (typeof RATING_FIELDS)[number]["key"];
export type ReviewField = RatingKey | "text";

export interface ReviewDraft {
  ratings: Partial<Record<RatingKey, number>>;
  text: string;
}

const CHOOSE_STARS = `Choose from ${STARS.min} to ${STARS.max} stars.`;

/** How long a text is as the API counts it: trimmed. */
export function textLength(text: string): number {
  return text.trim().length;
}

/** "35 of 2,000 characters": a text's length against its limit, as the field's hint says it. */
export function lengthWords(text: string, { max }: Limits): string {
  return `${formatCount(textLength(text))} of ${formatCount(max)} characters`;
}

function lengthProblem(text: string, { min, max }: Limits): string | undefined {
  const length = textLength(text);
  if (length < min) return `Write at least ${formatCount(min)} characters.`;
  if (length > max) return `Keep it to ${formatCount(max)} characters at most.`;
  return undefined;
}

const textMessages = ({ min, max }: Limits) => ({
  min: `Write at least ${formatCount(min)} characters.`,
  max: `Keep it to ${formatCount(max)} characters at most.`,
  default: `Write ${formatCount(min)} to ${formatCount(max)} characters.`,
});

/** What stops a review from being sent: a group without stars, a text too short or too long. */
export function reviewProblems({
  ratings,
  text,
}: ReviewDraft): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  for (const { key } of RATING_FIELDS) {
    if (ratings[key] === undefined) problems[key] = CHOOSE_STARS;
  }
  const words = lengthProblem(text, REVIEW_TEXT);
  if (words) problems.text = words;
  return problems;
}

export const REVIEW_MESSAGES: FieldMessages<ReviewField> = {
  rating: { default: CHOOSE_STARS },
  cleanliness: { default: CHOOSE_STARS },
  accuracy: { default: CHOOSE_STARS },
  location: { default: CHOOSE_STARS },
  value: { default: CHOOSE_STARS },
  text: textMessages(REVIEW_TEXT),
};

/** The id of a review's heading: the reply form under it moves the focus there once posted. */
export const reviewHeadingId = (reviewId: string) => `review-${reviewId}`;

/** What stops a reply from being sent. */
export function replyProblems(text: string): { text?: string } {
  const problem = lengthProblem(text, REPLY_TEXT);
  return problem ? { text: problem } : {};
}

export const REPLY_MESSAGES: FieldMessages<"text"> = { text: textMessages(REPLY_TEXT) };
