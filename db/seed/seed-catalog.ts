import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { amenities, destinations } from "../schema";
import { AMENITIES } from "./amenities";
import { DESTINATIONS } from "./destinations";
import { sceneUrl } from "./scenes";

export interface SeededAmenities {
  /** Amenity id by name. */
  ids: Map<string, string>;
  created: number;
}

export async function seedAmenities(db: DbOrTx): Promise<SeededAmenities> {
  const inserted = await db
    .insert(amenities)
    .values(AMENITIES)
    .onConflictDoNothing({ target: amenities.name })
    .returning({ id: amenities.id });
  const rows = await db
    .select({ id: amenities.id, name: amenities.name })
    .from(amenities)
    .where(
      inArray(
        amenities.name,
        AMENITIES.map((a) => a.name),
      ),
    );
  return { ids: new Map(rows.map((a) => [a.name, a.id])), created: inserted.length };
}

export async function seedDestinations(db: DbOrTx, now: Date): Promise<number> {
  const inserted = await db
    .insert(destinations)
    .values(
      DESTINATIONS.map(({ image, ...d }) => ({ ...d, imageUrl: sceneUrl(image), createdAt: now })),
    )
    .onConflictDoNothing({ target: destinations.slug })
    .returning({ id: destinations.id });
  return inserted.length;
}
