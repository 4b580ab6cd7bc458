import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import type { RegionPlaces } from "@/lib/place-names";

export type { RegionPlaces };

/** The regions and cities that have published listings, alphabetically, in one query. */
export async function listPlaces(db: DbOrTx): Promise<RegionPlaces[]> {
  const rows = await db
    .selectDistinct({ region: listings.region, city: listings.city })
    .from(listings)
    .where(eq(listings.status, "PUBLISHED"))
    .orderBy(asc(listings.region), asc(listings.city));
  const byRegion = new Map<string, string[]>();
  for (const { region, city } of rows) {
    const cities = byRegion.get(region) ?? [];
    cities.push(city);
    byRegion.set(region, cities);
  }
  return [...byRegion].map(([region, cities]) => ({ region, cities }));
}
