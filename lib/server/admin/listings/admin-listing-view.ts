import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { amenities, listingAmenities, listings } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { imagesByListing } from "../../catalog/listing-images";

export interface GetAdminListingParams {
  listingId: string;
  appUrl: string;
}

/** A listing in any status with every field, its images and amenities: what admins edit. */
export async function getAdminListing(db: DbOrTx, { listingId, appUrl }: GetAdminListingParams) {
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!row) throw notFound("Listing");
  const [images, amenityRows] = await Promise.all([
    imagesByListing(db, { listingIds: [listingId], appUrl }),
    db
      .select({
        id: amenities.id,
        name: amenities.name,
        icon: amenities.icon,
        category: amenities.category,
      })
      .from(listingAmenities)
      .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
      .where(eq(listingAmenities.listingId, listingId))
      .orderBy(asc(amenities.category), asc(amenities.name)),
  ]);
  const {
    priceGhs,
    searchDocument: _document,
    hostId: _host,
    amenityIds: _amenityIds,
    ratingSum: _ratingSum,
    // The taken nights' bitmap (migration 0024) is the free-date filter's, not an edited field.
    takenNightWords: _takenNightWords,
    // The feed's secret has its own route (calendar-feed); never in a listing or the audit trail.
    calendarToken: _calendarToken,
    ...fields
  } = row;
  return {
    ...fields,
    priceGHS: priceGhs,
    images: images.get(listingId) ?? [],
    amenities: amenityRows.map((amenity) => ({ amenity })),
  };
}

export type AdminListing = Awaited<ReturnType<typeof getAdminListing>>;

/** The fields the audit trail keeps for a listing (no search document). */
export function auditedListing(listing: AdminListing) {
  const { images: _images, ...fields } = listing;
  return { ...fields, amenities: listing.amenities.map(({ amenity }) => amenity.id) };
}
