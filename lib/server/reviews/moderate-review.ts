import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { reviews } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { recordAudit } from "../admin/audit";
import { catalogWrite } from "../cache/catalog-reads";

export type ReviewModeration = { hidden: true; reason: string } | { hidden: false };

export interface ModerateReviewParams {
  reviewId: string;
  actorId: string;
  moderation: ReviewModeration;
  now?: Date;
}

/**
 * An admin hides a review with a reason (it leaves the page and the listing's rating, in the
 * same transaction, by trigger), or shows it again. Audited with the reason. The catalogue reads
 * remembered with the old rating are forgotten.
 */
export async function moderateReview(
  db: Database,
  { reviewId, actorId, moderation, now = new Date() }: ModerateReviewParams,
) {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for("update");
      if (!before) throw notFound("Review");
      const hidden = moderation.hidden
        ? { hiddenAt: before.hiddenAt ?? now, hiddenReason: moderation.reason, hiddenById: actorId }
        : { hiddenAt: null, hiddenReason: null, hiddenById: null };
      await tx.update(reviews).set(hidden).where(eq(reviews.id, reviewId));
      await recordAudit(tx, {
        actorId,
        action: moderation.hidden ? "review.hide" : "review.show",
        entityType: "review",
        entityId: reviewId,
        before,
        after: { hiddenReason: hidden.hiddenReason },
      });
      return { id: reviewId, hidden: moderation.hidden, hiddenReason: hidden.hiddenReason };
    }),
  );
}
