import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { loadOrNotFound } from "@/app/load-or-not-found";
import { buttonClass } from "@/components/button-styles";
import { EmptyState } from "@/components/catalog/empty-state";
import { ListingGrid } from "@/components/catalog/listing-grid";
import {
  hrefWith,
  normalizeParams,
  pageNumber,
  type RawSearchParams,
} from "@/components/catalog/listing-query";
import { Pagination } from "@/components/catalog/pagination";
import { Photo } from "@/components/photo";
import { getDb } from "@/db/client";
import { currentUser } from "@/lib/api/session";
import { pageRequest } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { cachedListListings } from "@/lib/server/catalog/cached-reads";
import {
  type DestinationDetail,
  destinationFilters,
  getDestination,
} from "@/lib/server/catalog/get-destination";
import { favoritedAmong } from "@/lib/server/favorites/check-favorite";
import { plural } from "@/lib/words";

// Rendered per request from the database.
export const dynamic = "force-dynamic";

const PAGE_SIZE = 12;

interface DestinationPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<RawSearchParams>;
}

const loadDestination = cache(
  (slug: string): Promise<DestinationDetail> =>
    loadOrNotFound(() => getDestination(getDb(), { slug, appUrl: config().appUrl }), {
      valid: /^[a-z0-9-]{1,100}$/.test(slug),
    }),
);

export async function generateMetadata({ params }: DestinationPageProps): Promise<Metadata> {
  const destination = await loadDestination((await params).slug);
  return {
    title: destination.name,
    description: destination.description,
    openGraph: { images: [{ url: destination.imageUrl, alt: "" }] },
  };
}

export default async function DestinationPage({ params, searchParams }: DestinationPageProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams.then(normalizeParams)]);
  const destination = await loadDestination(slug);
  const page = pageNumber(query.page);
  const db = getDb();
  const filters = destinationFilters(destination);
  const [{ items, total }, user] = await Promise.all([
    cachedListListings(db, {
      filters,
      sort: "popular",
      page: pageRequest(page, PAGE_SIZE),
      appUrl: config().appUrl,
      maxAgeSeconds: config().CATALOG_CACHE_SECONDS,
    }),
    currentUser(),
  ]);
  const saved = user
    ? await favoritedAmong(db, { userId: user.id, listingIds: items.map((item) => item.id) })
    : new Set<string>();
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const refineHref = hrefWith("/listings", { region: filters.region, city: filters.city });

  return (
    <>
      <section aria-labelledby="destination-title" className="relative isolate">
        <div className="kente-weave absolute inset-0 -z-10 overflow-hidden">
          <Photo
            src={destination.imageUrl}
            alt=""
            sizes="100vw"
            loading="preload"
            className="object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-forest-950/90 via-forest-950/50 to-forest-950/30" />
        </div>
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 sm:pb-16 lg:px-8 lg:pt-14 lg:pb-20">
          <nav aria-label="Breadcrumb" className="text-sm text-white/90">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link href="/" className="rounded hover:text-white hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link href="/#destinations" className="rounded hover:text-white hover:underline">
                  Destinations
                </Link>
              </li>
            </ol>
          </nav>
          <p className="mt-16 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/25 backdrop-blur sm:mt-24">
            <span aria-hidden="true" className="size-2 rounded-full bg-gold-400" />
            {destination.region} Region
          </p>
          <h1
            id="destination-title"
            className="mt-4 max-w-3xl font-display text-4xl leading-tight font-bold tracking-tight text-white sm:text-6xl"
          >
            {destination.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{destination.description}</p>
          <div className="mt-7 flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-gold-400 px-3.5 py-1.5 text-sm font-semibold text-ink-900">
              {plural(total, "listing", "listings")}
            </span>
            <Link
              href={refineHref}
              className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-forest-800 transition hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
            >
              Filter by dates, price and more
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="destination-listings"
        className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8"
      >
        <h2
          id="destination-listings"
          className="mb-7 font-display text-2xl font-bold tracking-tight text-forest-900 sm:text-3xl"
        >
          Stays and experiences in {destination.name}
        </h2>
        {items.length > 0 ? (
          <ListingGrid listings={items} saved={saved} signedIn={user !== null} eagerCount={4} />
        ) : (
          <EmptyState
            icon="map"
            title={total > 0 ? "This page is past the end" : "Nothing here yet"}
            actions={
              <Link
                href={total > 0 ? `/destinations/${destination.slug}` : "/listings"}
                className={buttonClass("primary", "large")}
              >
                {total > 0 ? "Go to the first page" : "Browse all listings"}
              </Link>
            }
          >
            <p>
              {total > 0
                ? `There are ${total} listings in ${destination.name}.`
                : `Hosts in ${destination.name} are getting ready. In the meantime, explore the rest of Ghana.`}
            </p>
          </EmptyState>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          path={`/destinations/${destination.slug}`}
          label={`${destination.name} listings pages`}
        />
      </section>
    </>
  );
}
