import type { Database } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { listings } from "@/db/schema";
import type { CreateListingInput } from "@/lib/schemas/admin-listings";
import { recordAudit } from "../audit";
import { auditedListing, getAdminListing } from "./admin-listing-view";
import { setListingAmenities } from "./listing-amenities";
import { uniqueListingSlug } from "./listing-slug";
import { checkedSaleTerms } from "./sale-terms";

const SLUG_ATTEMPTS = 3;

export interface CreateListingParams extends CreateListingInput {
  actorId: string;
  appUrl: string;
  /** The host who owns it (a host's own listing); none for one the platform writes. */
  hostId?: string;
}

/** A new DRAFT listing with a slug from its title and city. */
export async function createListing(
  db: Database,
  { actorId, appUrl, ...input }: CreateListingParams,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const { amenityIds = [], priceGHS, ...fields } = input;
        const { startTimes } = checkedSaleTerms({
          type: input.type,
          startTimes: input.startTimes ?? [],
          durationDays: input.durationDays ?? 1,
          durationHours: input.durationHours ?? null,
        });
        const [created] = await tx
          .insert(listings)
          .values({
            ...fields,
            startTimes,
            priceGhs: priceGHS.toFixed(2),
            status: "DRAFT",
            slug: await uniqueListingSlug(tx, { title: input.title, city: input.city }),
          })
          .returning({ id: listings.id });
        if (!created) throw new Error("listing insert returned no row");
        await setListingAmenities(tx, { listingId: created.id, amenityIds });
        const listing = await getAdminListing(tx, { listingId: created.id, appUrl });
        await recordAudit(tx, {
          actorId,
          action: "listing.create",
          entityType: "listing",
          entityId: created.id,
          after: auditedListing(listing),
        });
        return listing;
      });
    } catch (error) {
      // Another listing took the same slug between the check and the insert.
      if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error, "listings_slug_key")) continue;
      throw error;
    }
  }
}
