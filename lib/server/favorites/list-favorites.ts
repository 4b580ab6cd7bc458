import { and, count, desc, eq, type Placeholder, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedStatement } from "@/db/prepared";
import { favorites, listings } from "@/db/schema";
import { type PageRequest, totalOfCountedPage } from "@/lib/pagination";
import {
  type ListingImageView,
  listingImagesJson,
  withAbsoluteUrls,
} from "../catalog/listing-images";

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
    ratingAverage: number | null;
    ratingCount: number;
    images: Array<{ url: string; isPrimary: boolean; placeholder: string | null }>;
  };
}

export interface ListFavoritesParams {
  userId: string;
  page: PageRequest;
  appUrl: string;
}

/**
 * The user's favorites of published listings, newest first: one statement reads the page,
 * its listings' images and the number of favorites (a window count); a count runs only for
 * a page past the last.
 */
const favoritesPage = preparedStatement("favorites_page", (db) =>
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
      ratingAverage: listings.ratingAverage,
      ratingCount: listings.ratingCount,
      images: sql<ListingImageView[]>`(${listingImagesJson})`.as("images"),
      matches: sql<number>`count(*) over ()`.mapWith(Number).as("matches"),
    })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(publishedFavoriteOf(sql.placeholder("userId")))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset")),
);

function publishedFavoriteOf(userId: string | Placeholder) {
  return and(eq(favorites.userId, userId), eq(listings.status, "PUBLISHED"));
}

export async function listFavorites(
  db: DbOrTx,
  { userId, page, appUrl }: ListFavoritesParams,
): Promise<{ items: FavoriteView[]; total: number }> {
  const rows = await favoritesPage(db).execute({ userId, limit: page.limit, offset: page.offset });
  const total = await totalOfCountedPage(rows[0]?.matches, page, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(publishedFavoriteOf(userId));
    return counted?.total ?? 0;
  });
  return {
    items: rows.map(({ listingId, createdAt, images, matches: _matches, ...listing }) => ({
      listingId,
      createdAt,
      listing: {
        ...listing,
        images: withAbsoluteUrls(appUrl, images).map(({ url, isPrimary, placeholder }) => ({
          url,
          isPrimary,
          placeholder,
        })),
      },
    })),
    total,
  };
}
