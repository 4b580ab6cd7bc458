import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonClass } from "@/components/button-styles";
import { ActiveFilters, filterChips } from "@/components/catalog/active-filters";
import { AmenityChoices } from "@/components/catalog/amenity-choices";
import { EmptyState } from "@/components/catalog/empty-state";
import { FilterPanel } from "@/components/catalog/filter-panel";
import { BedroomsField, PriceFields, TypeChoices } from "@/components/catalog/filter-static-fields";
import { type ChosenStay, ListingGrid } from "@/components/catalog/listing-grid";
import {
  FILTER_KEYS,
  hrefWith,
  normalizeParams,
  type QueryParams,
  type RawSearchParams,
} from "@/components/catalog/listing-query";
import { Pagination } from "@/components/catalog/pagination";
import { parseListingParams } from "@/components/catalog/parse-listing-params";
import { SortSelect } from "@/components/catalog/sort-select";
import { MapAndList } from "@/components/map/map-and-list";
import { markersOf } from "@/components/map/map-marker";
import { getDb } from "@/db/client";
import { currentUser } from "@/lib/api/session";
import { stayRange } from "@/lib/date-format";
import { addDays, daysBetween, MAX_STAY_NIGHTS, todayUtc } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";
import { pageRequest } from "@/lib/pagination";
import { placeNamed } from "@/lib/place-names";
import { config, mapTiles } from "@/lib/platform/config";
import { cachedListListings } from "@/lib/server/catalog/cached-reads";
import { listAmenities } from "@/lib/server/catalog/list-amenities";
import { listPlaces } from "@/lib/server/catalog/list-places";
import type { ListingFilters } from "@/lib/server/catalog/listing-filters";
import { favoritedAmong } from "@/lib/server/favorites/check-favorite";
import { plural } from "@/lib/words";

// Rendered per request from the database.
export const dynamic = "force-dynamic";

const PAGE_SIZE = 12;

const TYPE_TITLES: Record<ListingType, string> = {
  ACCOMMODATION: "Stays",
  ACTIVITY: "Activities",
  EXPERIENCE: "Experiences",
};

const TYPE_NOUNS: Record<ListingType, [string, string]> = {
  ACCOMMODATION: ["stay", "stays"],
  ACTIVITY: ["activity", "activities"],
  EXPERIENCE: ["experience", "experiences"],
};

interface ListingsPageProps {
  searchParams: Promise<RawSearchParams>;
}

function typeOf(value: string | undefined): ListingType | undefined {
  return value && value in TYPE_TITLES ? (value as ListingType) : undefined;
}

export async function generateMetadata({ searchParams }: ListingsPageProps): Promise<Metadata> {
  const type = typeOf(normalizeParams(await searchParams).type);
  return { title: type ? TYPE_TITLES[type] : "Stays, activities and experiences" };
}

function omit(params: QueryParams, key: string): QueryParams {
  const rest = { ...params };
  delete rest[key];
  return rest;
}

/** Only the params this page understands, in a stable order (links and the form's key). */
function canonical(params: QueryParams): QueryParams {
  const result: QueryParams = {};
  for (const key of [...FILTER_KEYS, "sort", "page"]) {
    const value = params[key];
    if (value) result[key] = value;
  }
  if (result.sort === "newest") delete result.sort;
  if (result.page === "1") delete result.page;
  return result;
}

