import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { favorites, listings } from "@/db/schema";
import { notFound } from "@/lib/errors";

const MAX_ATTEMPTS = 5;

export interface ToggleFavoriteParams {
  userId: string;
  listingId: string;
}

/**
 * Adds the listing to the user's favorites, or removes it when present. The insert is
 * `on conflict do nothing`, so two racing toggles (a double click) can never create a
 * second row for the pair: one adds, the other then removes.
 */
export async function toggleFavorite(
  db: Database,
  { userId, listingId }: ToggleFavoriteParams,
): Promise<{ favorited: boolean; listing: { id: string; title: string } }> {
  const [listing] = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "PUBLISHED")));
  if (!listing) throw notFound("Listing");

  // Each toggle really flips the pair: when a racing toggle removed the row we saw, add it
  // again rather than report a removal that did not happen.
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const added = await db
      .insert(favorites)
      .values({ userId, listingId })
      .onConflictDoNothing({ target: [favorites.userId, favorites.listingId] })
      .returning({ id: favorites.id });
    if (added.length > 0) return { favorited: true, listing };
    const removed = await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
      .returning({ id: favorites.id });
    if (removed.length > 0) return { favorited: false, listing };
  }
  throw new Error("favorite toggle kept racing");
}
