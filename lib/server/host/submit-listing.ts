import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listingAmenities, listingImages, listings } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { missingForReview } from "@/lib/listing-readiness";
import { canTransitionListing } from "@/lib/listing-transitions";
import { recordAudit } from "../admin/audit";
import { assertOwnListing, type OwnListingParams } from "./own-listing";

/**
 * A host sends a DRAFT for review (PENDING_REVIEW), once it has what a guest needs
 * (lib/listing-readiness.ts); otherwise 400 VALIDATION_ERROR listing everything missing.
 */
export async function submitListing(db: Database, { hostId, listingId }: OwnListingParams) {
  return db.transaction(async (tx) => {
    await assertOwnListing(tx, { hostId, listingId });
    const [listing] = await tx
      .select({
        status: listings.status,
        description: listings.description,
        address: listings.address,
        latitude: listings.latitude,
        longitude: listings.longitude,
        photos: tx.$count(listingImages, eq(listingImages.listingId, listings.id)),
        amenities: tx.$count(listingAmenities, eq(listingAmenities.listingId, listings.id)),
      })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!listing) throw new Error(`listing ${listingId} vanished`);
    if (!canTransitionListing(listing.status, "PENDING_REVIEW")) {
      throw new AppError(
        "INVALID_TRANSITION",
        `A ${listing.status} listing cannot be sent for review`,
        { from: listing.status, to: "PENDING_REVIEW" },
      );
    }
    const missing = missingForReview(listing);
    const [first] = missing;
    if (first) {
      throw new AppError(
        "VALIDATION_ERROR",
        `Before review the listing needs ${missing.map((item) => item.message).join("; ")}`,
        { field: first.field, constraint: "incomplete", missing },
      );
    }
    await tx
      .update(listings)
      .set({ status: "PENDING_REVIEW", reviewNote: null })
      .where(and(eq(listings.id, listingId), eq(listings.status, listing.status)));
    await recordAudit(tx, {
      actorId: hostId,
      action: "listing.submit",
      entityType: "listing",
      entityId: listingId,
      before: { status: listing.status },
      after: { status: "PENDING_REVIEW" },
    });
    return { id: listingId, status: "PENDING_REVIEW" as const };
  });
}
