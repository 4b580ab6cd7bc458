import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings, reviews, users } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { isAdminRole } from "@/lib/role-grants";
import { recordAudit } from "../admin/audit";

export interface ReplyToReviewParams {
  reviewId: string;
  callerId: string;
  text: string;
  now?: Date;
}

/**
 * The listing's host's public answer to a review, once; an admin may answer for a platform
 * listing (or any). Another account is 403; a second reply 409 ALREADY_REPLIED (a
 * compare-and-set, so two at once make one). Audited.
 */
export async function replyToReview(
  db: Database,
  { reviewId, callerId, text, now = new Date() }: ReplyToReviewParams,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ hostId: listings.hostId, reply: reviews.reply })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound("Review");
    const [caller] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, callerId));
    if (found.hostId !== callerId && !(caller && isAdminRole(caller.role))) {
      throw new AppError("FORBIDDEN", "Only the listing's host or an admin may reply");
    }
    const [replied] = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: now, repliedById: callerId })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning({ id: reviews.id, reply: reviews.reply, repliedAt: reviews.repliedAt });
    if (!replied) throw new AppError("ALREADY_REPLIED", "This review has a reply already");
    await recordAudit(tx, {
      actorId: callerId,
      action: "review.reply",
      entityType: "review",
      entityId: reviewId,
      after: { reply: text },
    });
    return { id: replied.id, reply: { text, createdAt: replied.repliedAt ?? now } };
  });
}
