import { between, type SQL, sql } from "drizzle-orm";
import type { Bindable } from "@/db/prepared";
import { listings } from "@/db/schema";
import type { BoundingBox } from "@/lib/schemas/catalog";

/** A listing located inside the area (one without a location never is). */
export function withinBoundingBox({ west, south, east, north }: Bindable<BoundingBox>): SQL {
  return sql`(${between(listings.latitude, south, north)} and ${between(listings.longitude, west, east)})`;
}
