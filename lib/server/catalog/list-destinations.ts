import { and, asc, count, eq, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { destinations, listings } from "@/db/schema";
import { absoluteUrl } from "./absolute-url";

export interface DestinationSummary {
  id: string;
  name: string;
  slug: string;
  region: string;
  description: string;
  /** Absolute URL. */
  imageUrl: string;
  /** Published listings in the destination's region (and city, when it names one). */
  listingCount: number;
}

export interface ListDestinationsParams {
  appUrl: string;
}

/** Every destination in display order with its published-listing count, in one query. */
export async function listDestinations(
  db: DbOrTx,
  { appUrl }: ListDestinationsParams,
): Promise<DestinationSummary[]> {
  const rows = await db
    .select({
      id: destinations.id,
      name: destinations.name,
      slug: destinations.slug,
      region: destinations.region,
      description: destinations.description,
      imageUrl: destinations.imageUrl,
      listingCount: count(listings.id),
    })
    .from(destinations)
    .leftJoin(
      listings,
      and(
        eq(listings.status, "PUBLISHED"),
        eq(listings.region, destinations.region),
        or(isNull(destinations.city), eq(listings.city, destinations.city)),
      ),
    )
    .groupBy(destinations.id)
    .orderBy(asc(destinations.position), asc(destinations.name));

  return rows.map((row) => ({ ...row, imageUrl: absoluteUrl(appUrl, row.imageUrl) }));
}
