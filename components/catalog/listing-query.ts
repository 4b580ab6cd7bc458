// The catalogue's URL state: search params in, links out. Plain helpers, safe on the client
// (no zod here; the forgiving parse of /listings lives in parse-listing-params.ts).

export type RawSearchParams = Record<string, string | string[] | undefined>;
export type QueryParams = Record<string, string>;

/** The filter fields of /listings, in the order they appear in the address. */
export const FILTER_KEYS = [
  "type",
  "region",
  "city",
  "minPrice",
  "maxPrice",
  "bedrooms",
  "guests",
  "amenities",
  "checkIn",
  "checkOut",
  "bbox",
] as const;

/**
 * Search params as one trimmed string each: the first of repeated values, except `amenities`,
 * whose repeated values (a plain form's checkboxes) are joined with commas. Empty values are
 * dropped, so a submitted form with blank fields means "no filter".
 */
export function normalizeParams(raw: RawSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) continue;
    const joined = key === "amenities" ? values.join(",") : values[0];
    if (joined) params[key] = joined;
  }
  return params;
}

/** `path?a=1&b=2` from the defined, non-empty values, in the order given. */
export function hrefWith(
  path: string,
  params: Record<string, string | number | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A `page` param as a page number: a whole number from 1, anything else is page 1. */
export function pageNumber(value: string | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
