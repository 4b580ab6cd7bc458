import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import { AppError, validationError } from "@/lib/errors";
import { canTransitionListing } from "@/lib/listing-transitions";
import type { UpdateListingInput } from "@/lib/schemas/admin-listings";
import { catalogWrite } from "../../cache/catalog-reads";
import { recordAudit } from "../audit";
import { assertNoActiveBookings } from "./active-bookings";
import { auditedListing, getAdminListing } from "./admin-listing-view";
import { setListingAmenities } from "./listing-amenities";
import { uniqueListingSlug } from "./listing-slug";
import { checkedSaleTerms } from "./sale-terms";

export interface UpdateListingParams extends UpdateListingInput {
  actorId: string;
  listingId: string;
  appUrl: string;
}

/**
 * Changes any subset of a listing's writable fields. Status follows the listing state
 * machine; publishing needs an image and sets publishedAt; archiving needs no active
 * bookings; the slug follows title and city until the listing is first published.
 */
export async function updateListing(
  db: Database,
  { actorId, listingId, appUrl, ...input }: UpdateListingParams,
) {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      const before = await getAdminListing(tx, { listingId, appUrl });
      const { amenityIds, priceGHS, status, ...fields } = input;
      const changes: Partial<typeof listings.$inferInsert> = { ...fields };
      if (priceGHS !== undefined) changes.priceGhs = priceGHS.toFixed(2);
      const terms = checkedSaleTerms({
        type: input.type ?? before.type,
        startTimes: input.startTimes ?? before.startTimes,
        durationDays: input.durationDays ?? before.durationDays,
        durationHours:
          input.durationHours === undefined ? before.durationHours : input.durationHours,
      });
      if (input.startTimes !== undefined) changes.startTimes = terms.startTimes;

      if (status !== undefined && status !== before.status) {
        if (!canTransitionListing(before.status, status)) {
          throw new AppError(
            "INVALID_TRANSITION",
            `A ${before.status} listing cannot become ${status}`,
            {
              from: before.status,
              to: status,
            },
          );
        }
        if (status === "PUBLISHED") {
          if (before.images.length === 0) {
            throw validationError(
              "status",
              "requires_image",
              "Add at least one image before publishing",
            );
          }
          changes.publishedAt = new Date();
        }
        if (status === "ARCHIVED") await assertNoActiveBookings(tx, { listingId });
        changes.status = status;
      }
      const neverPublished = before.publishedAt === null && changes.publishedAt === undefined;
      if (
        (input.title !== undefined || input.city !== undefined) &&
        (neverPublished || changes.publishedAt)
      ) {
        if (before.publishedAt === null) {
          changes.slug = await uniqueListingSlug(tx, {
            title: input.title ?? before.title,
            city: input.city ?? before.city,
            exceptId: listingId,
          });
        }
      }

      if (Object.keys(changes).length > 0)
        await tx.update(listings).set(changes).where(eq(listings.id, listingId));
      if (amenityIds !== undefined) await setListingAmenities(tx, { listingId, amenityIds });
      const after = await getAdminListing(tx, { listingId, appUrl });
      await recordAudit(tx, {
        actorId,
        action:
          status !== undefined && status !== before.status
            ? `listing.${status.toLowerCase()}`
            : "listing.update",
        entityType: "listing",
        entityId: listingId,
        before: auditedListing(before),
        after: auditedListing(after),
      });
      return after;
    }),
  );
}
