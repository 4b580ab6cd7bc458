"use client";

import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { ErrorSummary } from "@/components/error-summary";
import { TextAreaField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { REVIEW_TEXT } from "@/lib/review-limits";
import {
  lengthWords,
  RATING_FIELDS,
  type RatingKey,
  REVIEW_MESSAGES,
  type ReviewField,
  reviewProblems,
} from "./review-fields";
import { StarRatingField } from "./star-rating-field";
import { useReviewPost } from "./use-review-post";

interface ReviewFormProps {
  reference: string;
  /** The section's heading, which stays when the review replaces the form. */
  focusId: string;
}

/** The guest's review of a completed stay: five star ratings and a text (POST …/review). */
export function ReviewForm({ reference, focusId }: ReviewFormProps) {
  const id = useId();
  const [ratings, setRatings] = useState<Partial<Record<RatingKey, number>>>({});
  const [text, setText] = useState("");
  const { problem, busy, post } = useReviewPost<ReviewField>({
    url: `/api/bookings/${encodeURIComponent(reference)}/review`,
    messages: REVIEW_MESSAGES,
    focusId,
  });
  const fieldId = (field: ReviewField) => `${id}-${field}`;
  const errors = problem?.errors ?? {};
  const labelOf = (field: ReviewField) =>
    RATING_FIELDS.find(({ key }) => key === field)?.label ?? "Your review";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void post({ ...ratings, text: text.trim() }, reviewProblems({ ratings, text }));
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-6">
      <UntilHydrated>
        {problem ? (
          <ErrorSummary
            focusOn={problem}
            title={problem.title}
            fields={(Object.keys(errors) as ReviewField[]).map((field) => ({
              id: fieldId(field),
              text: `${labelOf(field)}: ${errors[field]}`,
            }))}
          />
        ) : null}
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          {RATING_FIELDS.map(({ key, label }) => (
            <StarRatingField
              key={key}
              id={fieldId(key)}
              name={key}
              legend={label}
              value={ratings[key]}
              onChange={(stars) => setRatings((chosen) => ({ ...chosen, [key]: stars }))}
              error={errors[key]}
            />
          ))}
        </div>
        <TextAreaField
          id={fieldId("text")}
          name="text"
          label="Your review"
          hint={`What did you enjoy, and what should the next guests know? At least ${REVIEW_TEXT.min} characters: ${lengthWords(text, REVIEW_TEXT)}.`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REVIEW_TEXT.max}
          rows={5}
          required
          error={errors.text}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass("primary", "large")}>
            {busy ? <Spinner /> : null}
            {busy ? "Posting…" : "Post review"}
          </button>
        </div>
      </UntilHydrated>
    </form>
  );
}
