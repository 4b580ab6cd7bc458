import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { destinations, listings } from "@/db/schema";

/** Every public page worth indexing: published listings and destinations. */
export async function sitemapEntries(db: DbOrTx) {
  const [listingRows, destinationRows] = await Promise.all([
    db
      .select({ slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(eq(listings.status, "PUBLISHED"))
      .orderBy(asc(listings.slug)),
    db.select({ slug: destinations.slug }).from(destinations).orderBy(asc(destinations.position)),
  ]);
  return { listings: listingRows, destinations: destinationRows };
}
