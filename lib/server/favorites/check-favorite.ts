import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { favorites } from "@/db/schema";

export interface IsFavoriteParams {
  userId: string;
  listingId: string;
}

export async function isFavorite(
  db: DbOrTx,
  { userId, listingId }: IsFavoriteParams,
): Promise<boolean> {
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  return row !== undefined;
}

export interface FavoritedAmongParams {
  userId: string;
  listingIds: string[];
}

/** Which of these listings the user has favorited (for hearts on a page of cards). */
export async function favoritedAmong(
  db: DbOrTx,
  { userId, listingIds }: FavoritedAmongParams,
): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.listingId, listingIds)));
  return new Set(rows.map((row) => row.listingId));
}
