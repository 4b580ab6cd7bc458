import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { catalogWrite } from "../../cache/catalog-reads";
import { recordAudit } from "../audit";
import { assertNoActiveBookings } from "./active-bookings";

export interface ArchiveListingParams {
  actorId: string;
  listingId: string;
}

/**
 * DELETE of a listing: it is archived (hidden everywhere, kept for booking history), or
 * refused with 409 LISTING_HAS_ACTIVE_BOOKINGS while bookings are active.
 */
export async function archiveListing(db: Database, { actorId, listingId }: ArchiveListingParams) {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: listings.status, featured: listings.featured })
        .from(listings)
        .where(eq(listings.id, listingId));
      if (!before) throw notFound("Listing");
      await assertNoActiveBookings(tx, { listingId });
      await tx
        .update(listings)
        .set({ status: "ARCHIVED", featured: false })
        .where(eq(listings.id, listingId));
      await recordAudit(tx, {
        actorId,
        action: "listing.archive",
        entityType: "listing",
        entityId: listingId,
        before: { status: before.status, featured: before.featured },
        after: { status: "ARCHIVED", featured: false },
      });
      return { id: listingId, status: "ARCHIVED" as const };
    }),
  );
}
