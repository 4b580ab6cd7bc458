import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { amenities, listingAmenities, listings } from "@/db/schema";
import type { ListingStatus, ListingType, PriceUnit, PropertyType } from "@/lib/enums";
import { notFound } from "@/lib/errors";
import { ghsToUsd } from "@/lib/money";
import { imagesByListing, type ListingImageView } from "./listing-images";

export interface AmenityView {
  id: string;
  name: string;
  icon: string;
  category: string;
}

export interface ListingDetail {
  id: string;
  type: ListingType;
  status: ListingStatus;
  title: string;
  slug: string;
  description: string;
  highlights: string[];
  region: string;
  city: string;
  area: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  priceGHS: string;
  priceUSD: string;
  priceUnit: PriceUnit;
  propertyType: PropertyType | null;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  checkInTime: string;
  checkOutTime: string;
  featured: boolean;
  viewCount: number;
  bookingCount: number;
  images: ListingImageView[];
  amenities: Array<{ amenity: AmenityView }>;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A published listing by slug with its images and amenities; 404 otherwise. */
export async function getPublishedListing(
  db: DbOrTx,
  slug: string,
  ghsPerUsd: string,
): Promise<ListingDetail> {
  const [row] = await db
    .select({
      id: listings.id,
      type: listings.type,
      status: listings.status,
      title: listings.title,
      slug: listings.slug,
      description: listings.description,
      highlights: listings.highlights,
      region: listings.region,
      city: listings.city,
      area: listings.area,
      address: listings.address,
      latitude: listings.latitude,
      longitude: listings.longitude,
      priceGHS: listings.priceGhs,
      priceUnit: listings.priceUnit,
      propertyType: listings.propertyType,
      bedrooms: listings.bedrooms,
      bathrooms: listings.bathrooms,
      maxGuests: listings.maxGuests,
      checkInTime: listings.checkInTime,
      checkOutTime: listings.checkOutTime,
      featured: listings.featured,
      viewCount: listings.viewCount,
      bookingCount: listings.bookingCount,
      createdAt: listings.createdAt,
      publishedAt: listings.publishedAt,
    })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "PUBLISHED")));
  if (!row) throw notFound("Listing");

  const [images, amenityRows] = await Promise.all([
    imagesByListing(db, [row.id]),
    db
      .select({
        id: amenities.id,
        name: amenities.name,
        icon: amenities.icon,
        category: amenities.category,
      })
      .from(listingAmenities)
      .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
      .where(eq(listingAmenities.listingId, row.id))
      .orderBy(asc(amenities.category), asc(amenities.name)),
  ]);
  return {
    ...row,
    priceUSD: ghsToUsd(row.priceGHS, ghsPerUsd),
    images: images.get(row.id) ?? [],
    amenities: amenityRows.map((amenity) => ({ amenity })),
  };
}
