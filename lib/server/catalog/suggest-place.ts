import type { DbOrTx } from "@/db/client";
import { type NamedPlace, nearestPlace } from "@/lib/place-names";
import { listPlaces } from "./list-places";

export interface SuggestPlaceParams {
  q: string;
}

/**
 * The region or city with listings that the search text nearly spells, for the search
 * pages' "Did you mean Cape Coast?"; null when it names one exactly or none is near.
 */
export async function suggestPlace(
  db: DbOrTx,
  { q }: SuggestPlaceParams,
): Promise<NamedPlace | null> {
  return nearestPlace(q, await listPlaces(db));
}
