// What a map of listings shows, and the area a "Search this area" sends: plain data and
// helpers, safe on the server and in the browser.

import { formatGhs } from "@/lib/money-format";
import type { BoundingBox } from "@/lib/schemas/catalog";

/** One listing on a map: a price pill at its location, named for screen readers. */
export interface MapMarker {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  /** "GH₵ 450" */
  price: string;
  /** The listing page (with the chosen dates, if any). */
  href: string;
}

interface Located {
  id: string;
  title: string;
  priceGHS: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** The markers of the listings that have a location, in the order given. */
export function markersOf<T extends Located>(items: T[], hrefOf: (item: T) => string): MapMarker[] {
  return items.flatMap((item) =>
    item.latitude == null || item.longitude == null
      ? []
      : [
          {
            id: item.id,
            title: item.title,
            latitude: item.latitude,
            longitude: item.longitude,
            price: formatGhs(item.priceGHS),
            href: hrefOf(item),
          },
        ],
  );
}

/** The marker's accessible name: its price, then the listing ("GH₵ 450, Labadi Beach Villa"). */
export function markerName(marker: MapMarker): string {
  return `${marker.price}, ${marker.title}`;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
/** Five decimals: about a metre, and a short address. */
const degrees = (value: number) => String(Number(value.toFixed(5)));

/**
 * The `bbox` param of an area (west,south,east,north), kept within the world's ±180/±90 (a
 * map scrolled past the antimeridian reports longitudes beyond it).
 */
export function bboxParam({ west, south, east, north }: BoundingBox): string {
  return [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)]
    .map(degrees)
    .join(",");
}

/** The address of the same page with the area as its `bbox`, from its first page. */
export function withArea(current: string, area: BoundingBox): string {
  const url = new URL(current, "http://localhost");
  url.searchParams.set("bbox", bboxParam(area));
  url.searchParams.delete("page");
  return `${url.pathname}?${url.searchParams.toString()}`;
}
