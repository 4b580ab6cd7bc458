import { asc } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { amenities } from "@/db/schema";
import type { AmenityView } from "./get-listing";

/** Every amenity, grouped by category then by name (the choices of the amenities filter). */
export async function listAmenities(db: DbOrTx): Promise<AmenityView[]> {
  return db
    .select({
      id: amenities.id,
      name: amenities.name,
      icon: amenities.icon,
      category: amenities.category,
    })
    .from(amenities)
    .orderBy(asc(amenities.category), asc(amenities.name));
}
