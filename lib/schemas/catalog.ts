import { z } from "zod";
import { paginationQuery } from "@/lib/schemas/pagination";
import { LISTING_TYPES } from "../enums";
import { MAX_ADULTS, MAX_CHILDREN } from "../guest-limits";
import {
  decimalQuery,
  isoDate,
  recordId,
  refineStay,
  searchableText,
  wholeNumberQuery,
} from "./common";

export const LISTING_SORTS = ["price_asc", "price_desc", "newest", "popular", "rating"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** More is never a real search (the catalogue has 29 amenities; a listing has 3 to 8). */
export const MAX_AMENITY_FILTERS = 15;

export const amenityIdList = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(recordId).max(MAX_AMENITY_FILTERS));

/** A map's visible area, in degrees: west and east longitudes, south and north latitudes. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const DEGREES = String.raw`-?\d{1,3}(\.\d{1,10})?`;

/**
 * `west,south,east,north` (GeoJSON's order, Leaflet's `toBBoxString()`): latitudes within
 * ±90 with south ≤ north, longitudes within ±180 with west ≤ east (an area across the
 * antimeridian is not one Ghana needs).
 */
export const boundingBox = z
  .string()
  .regex(new RegExp(`^${DEGREES}(,${DEGREES}){3}$`), "must be west,south,east,north in degrees")
  .transform((value, context): BoundingBox => {
    const [west = 0, south = 0, east = 0, north = 0] = value.split(",").map(Number);
    const latitudes = Math.abs(south) <= 90 && Math.abs(north) <= 90 && south <= north;
    const longitudes = Math.abs(west) <= 180 && Math.abs(east) <= 180 && west <= east;
    if (!latitudes || !longitudes) {
      context.addIssue({
        code: "custom",
        message:
          "must be west,south,east,north: longitudes within ±180 with west ≤ east, latitudes within ±90 with south ≤ north",
        params: { constraint: "bbox" },
      });
      return z.NEVER;
    }
    return { west, south, east, north };
  });

export const listListingsQuery = z
  .object({
    type: z.enum(LISTING_TYPES).optional(),
    region: searchableText(100).optional(),
    city: searchableText(100).optional(),
    minPrice: decimalQuery.optional(),
    maxPrice: decimalQuery.optional(),
    bedrooms: wholeNumberQuery(0, 50).optional(),
    guests: wholeNumberQuery(1, 100).optional(),
    amenities: amenityIdList.optional(),
    checkIn: isoDate.optional(),
    checkOut: isoDate.optional(),
    bbox: boundingBox.optional(),
    minRating: z
      .string()
      .regex(/^[1-5](\.\d)?$/, "must be a rating from 1 to 5, with at most one decimal")
      .transform(Number)
      .refine((rating) => rating <= 5, {
        message: "must be at most 5",
        params: { constraint: "max" },
      })
      .optional(),
    sort: z.enum(LISTING_SORTS).default("newest"),
    ...paginationQuery({ defaultLimit: 20, maxLimit: 50 }),
  })
  .superRefine(refineStay)
  .superRefine((query, context) => {
    if (query.minPrice && query.maxPrice && Number(query.minPrice) > Number(query.maxPrice)) {
      context.addIssue({
        code: "custom",
        path: ["maxPrice"],
        message: "maxPrice must not be below minPrice",
        params: { constraint: "min_price" },
      });
    }
  });

export const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/, "must be a listing slug"),
});

export const availabilityQuery = z
  .object({
    checkIn: isoDate,
    checkOut: isoDate,
    adults: wholeNumberQuery(1, MAX_ADULTS)
      .optional()
      .describe("The party to price (and, for an activity, to find spots for); default 1"),
    children: wholeNumberQuery(0, MAX_CHILDREN).optional().describe("Default 0"),
  })
  .superRefine(refineStay);

export const featuredQuery = z.object({
  type: z.enum(LISTING_TYPES).optional(),
  limit: paginationQuery({ defaultLimit: 6, maxLimit: 12 }).limit,
});

export const searchQuery = z.object({
  q: searchableText(100),
  type: z.enum(LISTING_TYPES).optional(),
  limit: paginationQuery({ defaultLimit: 10, maxLimit: 20 }).limit,
});

export const toggleFavoriteBody = z.strictObject({ listingId: recordId });
export const listingIdParams = z.object({ listingId: recordId });
export const favoritesQuery = z.object(paginationQuery({ defaultLimit: 20, maxLimit: 50 }));
