import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import { catalogWrite } from "../../cache/catalog-reads";
import { recordAudit } from "../audit";
import { assertNoActiveBookings } from "./active-bookings";
import { getAdminListing } from "./admin-listing-view";

/**
 * DELETE of a listing: it is archived (hidden everywhere, kept for booking history), or
 * refused with 409 LISTING_HAS_ACTIVE_BOOKINGS while bookings are active.
 */
export async function archiveListing(db: Database, actorId: string, id: string) {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      const before = await getAdminListing(tx, id);
      await assertNoActiveBookings(tx, id);
      await tx
        .update(listings)
        .set({ status: "ARCHIVED", featured: false })
        .where(eq(listings.id, id));
      await recordAudit(tx, {
        actorId,
        action: "listing.archive",
        entityType: "listing",
        entityId: id,
        before: { status: before.status, featured: before.featured },
        after: { status: "ARCHIVED", featured: false },
      });
      return { id, status: "ARCHIVED" as const };
    }),
  );
}
