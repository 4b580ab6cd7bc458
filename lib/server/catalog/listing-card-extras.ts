import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import type { ListingType, PriceUnit } from "@/lib/enums";

export interface ListingCardExtras {
  type: ListingType;
  priceUnit: PriceUnit;
  city: string;
  area: string;
  latitude: number | null;
  longitude: number | null;
  ratingAverage: number | null;
  ratingCount: number;
}

export interface CardExtrasOfParams {
  listingIds: string[];
}

/**
 * The card fields that the favorites and search results leave out (type, price unit, city,
 * the location for the map, the rating), for a whole page of listings in one query.
 */
export async function cardExtrasOf(
  db: DbOrTx,
  { listingIds }: CardExtrasOfParams,
): Promise<Map<string, ListingCardExtras>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      type: listings.type,
      priceUnit: listings.priceUnit,
      city: listings.city,
      area: listings.area,
      latitude: listings.latitude,
      longitude: listings.longitude,
      ratingAverage: listings.ratingAverage,
      ratingCount: listings.ratingCount,
    })
    .from(listings)
    .where(inArray(listings.id, listingIds));
  return new Map(rows.map(({ id, ...extras }) => [id, extras]));
}
