import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { amenities, listingAmenities } from "@/db/schema";
import { validationError } from "@/lib/errors";

export interface SetListingAmenitiesParams {
  listingId: string;
  amenityIds: string[];
}

/** Replaces a listing's amenities; every id must name an existing amenity. */
export async function setListingAmenities(
  db: DbOrTx,
  { listingId, amenityIds }: SetListingAmenitiesParams,
) {
  const unique = [...new Set(amenityIds)];
  if (unique.length > 0) {
    const known = await db
      .select({ id: amenities.id })
      .from(amenities)
      .where(inArray(amenities.id, unique));
    if (known.length !== unique.length) {
      throw validationError("amenityIds", "unknown_amenity", "Some amenity ids do not exist");
    }
  }
  await db.delete(listingAmenities).where(eq(listingAmenities.listingId, listingId));
  if (unique.length > 0) {
    await db.insert(listingAmenities).values(unique.map((amenityId) => ({ listingId, amenityId })));
  }
}
