import { HIDE_REASON } from "@/lib/review-limits";
import { ReasonedToggle } from "./reasoned-toggle";

interface ReviewModerationProps {
  reviewId: string;
  /** "Yaw's review of Osu Garden Guesthouse": what the buttons and the reason are about. */
  about: string;
  hidden: boolean;
}

/**
 * Hide a review with a reason (it leaves the listing's page and rating; the reason is audited)
 * or show it again (PATCH /api/admin/reviews/{id}).
 */
export function ReviewModeration({ reviewId, about, hidden }: ReviewModerationProps) {
  return (
    <ReasonedToggle
      endpoint={`/api/admin/reviews/${reviewId}`}
      flag="hidden"
      on={hidden}
      reason={{
        label: `Why hide ${about}`,
        needed: `Say why it is hidden (at least ${HIDE_REASON.min} characters).`,
        min: HIDE_REASON.min,
      }}
      turnOn={{ button: "Hide", label: `Hide ${about}`, done: "Review hidden." }}
      turnOff={{ button: "Show again", label: `Show ${about} again`, done: "Review shown again." }}
    />
  );
}
