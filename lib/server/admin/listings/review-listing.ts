import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import type { ListingStatus } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import type { ReviewListingInput } from "@/lib/schemas/admin-listings";
import { catalogWrite } from "../../cache/catalog-reads";
import { recordAudit } from "../audit";

export interface ReviewListingParams extends ReviewListingInput {
  actorId: string;
  listingId: string;
}

/**
 * An admin's decision on a listing sent for review: APPROVE publishes it (publishedAt set),
 * REJECT returns it to its host as a DRAFT with the note, which the host's editor shows.
 */
export async function reviewListing(
  db: Database,
  { actorId, listingId, decision, note }: ReviewListingParams,
) {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      const [listing] = await tx
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.id, listingId))
        .for("update");
      if (!listing) throw notFound("Listing");
      const to: ListingStatus = decision === "APPROVE" ? "PUBLISHED" : "DRAFT";
      if (listing.status !== "PENDING_REVIEW") {
        throw new AppError(
          "INVALID_TRANSITION",
          `Only a listing awaiting review can be reviewed; this one is ${listing.status}`,
          { from: listing.status, to },
        );
      }
      const changes =
        decision === "APPROVE"
          ? { status: to, publishedAt: new Date(), reviewNote: null }
          : { status: to, reviewNote: note ?? null };
      await tx
        .update(listings)
        .set(changes)
        .where(and(eq(listings.id, listingId), eq(listings.status, "PENDING_REVIEW")));
      await recordAudit(tx, {
        actorId,
        action: decision === "APPROVE" ? "listing.approve" : "listing.reject",
        entityType: "listing",
        entityId: listingId,
        before: { status: listing.status },
        after: { status: to, reviewNote: changes.reviewNote },
      });
      return { id: listingId, status: to, reviewNote: changes.reviewNote };
    }),
  );
}
