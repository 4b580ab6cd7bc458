// Recognising a place in what a visitor typed: exactly (the home search's "Where" becomes a
// region or city filter) or nearly (the search pages' "Did you mean Cape Coast?").

import { editDistance, typoAllowance } from "./spelling";

export interface RegionPlaces {
  region: string;
  cities: string[];
}

/** The filter a place name stands for. */
export type PlaceFilter = { region: string } | { city: string };

export interface NamedPlace {
  name: string;
  filter: PlaceFilter;
}

/** Lower case, any run of spaces and punctuation one space: "  Cape-Coast " → "cape coast". */
export function placeKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function namedPlaces(places: RegionPlaces[]): NamedPlace[] {
  return places.flatMap(({ region, cities }) => [
    { name: region, filter: { region } },
    ...cities.map((city) => ({ name: city, filter: { city } })),
  ]);
}

/** The region or city the text names (any case, spacing or punctuation), else null. */
export function placeNamed(text: string, places: RegionPlaces[]): NamedPlace | null {
  const key = placeKey(text);
  if (!key) return null;
  return namedPlaces(places).find((place) => placeKey(place.name) === key) ?? null;
}

/**
 * The region or city the text nearly spells ("Cape Cost" → Cape Coast, "Acra" → Accra), the
 * closest first, null when the text names a place exactly or none is near enough (the
 * allowance of lib/spelling.ts, by the length of what was typed).
 */
export function nearestPlace(text: string, places: RegionPlaces[]): NamedPlace | null {
  const key = placeKey(text);
  const allowance = typoAllowance(key.replace(/ /g, "").length);
  if (allowance === 0 || placeNamed(text, places)) return null;
  let best: { place: NamedPlace; distance: number } | null = null;
  for (const place of namedPlaces(places)) {
    const name = placeKey(place.name);
    if (Math.abs(name.length - key.length) > allowance) continue;
    const distance = editDistance(key, name);
    if (distance <= allowance && (!best || distance < best.distance)) best = { place, distance };
  }
  return best?.place ?? null;
}
