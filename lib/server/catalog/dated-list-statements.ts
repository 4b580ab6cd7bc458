import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { placeholders, preparedStatement } from "@/db/prepared";
import {
  type BoundListingFilters,
  boundConditions,
  type ListingFilters,
  type StayBinding,
  stayBinding,
} from "./listing-filters";
import { boundListingQueries, type ListingQueriesParams } from "./listing-queries";

// A list with dates is read afresh on every request (its holds change with every booking), so
// its statements are prepared per shape of filters: rendered once per process, parsed once per
// connection, planned by PostgreSQL's plan cache (docs/decisions.md, "A list with dates is
// prepared"). A list without dates is remembered for 30 s and runs as an unnamed statement.

type OptionalFilter = Exclude<keyof ListingFilters, "checkIn" | "checkOut">;

/** Every filter but the dates: the type makes a filter added to ListingFilters be added here. */
const OPTIONAL_FILTERS = Object.keys({
  type: true,
  region: true,
  city: true,
  minPrice: true,
  maxPrice: true,
  bedrooms: true,
  guests: true,
  amenities: true,
  bbox: true,
  minRating: true,
} satisfies Record<OptionalFilter, true>) as OptionalFilter[];

/**
 * Shapes prepared per process at most: ten optional filters, five sorts and one to seven words
 * of nights make 35,840 shapes, each a statement on every connection. Later shapes run unnamed.
 */
export const MAX_PREPARED_LIST_SHAPES = 64;

/** The placeholder of each side of the map's area. */
const BBOX_SIDES = [
  ["west", "bboxWest"],
  ["south", "bboxSouth"],
  ["east", "bboxEast"],
  ["north", "bboxNorth"],
] as const;

function placeholderFilters(present: OptionalFilter[], words: number): BoundListingFilters {
  const filters: Record<string, unknown> = Object.fromEntries(
    present.filter((key) => key !== "bbox").map((key) => [key, sql.placeholder(key)]),
  );
  if (present.includes("bbox")) {
    filters.bbox = Object.fromEntries(
      BBOX_SIDES.map(([side, name]) => [side, sql.placeholder(name)]),
    );
  }
  const stay: BoundListingFilters["stay"] = {
    ...placeholders("checkIn", "checkOut", "firstNightEnd", "party"),
    stayMasks: Array.from({ length: words }, (_, i) => ({
      word: sql.placeholder(`word${i}`),
      mask: sql.placeholder(`mask${i}`),
    })),
    firstNightMasks: [{ word: sql.placeholder("firstWord"), mask: sql.placeholder("firstMask") }],
  };
  return { ...(filters as BoundListingFilters), stay };
}

function valuesOf(
  filters: ListingFilters,
  present: OptionalFilter[],
  stay: StayBinding,
  page: ListingQueriesParams["page"],
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    firstNightEnd: stay.firstNightEnd,
    party: stay.party,
    firstWord: stay.firstNightMasks[0]?.word,
    firstMask: stay.firstNightMasks[0]?.mask,
    limit: page.limit,
    offset: page.offset,
  };
  stay.stayMasks.forEach(({ word, mask }, i) => {
    values[`word${i}`] = word;
    values[`mask${i}`] = mask;
  });
  for (const key of present) {
    if (key !== "bbox") values[key] = filters[key];
  }
  if (filters.bbox) {
    for (const [side, name] of BBOX_SIDES) values[name] = filters.bbox[side];
  }
  return values;
}

/**
 * The shape of a list with dates (which filters are given, the sort, how many words of the
 * bitmap its nights span): its name, its queries with placeholders, and the values to run them
 * with. Undefined for a list without dates.
 */
export function datedListShape({ filters, sort, page }: ListingQueriesParams) {
  const stay = stayBinding(filters);
  if (!stay) return undefined;
  // Given as `boundConditions` reads them: an empty text or amenity list is no filter.
  const present = OPTIONAL_FILTERS.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "";
  });
  const words = stay.stayMasks.length;
  return {
    name: ["listings", sort, ...present, `${words}w`].join("_").toLowerCase(),
    queries: (db: DbOrTx) =>
      boundListingQueries(db, {
        conditions: boundConditions(placeholderFilters(present, words)),
        sort,
        bounds: placeholders("limit", "offset"),
      }),
    values: valuesOf(filters, present, stay, page),
  };
}

type DatedListShape = NonNullable<ReturnType<typeof datedListShape>>;

const preparedShape = ({ name, queries }: DatedListShape) => ({
  page: preparedStatement(`${name}_page`, (db) => queries(db).page),
  count: preparedStatement(`${name}_count`, (db) => queries(db).count),
});

const preparedShapes = new Map<string, ReturnType<typeof preparedShape>>();

/**
 * A list with dates run as the prepared page and count statements of its shape; undefined for
 * a list without dates, or once the process has prepared its share of shapes.
 */
export function preparedDatedList(db: DbOrTx, query: ListingQueriesParams) {
  const shape = datedListShape(query);
  if (!shape) return undefined;
  let statements = preparedShapes.get(shape.name);
  if (!statements) {
    if (preparedShapes.size >= MAX_PREPARED_LIST_SHAPES) return undefined;
    statements = preparedShape(shape);
    preparedShapes.set(shape.name, statements);
  }
  return {
    page: statements.page(db).execute(shape.values),
    count: statements.count(db).execute(shape.values),
  };
}
