import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { favorites, listings } from "@/db/schema";
import type { PageRequest } from "@/lib/api/pagination";
import { imagesByListing } from "../catalog/listing-images";

export interface FavoriteView {
  listingId: string;
  createdAt: Date;
  listing: {
    id: string;
    title: string;
    slug: string;
    region: string;
    city: string;
    priceGHS: string;
    bedrooms: number;
    maxGuests: number;
    images: Array<{ url: string; isPrimary: boolean }>;
  };
}

/** The user's favorites of published listings, newest first. */
export async function listFavorites(
  db: DbOrTx,
  userId: string,
  page: PageRequest,
): Promise<{ items: FavoriteView[]; total: number }> {
  const where = and(eq(favorites.userId, userId), eq(listings.status, "PUBLISHED"));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        listingId: favorites.listingId,
        createdAt: favorites.createdAt,
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        region: listings.region,
        city: listings.city,
        priceGHS: listings.priceGhs,
        bedrooms: listings.bedrooms,
        maxGuests: listings.maxGuests,
      })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(where),
  ]);
  const images = await imagesByListing(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ listingId, createdAt, ...listing }) => ({
      listingId,
      createdAt,
      listing: {
        ...listing,
        images: (images.get(listing.id) ?? []).map(({ url, isPrimary }) => ({ url, isPrimary })),
      },
    })),
    total: totals?.total ?? 0,
  };
}
