import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import { listingSlug, randomSlugSuffix, withSuffix } from "@/lib/slug";

export interface UniqueListingSlugParams {
  title: string;
  city: string;
  /** The listing being renamed, whose own slug does not count as taken. */
  exceptId?: string;
}

/** A slug from the title and city, made unique with a short suffix when taken. */
export async function uniqueListingSlug(
  db: DbOrTx,
  { title, city, exceptId }: UniqueListingSlugParams,
) {
  const base = listingSlug(title, city);
  for (
    let candidate = base, attempt = 0;
    attempt < 10;
    attempt++, candidate = withSuffix(base, randomSlugSuffix())
  ) {
    const taken = await db
      .select({ id: listings.id })
      .from(listings)
      .where(
        exceptId
          ? and(eq(listings.slug, candidate), ne(listings.id, exceptId))
          : eq(listings.slug, candidate),
      );
    if (taken.length === 0) return candidate;
  }
  throw new Error("could not find a free slug");
}
