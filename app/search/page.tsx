import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/button-styles";
import { DidYouMean } from "@/components/catalog/did-you-mean";
import { EmptyState } from "@/components/catalog/empty-state";
import {
  hrefWith,
  normalizeParams,
  type RawSearchParams,
} from "@/components/catalog/listing-query";
import { SearchResults } from "@/components/catalog/search-results";
import { MapAndList } from "@/components/map/map-and-list";
import { markersOf } from "@/components/map/map-marker";
import { getDb } from "@/db/client";
import { stayRange } from "@/lib/date-format";
import { todayUtc, validateStay } from "@/lib/dates";
import { LISTING_TYPES, type ListingType } from "@/lib/enums";
import { config, mapTiles } from "@/lib/platform/config";
import { boundingBox, searchQuery } from "@/lib/schemas/catalog";
import { searchTerms } from "@/lib/search-query";
import { cachedSearch } from "@/lib/server/catalog/cached-reads";
import { cardExtrasOf } from "@/lib/server/catalog/listing-card-extras";
import { imagesByListing } from "@/lib/server/catalog/listing-images";
import { suggestPlace } from "@/lib/server/catalog/suggest-place";
import { plural } from "@/lib/words";

// Rendered per request from the database.
export const dynamic = "force-dynamic";

const RESULT_LIMIT = 20;

const TABS: Array<{ type: ListingType | undefined; label: string }> = [
  { type: undefined, label: "All" },
  { type: "ACCOMMODATION", label: "Stays" },
  { type: "ACTIVITY", label: "Activities" },
  { type: "EXPERIENCE", label: "Experiences" },
];

interface SearchPageProps {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const q = normalizeParams(await searchParams).q;
  return { title: q ? `“${q.slice(0, 60)}” · Search` : "Search" };
}

