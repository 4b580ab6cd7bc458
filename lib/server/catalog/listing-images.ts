import { asc, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listingImages, listings } from "@/db/schema";
import { absoluteUrl } from "./absolute-url";

export interface ListingImageView {
  id: string;
  url: string;
  alt: string;
  isPrimary: boolean;
  order: number;
  /** A tiny blurred preview as a data: URL, shown until the image loads; null when unknown. */
  placeholder: string | null;
}

export interface ImagesByListingParams {
  listingIds: string[];
  /** The app's URL (APP_URL), on which stored image paths become absolute. */
  appUrl: string;
}

/** The images of several listings in one query, in display order, URLs absolute. */
export async function imagesByListing(
  db: DbOrTx,
  { listingIds, appUrl }: ImagesByListingParams,
): Promise<Map<string, ListingImageView[]>> {
  const byListing = new Map<string, ListingImageView[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .select({
      listingId: listingImages.listingId,
      id: listingImages.id,
      url: listingImages.url,
      alt: listingImages.alt,
      isPrimary: listingImages.isPrimary,
      order: listingImages.order,
      placeholder: listingImages.placeholder,
    })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.listingId), asc(listingImages.order), asc(listingImages.createdAt));
  for (const { listingId, ...image } of rows) {
    const images = byListing.get(listingId) ?? [];
    images.push({ ...image, url: absoluteUrl(appUrl, image.url) });
    byListing.set(listingId, images);
  }
  return byListing;
}

/**
 * The images of the listing of the surrounding query, in display order, as one JSON array:
 * `(${listingImagesJson})` in a select list reads them with the listing.
 */
export const listingImagesJson = sql`select coalesce(json_agg(json_build_object('id', ${listingImages.id}, 'url', ${listingImages.url}, 'alt', ${listingImages.alt}, 'isPrimary', ${listingImages.isPrimary}, 'order', ${listingImages.order}, 'placeholder', ${listingImages.placeholder}) order by ${listingImages.order}, ${listingImages.createdAt}), '[]') from ${listingImages} where ${listingImages.listingId} = ${listings.id}`;

/** Images read as JSON, with their URLs made absolute on the app's URL. */
export function withAbsoluteUrls(appUrl: string, images: ListingImageView[]): ListingImageView[] {
  return images.map((image) => ({ ...image, url: absoluteUrl(appUrl, image.url) }));
}
