import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedStatement } from "@/db/prepared";
import { amenities, listingAmenities, listings } from "@/db/schema";
import type { ListingStatus, ListingType, PriceUnit, PropertyType } from "@/lib/enums";
import { notFound } from "@/lib/errors";
import { ghsToUsd } from "@/lib/money";
import { type ListingImageView, listingImagesJson, withAbsoluteUrls } from "./listing-images";

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
  durationDays: number;
  durationHours: number | null;
  startTimes: string[];
  featured: boolean;
  viewCount: number;
  bookingCount: number;
  /** Its visible reviews' average overall rating (one decimal, null without any) and count. */
  ratingAverage: number | null;
  ratingCount: number;
  images: ListingImageView[];
  amenities: Array<{ amenity: AmenityView }>;
  createdAt: Date;
  publishedAt: Date | null;
}

export interface GetPublishedListingParams {
  slug: string;
  /** GHS_PER_USD: the exchange rate of priceUSD. */
  ghsPerUsd: string;
  appUrl: string;
}

// The listing's amenities by category and name as one JSON array, so that the page (with
// its images, listingImagesJson) is read by a single statement.
const amenitiesOfListing = sql`select coalesce(json_agg(json_build_object('id', ${amenities.id}, 'name', ${amenities.name}, 'icon', ${amenities.icon}, 'category', ${amenities.category}) order by ${amenities.category}, ${amenities.name}), '[]') from ${listingAmenities} inner join ${amenities} on ${amenities.id} = ${listingAmenities.amenityId} where ${listingAmenities.listingId} = ${listings.id}`;

const publishedListingBySlug = preparedStatement("published_listing_by_slug", (db) =>
  db
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
      durationDays: listings.durationDays,
      durationHours: listings.durationHours,
      startTimes: listings.startTimes,
      featured: listings.featured,
      viewCount: listings.viewCount,
      bookingCount: listings.bookingCount,
      ratingAverage: listings.ratingAverage,
      ratingCount: listings.ratingCount,
      createdAt: listings.createdAt,
      publishedAt: listings.publishedAt,
      images: sql<ListingImageView[]>`(${listingImagesJson})`.as("images"),
      amenities: sql<AmenityView[]>`(${amenitiesOfListing})`.as("amenities"),
    })
    .from(listings)
    .where(and(eq(listings.slug, sql.placeholder("slug")), eq(listings.status, "PUBLISHED"))),
);

/** A published listing by slug with its images and amenities; 404 otherwise. */
export async function getPublishedListing(
  db: DbOrTx,
  { slug, ghsPerUsd, appUrl }: GetPublishedListingParams,
): Promise<ListingDetail> {
  const [row] = await publishedListingBySlug(db).execute({ slug });
  if (!row) throw notFound("Listing");

  return {
    ...row,
    priceUSD: ghsToUsd(row.priceGHS, ghsPerUsd),
    images: withAbsoluteUrls(appUrl, row.images),
    amenities: row.amenities.map((amenity) => ({ amenity })),
  };
}