export default async function ListingsPage({ searchParams }: ListingsPageProps) {
  const incoming = normalizeParams(await searchParams);
  const db = getDb();
  const [places, amenities, user] = await Promise.all([
    listPlaces(db),
    listAmenities(db),
    currentUser(),
  ]);

  // The home search sends a free-text "where": a region or city becomes that filter, and
  // anything else is the text search (lib/place-names.ts; /search keeps the dates and guests
  // as filters and suggests a place the text nearly spells).
  const { q, ...rest } = incoming;
  let params = rest;
  if (q) {
    const place = placeNamed(q, places)?.filter;
    if (!place) {
      redirect(
        hrefWith("/search", {
          q,
          checkIn: incoming.checkIn,
          checkOut: incoming.checkOut,
          guests: incoming.guests,
        }),
      );
    }
    params = { ...rest, ...place };
  }

  const { query, applied, notes } = parseListingParams(canonical(params));
  const today = todayUtc();
  const appliedParams = canonical(applied);
  const filters: ListingFilters = {
    type: query.type,
    region: query.region,
    city: query.city,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    bedrooms: query.bedrooms,
    guests: query.guests,
    amenities: query.amenities,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    bbox: query.bbox,
  };
  const page = query.page;
  const { items, total } = await cachedListListings(db, {
    filters,
    sort: query.sort,
    page: pageRequest(page, PAGE_SIZE),
    appUrl: config().appUrl,
    maxAgeSeconds: config().CATALOG_CACHE_SECONDS,
  });
  const saved = user
    ? await favoritedAmong(db, { userId: user.id, listingIds: items.map((item) => item.id) })
    : new Set<string>();

  const stay: ChosenStay | undefined =
    query.checkIn && query.checkOut
      ? {
          checkIn: query.checkIn,
          checkOut: query.checkOut,
          nights: daysBetween(query.checkIn, query.checkOut),
          guests: query.guests,
        }
      : undefined;

  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filterParams = omit(appliedParams, "page");
  const filtersOnly = omit(filterParams, "sort");
  const amenityNames = new Map(amenities.map((amenity) => [amenity.id, amenity.name]));
  const chips = filterChips(filterParams, amenityNames);
  const clearHref = hrefWith("/listings", { sort: filterParams.sort });

  const where = query.city ?? query.region;
  const heading = `${query.type ? TYPE_TITLES[query.type] : "Stays, activities and experiences"}${
    where ? ` in ${where}` : ""
  }`;
  const [one, many] = query.type ? TYPE_NOUNS[query.type] : ["listing", "listings"];
  const countText = plural(total, one, many);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 sm:pt-10 lg:px-8">
      <header className="mb-6 sm:mb-8">
        <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link href="/" className="rounded hover:text-ink-900 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-ink-900">
              Listings
            </li>
          </ol>
        </nav>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-2 text-ink-600">
          {stay
            ? `${countText} available ${stayRange(stay.checkIn, stay.checkOut)} · prices include fees and taxes`
            : `${countText} across Ghana, priced in cedis`}
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <aside
          aria-label="Filters"
          className="mb-6 lg:sticky lg:top-24 lg:-mx-2 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:px-2 lg:[scrollbar-width:thin]"
        >
          <FilterPanel
            key={hrefWith("/listings", filtersOnly)}
            values={filtersOnly}
            sort={query.sort}
            places={places}
            typeField={<TypeChoices value={filtersOnly.type} />}
            today={today}
            lastDay={addDays(today, MAX_STAY_NIGHTS)}
            activeCount={chips.length}
          >
            <PriceFields id="filters" min={filtersOnly.minPrice} max={filtersOnly.maxPrice} />
            <BedroomsField id="filters" value={filtersOnly.bedrooms} />
            <AmenityChoices amenities={amenities} chosen={query.amenities ?? []} />
          </FilterPanel>
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-sm font-semibold text-ink-700">
              {total === 0
                ? "No results"
                : items.length > 0
                  ? `Showing ${first}–${last} of ${countText}`
                  : countText}
            </h2>
            <SortSelect key={query.sort} sort={query.sort} params={filtersOnly} />
          </div>

          {chips.length > 0 && total > 0 ? (
            <div className="mb-6">
              <ActiveFilters chips={chips} clearHref={clearHref} />
            </div>
          ) : null}

          {notes.length > 0 ? (
            <div
              role="status"
              className="mb-6 rounded-2xl border border-gold-300 bg-gold-100 px-5 py-4 text-sm text-ink-900"
            >
              <p className="font-semibold">Some of your filters could not be used</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          ) : null}

          {items.length > 0 ? (
            <MapAndList
              tiles={mapTiles()}
              markers={markersOf(items, (item) =>
                hrefWith(`/listings/${item.slug}`, {
                  checkIn: stay?.checkIn,
                  checkOut: stay?.checkOut,
                  adults: stay?.guests,
                }),
              )}
              area={query.bbox}
            >
              <ListingGrid
                listings={items}
                saved={saved}
                signedIn={user !== null}
                stay={stay}
                layout="with-sidebar-and-map"
              />
            </MapAndList>
          ) : total > 0 ? (
            <EmptyState title="This page is past the end of the results">
              <p>
                There are {countText} for these filters, on {plural(totalPages, "page")}.
              </p>
              <p className="mt-4">
                <Link
                  href={hrefWith("/listings", filterParams)}
                  className={buttonClass("primary", "large")}
                >
                  Go to the first page
                </Link>
              </p>
            </EmptyState>
          ) : (
            <EmptyState
              title="Nothing matches all of these filters"
              actions={
                <>
                  <Link href={clearHref} className={buttonClass("primary", "large")}>
                    Clear all filters
                  </Link>
                  <Link href="/#destinations" className={buttonClass("secondary", "large")}>
                    Explore destinations
                  </Link>
                </>
              }
            >
              {chips.length > 0 ? (
                <>
                  <p>Try removing a filter or two{stay ? ", or choosing other dates" : ""}:</p>
                  <div className="mt-4 flex justify-center">
                    <ActiveFilters chips={chips} />
                  </div>
                </>
              ) : (
                <p>New listings are on their way. Check back soon.</p>
              )}
            </EmptyState>
          )}

          <Pagination
            page={page}
            totalPages={totalPages}
            path="/listings"
            params={filterParams}
            label="Results pages"
          />
        </section>
      </div>
    </div>
  );
}
