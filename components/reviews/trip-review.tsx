import { longDate } from "@/lib/date-format";
import { REVIEW_DAYS } from "@/lib/review-window";
import type { bookingReview } from "@/lib/server/reviews/booking-review";
import { ReviewForm } from "./review-form";
import { ReviewItem } from "./review-item";

type BookingReview = Awaited<ReturnType<typeof bookingReview>>;

const TITLES = { open: "Leave a review", reviewed: "Your review", closed: "Reviews" } as const;

/**
 * A finished trip's review (#review): the form while the stay may be reviewed, the review once
 * written, or that the time to write one has passed. Nothing before the stay is completed.
 */
export function TripReview({
  reference,
  review: { state, deadline, review },
}: {
  reference: string;
  review: BookingReview;
}) {
  if (state === "not_completed") return null;
  return (
    <section
      id="review"
      aria-labelledby="review-title"
      className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-5 shadow-card sm:p-6"
    >
      {/* The same heading in every state: after posting, the focus waits here for the review. */}
      <h2
        id="review-title"
        tabIndex={-1}
        className="font-display text-xl font-bold text-forest-900 focus:outline-none"
      >
        {TITLES[state]}
      </h2>
      {state === "open" ? (
        <>
          <p className="mt-1 mb-5 text-ink-700">
            How was it? Your review helps the next guests choose, and only guests who stayed can
            write one. You can write it until {longDate(deadline)}.
          </p>
          <ReviewForm reference={reference} focusId="review-title" />
        </>
      ) : state === "reviewed" ? (
        <>
          <p className="mt-1 mb-5 text-ink-700">
            You reviewed this stay. Thank you for helping the next guests choose.
          </p>
          {review ? <ReviewItem review={review} replyFrom="your host" /> : null}
        </>
      ) : (
        <p className="mt-1 text-ink-700">
          Reviews closed on {longDate(deadline)}, {REVIEW_DAYS} days after check-out.
        </p>
      )}
    </section>
  );
}