function typeOf(value: string | undefined): ListingType | undefined {
  return LISTING_TYPES.find((type) => type === value);
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const params = normalizeParams(await searchParams);
  const q = params.q?.slice(0, 100) ?? "";
  const type = typeOf(params.type);
  // Dates and guests from the home search travel on to the listing pages.
  const validStay =
    params.checkIn !== undefined &&
    params.checkOut !== undefined &&
    validateStay(params.checkIn, params.checkOut, todayUtc()).ok;
  const carried: { checkIn?: string; checkOut?: string; guests?: string } = {
    checkIn: validStay ? params.checkIn : undefined,
    checkOut: validStay ? params.checkOut : undefined,
    guests: params.guests && /^[1-9]\d{0,1}$/.test(params.guests) ? params.guests : undefined,
  };

  // The same search as /listings' free text: every path to it keeps only the listings for
  // the party and, with dates, those free for the whole stay.
  const parsed = q ? searchQuery.safeParse({ q, type, limit: String(RESULT_LIMIT) }) : null;
  // The map's "Search this area"; an area that cannot be read is left out.
  const area = boundingBox.safeParse(params.bbox ?? "").data;
  const db = getDb();
  const [results, suggestion] = await Promise.all([
    parsed?.success
      ? cachedSearch(db, {
          ...parsed.data,
          guests: carried.guests ? Number(carried.guests) : undefined,
          checkIn: carried.checkIn,
          checkOut: carried.checkOut,
          bbox: area,
          maxAgeSeconds: config().CATALOG_CACHE_SECONDS,
        })
      : [],
    q ? suggestPlace(db, { q }) : null,
  ]);
  const suggestionHref = suggestion
    ? hrefWith("/listings", { ...suggestion.filter, type, ...carried })
    : null;
  const forStay =
    carried.checkIn && carried.checkOut
      ? ` available ${stayRange(carried.checkIn, carried.checkOut)}`
      : "";
  const listingIds = results.map((result) => result.id);
  const [extras, images] = await Promise.all([
    cardExtrasOf(db, { listingIds }),
    imagesByListing(db, { listingIds, appUrl: config().appUrl }),
  ]);
  const terms = searchTerms(q);
  const hrefOf = (slug: string) =>
    hrefWith(`/listings/${slug}`, {
      checkIn: carried.checkIn,
      checkOut: carried.checkOut,
      adults: carried.guests,
    });

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pt-12 lg:px-8">
      <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        {q ? "Search results" : "Search Akwaaba"}
      </h1>

      <search aria-label="Search listings" className="mt-6">
        <form action="/search" method="get" className="flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            Search stays, activities and experiences
          </label>
          <div className="flex min-w-0 flex-1 items-center gap-2 rounded-2xl border border-sand-300 bg-white px-4 shadow-sm transition focus-within:border-forest-600 focus-within:ring-3 focus-within:ring-forest-600/20">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 fill-none stroke-ink-600"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="8.5" cy="8.5" r="5.5" />
              <path d="m13 13 4 4" />
            </svg>
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              placeholder="Beach villa, canopy walk, Kumasi…"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              className="min-w-0 flex-1 bg-transparent py-3.5 text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus-visible:outline-none"
            />
          </div>
          {type ? <input type="hidden" name="type" value={type} /> : null}
          {Object.entries(carried).map(([key, value]) =>
            value ? <input key={key} type="hidden" name={key} value={value} /> : null,
          )}
          <button
            type="submit"
            className="shrink-0 rounded-2xl bg-clay-600 px-5 py-3.5 font-semibold text-white shadow-sm transition hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
          >
            Search
          </button>
        </form>
      </search>

      {q ? (
        <nav aria-label="Kind of listing" className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {TABS.map((tab) => (
              <li key={tab.label}>
                <Link
                  href={hrefWith("/search", { q, type: tab.type, ...carried })}
                  aria-current={tab.type === type ? "page" : undefined}
                  className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-gold-600 ${
                    tab.type === type
                      ? "bg-forest-700 text-white"
                      : "border border-sand-300 bg-white text-ink-900 hover:border-ink-500"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-8">
        {!q ? (
          <EmptyState
            title="What are you looking for?"
            actions={
              <>
                <Link href="/listings" className={buttonClass("primary", "large")}>
                  Browse all listings
                </Link>
                <Link href="/#destinations" className={buttonClass("secondary", "large")}>
                  Explore destinations
                </Link>
              </>
            }
          >
            <p>Search by place, kind of stay or activity: “Busua surf”, “kente”, “treehouse”.</p>
          </EmptyState>
        ) : results.length === 0 ? (
          <EmptyState
            title={`No matches for “${q}”`}
            actions={
              <>
                <Link
                  href={hrefWith("/listings", carried)}
                  className={buttonClass("primary", "large")}
                >
                  Browse all listings
                </Link>
                {type ? (
                  <Link
                    href={hrefWith("/search", { q, ...carried })}
                    className={buttonClass("secondary", "large")}
                  >
                    Search every kind of listing
                  </Link>
                ) : (
                  <Link href="/#destinations" className={buttonClass("secondary", "large")}>
                    Explore destinations
                  </Link>
                )}
              </>
            }
          >
            {suggestion && suggestionHref ? (
              <DidYouMean place={suggestion.name} href={suggestionHref} />
            ) : (
              <p>
                Check the spelling, use fewer words, or try a town or region such as Accra, Cape
                Coast or Volta.
              </p>
            )}
            {forStay ? <p className="mt-2">Only listings free for your dates are shown.</p> : null}
          </EmptyState>
        ) : (
          <>
            {suggestion && suggestionHref ? (
              <div className="mb-4">
                <DidYouMean place={suggestion.name} href={suggestionHref} />
              </div>
            ) : null}
            <p className="mb-4 text-sm font-semibold text-ink-700" role="status">
              {results.length === RESULT_LIMIT ? "Top " : ""}
              {plural(results.length, "result", "results")} for “{q}”{forStay}
            </p>
            <MapAndList
              tiles={mapTiles()}
              markers={markersOf(
                results.map((result) => ({ ...result, ...extras.get(result.id) })),
                (result) => hrefOf(result.slug),
              )}
              area={area}
            >
              <SearchResults
                terms={terms}
                items={results.map((result) => {
                  const extra = extras.get(result.id);
                  const listingImages = images.get(result.id) ?? [];
                  const cover = listingImages.find((image) => image.isPrimary) ?? listingImages[0];
                  return {
                    result: {
                      ...result,
                      ...extra,
                      image: cover
                        ? { url: cover.url, alt: cover.alt, placeholder: cover.placeholder }
                        : undefined,
                    },
                    href: hrefOf(result.slug),
                  };
                })}
              />
            </MapAndList>
          </>
        )}
      </div>
    </div>
  );
}
