import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";

export interface OwnListingParams {
  hostId: string;
  listingId: string;
}

/**
 * A host's hold on a listing: 404 when it does not exist, 403 FORBIDDEN when another host (or
 * the platform) owns it, as interface.md answers for other users' records.
 */
export async function assertOwnListing(
  db: DbOrTx,
  { hostId, listingId }: OwnListingParams,
): Promise<void> {
  const [listing] = await db
    .select({ hostId: listings.hostId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound("Listing");
  if (listing.hostId !== hostId) {
    throw new AppError("FORBIDDEN", "This listing belongs to another host");
  }
}
