import Link from "next/link";
import { LISTING_TYPE_LABELS } from "@/components/format/labels";
import { stayRange } from "@/lib/date-format";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { plural } from "@/lib/words";
import { hrefWith, type QueryParams } from "./listing-query";

interface Chip {
  key: string;
  label: string;
  href: string;
}

const TYPE_PLURALS: Record<ListingType, string> = {
  ACCOMMODATION: "Stays",
  ACTIVITY: "Activities",
  EXPERIENCE: "Experiences",
};

function without(params: QueryParams, ...keys: string[]): QueryParams {
  const rest = { ...params };
  for (const key of keys) delete rest[key];
  delete rest.page;
  return rest;
}

/** One removable chip per applied filter (one per amenity; the two dates together). */
export function filterChips(
  params: QueryParams,
  amenityNames: Map<string, string>,
  path = "/listings",
): Chip[] {
  const chips: Chip[] = [];
  const link = (rest: QueryParams) => hrefWith(path, rest);
  if (params.type) {
    const type = params.type as ListingType;
    chips.push({
      key: "type",
      label: TYPE_PLURALS[type] ?? LISTING_TYPE_LABELS[type],
      href: link(without(params, "type")),
    });
  }
  if (params.checkIn && params.checkOut) {
    chips.push({
      key: "dates",
      label: stayRange(params.checkIn, params.checkOut),
      href: link(without(params, "checkIn", "checkOut")),
    });
  }
  if (params.guests) {
    const guests = Number(params.guests);
    chips.push({
      key: "guests",
      label: `${plural(guests, "guest")}`,
      href: link(without(params, "guests")),
    });
  }
  if (params.bbox) {
    chips.push({ key: "bbox", label: "Map area", href: link(without(params, "bbox")) });
  }
  if (params.region) {
    chips.push({ key: "region", label: params.region, href: link(without(params, "region")) });
  }
  if (params.city) {
    chips.push({ key: "city", label: params.city, href: link(without(params, "city")) });
  }
  if (params.minPrice) {
    chips.push({
      key: "minPrice",
      label: `From ${formatGhs(params.minPrice)}`,
      href: link(without(params, "minPrice")),
    });
  }
  if (params.maxPrice) {
    chips.push({
      key: "maxPrice",
      label: `Up to ${formatGhs(params.maxPrice)}`,
      href: link(without(params, "maxPrice")),
    });
  }
  if (params.bedrooms) {
    const bedrooms = Number(params.bedrooms);
    chips.push({
      key: "bedrooms",
      label: `${bedrooms}+ bedroom${bedrooms === 1 ? "" : "s"}`,
      href: link(without(params, "bedrooms")),
    });
  }
  const ids = params.amenities ? params.amenities.split(",") : [];
  for (const amenityId of ids) {
    const rest = ids.filter((other) => other !== amenityId);
    chips.push({
      key: `amenity-${amenityId}`,
      label: amenityNames.get(amenityId) ?? "Amenity",
      href: link({ ...without(params, "amenities"), amenities: rest.join(",") }),
    });
  }
  return chips;
}

interface ActiveFiltersProps {
  chips: Chip[];
  /** Where "Clear all" leads; no such link when absent. */
  clearHref?: string;
}

/** The applied filters as chips, each a link that removes it, and a link that clears them all. */
export function ActiveFilters({ chips, clearHref }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Applied filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className="inline-flex items-center gap-1.5 rounded-full border border-forest-200 bg-forest-50 py-1.5 pr-2.5 pl-3.5 text-sm font-semibold text-forest-800 transition hover:border-forest-600 hover:bg-forest-100 focus-visible:outline-3 focus-visible:outline-gold-600"
            >
              <span className="sr-only">Remove filter: </span>
              {chip.label}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4 fill-none stroke-current"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d="m6 6 8 8m0-8-8 8" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {clearHref ? (
        <Link
          href={clearHref}
          className="rounded-lg px-2 py-1.5 text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-gold-600"
        >
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
