import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listingImages } from "@/db/schema";
import { absoluteUrl } from "./absolute-url";

export interface ListingImageView {
  id: string;
  url: string;
  alt: string;
  isPrimary: boolean;
  order: number;
}

/** The images of several listings in one query, in display order, URLs absolute. */
export async function imagesByListing(
  db: DbOrTx,
  listingIds: string[],
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
    })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.listingId), asc(listingImages.order), asc(listingImages.createdAt));
  for (const { listingId, ...image } of rows) {
    const images = byListing.get(listingId) ?? [];
    images.push({ ...image, url: absoluteUrl(image.url) });
    byListing.set(listingId, images);
  }
  return byListing;
}
