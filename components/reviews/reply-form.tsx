"use client";

import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { ErrorSummary } from "@/components/error-summary";
import { TextAreaField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { REPLY_TEXT } from "@/lib/review-limits";
import { lengthWords, REPLY_MESSAGES, replyProblems, reviewHeadingId } from "./review-fields";
import { useReviewPost } from "./use-review-post";

/** The host's public answer to a review, once (POST /api/host/reviews/{id}/reply). */
export function ReplyForm({ reviewId, reviewer }: { reviewId: string; reviewer: string }) {
  const textId = `${useId()}-text`;
  const [text, setText] = useState("");
  const { problem, busy, post } = useReviewPost<"text">({
    url: `/api/host/reviews/${encodeURIComponent(reviewId)}/reply`,
    messages: REPLY_MESSAGES,
    focusId: reviewHeadingId(reviewId),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void post({ text: text.trim() }, replyProblems(text));
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-4 grid gap-3">
      <UntilHydrated>
        {problem ? (
          <ErrorSummary
            focusOn={problem}
            title={problem.title}
            fields={
              problem.errors.text
                ? [{ id: textId, text: `Your reply: ${problem.errors.text}` }]
                : []
            }
          />
        ) : null}
        <TextAreaField
          id={textId}
          name="text"
          label={`Your public reply to ${reviewer}`}
          hint={`Shown under the review. ${lengthWords(text, REPLY_TEXT)}.`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REPLY_TEXT.max}
          rows={3}
          required
          error={problem?.errors.text}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? <Spinner /> : null}
            {busy ? "Posting…" : "Post reply"}
          </button>
        </div>
      </UntilHydrated>
    </form>
  );
}
