import { z } from "zod";
import { price } from "@/lib/schemas/admin-listings";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { amenityIdList, boundingBox, MAX_AMENITY_FILTERS } from "@/lib/schemas/catalog";
import { isoDate, recordId } from "@/lib/schemas/common";
import type { JsonSchema } from "./types";

/**
 * What JSON Schema cannot learn from these request schemas: the rule of a refinement, or a
 * regex flag (a JSON Schema pattern has none, so `/…/i` would come out stricter than it is).
 */
const RULES_ZOD_CANNOT_EXPRESS = new Map<z.core.$ZodType, JsonSchema>([
  [recordId, { pattern: "^[A-Za-z0-9]{1,64}$" }],
  [isoDate, { format: "date" }],
  [bookingReferenceParams.shape.reference, { pattern: "^BK-[A-Z2-9]{8}$" }],
  [price, { multipleOf: 0.01 }],
  [
    boundingBox,
    {
      description:
        "A map's visible area: west,south,east,north in degrees (longitudes within ±180 with west ≤ east, latitudes within ±90 with south ≤ north); only listings with a location inside it",
    },
  ],
  [
    amenityIdList,
    {
      pattern: "^[\\sA-Za-z0-9,]*$",
      description: `Amenity ids separated by commas, at most ${MAX_AMENITY_FILTERS}; a listing must have them all`,
    },
  ],
]);

function override({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodType;
  jsonSchema: JsonSchema;
}) {
  Object.assign(jsonSchema, RULES_ZOD_CANNOT_EXPRESS.get(zodSchema));
  // z.number().int() means a safe integer; the bounds that says are noise to a reader.
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
}

const COMPONENT_PREFIX = "#/components/schemas/";

function pointRefsAtComponents<T>(value: T): T {
  if (Array.isArray(value)) return value.map(pointRefsAtComponents) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === "$ref" && typeof entry === "string"
        ? entry.replace("#/$defs/", COMPONENT_PREFIX)
        : pointRefsAtComponents(entry),
    ]),
  ) as T;
}

/**
 * Converts zod schemas with `z.toJSONSchema` (draft 2020-12, OpenAPI 3.1's dialect). Schemas
 * marked `.meta({ id })` are gathered once as components and referenced from everywhere else.
 * Requests are documented as their input type (a query's `page` is the string sent, not the
 * number parsed), responses as their output.
 */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      override,
    });
    for (const [id, definition] of Object.entries($defs ?? {})) {
      this.components[id] = pointRefsAtComponents(definition);
    }
    return pointRefsAtComponents(json);
  }
}
