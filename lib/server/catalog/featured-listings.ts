import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { imagesByListing } from "./listing-images";

export const FEATURED_DEFAULT_LIMIT = 6;

export interface FeaturedListingImage {
  url: string;
  isPrimary: boolean;
}

export interface FeaturedListing {
  id: string;
  title: string;
  slug: string;
  type: ListingType;
  region: string;
  city: string;
  /** Decimal string with two places, e.g. "850.00". */
  priceGHS: string;
  priceUnit: PriceUnit;
  /** Its visible reviews' average rating (one decimal; null without any) and count. */
  ratingAverage: number | null;
  ratingCount: number;
  /** In display order; URLs absolute. */
  images: FeaturedListingImage[];
}

export interface FeaturedListingsParams {
  appUrl: string;
  limit?: number;
  type?: ListingType;
}

/**
 * Published featured listings, newest published first, each with its images in display
 * order: one query for the listings and one for all their images.
 */
export async function featuredListings(
  db: DbOrTx,
  { appUrl, limit = FEATURED_DEFAULT_LIMIT, type }: FeaturedListingsParams,
): Promise<FeaturedListing[]> {
  const conditions: SQL[] = [eq(listings.status, "PUBLISHED"), eq(listings.featured, true)];
  if (type) conditions.push(eq(listings.type, type));

  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      type: listings.type,
      region: listings.region,
      city: listings.city,
      priceGHS: listings.priceGhs,
      priceUnit: listings.priceUnit,
      ratingAverage: listings.ratingAverage,
      ratingCount: listings.ratingCount,
    })
    .from(listings)
    .where(and(...conditions))
    .orderBy(
      sql`${listings.publishedAt} DESC NULLS LAST`,
      desc(listings.createdAt),
      asc(listings.id),
    )
    .limit(limit);
  if (rows.length === 0) return [];

  const images = await imagesByListing(db, { listingIds: rows.map((row) => row.id), appUrl });
  return rows.map((row) => ({
    ...row,
    images: (images.get(row.id) ?? []).map(({ url, isPrimary, placeholder }) => ({
      url,
      isPrimary,
      placeholder,
    })),
  }));
}
