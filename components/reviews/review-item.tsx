import type { ReactNode } from "react";
import { formatDate, isoOf } from "@/lib/date-format";
import type { PublicReview } from "@/lib/server/reviews/review-views";
import { reviewHeadingId } from "./review-fields";
import { stayedIn } from "./review-words";
import { Stars } from "./stars";

interface ReviewItemProps {
  review: PublicReview;
  /** Who the reply is from: "Kofi", "the host". */
  replyFrom: string;
  /** The reviewer's name is a heading of this level (h3 under a section's h2). */
  level?: 2 | 3;
  /** Above the review: which listing, and whether it is hidden (the host's and admin's lists). */
  about?: ReactNode;
  /** Under it: a reply form where there is no reply yet. */
  children?: ReactNode;
}

/** One review as guests read it: first name, stay month, stars, text, and the host's reply. */
export function ReviewItem({ review, replyFrom, level = 3, about, children }: ReviewItemProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = reviewHeadingId(review.id);
  return (
    <article aria-labelledby={headingId} className="min-w-0">
      {about}
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-700 font-bold text-gold-300"
        >
          {review.reviewer.firstName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <Heading
            id={headingId}
            tabIndex={-1}
            className="font-semibold break-words text-ink-900 focus:outline-none"
          >
            {review.reviewer.firstName}
          </Heading>
          <p className="text-sm text-ink-600">{stayedIn(review.stayMonth)}</p>
        </div>
      </header>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
        <Stars rating={review.rating} className="size-3.5" />
        <span aria-hidden="true">·</span>
        <time dateTime={isoOf(review.createdAt)}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-900">
        {review.text}
      </p>
      {review.reply ? (
        <div className="mt-4 rounded-xl border-l-4 border-forest-600 bg-sand-100 px-4 py-3">
          <p className="text-sm font-semibold text-ink-900">
            Reply from {replyFrom}
            <span className="font-normal text-ink-600">
              {" · "}
              <time dateTime={isoOf(review.reply.createdAt)}>
                {formatDate(review.reply.createdAt)}
              </time>
            </span>
          </p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink-700">
            {review.reply.text}
          </p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
