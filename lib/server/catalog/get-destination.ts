import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { destinations } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { absoluteUrl } from "./absolute-url";
import type { ListingFilters } from "./listing-filters";

export interface DestinationDetail {
  id: string;
  name: string;
  slug: string;
  region: string;
  /** Set when the destination is one city of its region; null for a whole region. */
  city: string | null;
  description: string;
  /** Absolute URL. */
  imageUrl: string;
}

export interface GetDestinationParams {
  slug: string;
  appUrl: string;
}

/** One destination by slug; NOT_FOUND when there is none. */
export async function getDestination(
  db: DbOrTx,
  { slug, appUrl }: GetDestinationParams,
): Promise<DestinationDetail> {
  const [row] = await db
    .select({
      id: destinations.id,
      name: destinations.name,
      slug: destinations.slug,
      region: destinations.region,
      city: destinations.city,
      description: destinations.description,
      imageUrl: destinations.imageUrl,
    })
    .from(destinations)
    .where(eq(destinations.slug, slug));
  if (!row) throw notFound("Destination");
  return { ...row, imageUrl: absoluteUrl(appUrl, row.imageUrl) };
}

/** The listing filters that select a destination's listings: its region, and its city if any. */
export function destinationFilters(destination: DestinationDetail): ListingFilters {
  return destination.city
    ? { region: destination.region, city: destination.city }
    : { region: destination.region };
}
