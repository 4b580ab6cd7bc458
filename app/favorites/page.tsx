import type { Metadata } from "next";
import Link from "next/link";
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
import type { ListingCardData } from "@/components/listing-card";
import { getDb } from "@/db/client";
import { requirePageUser } from "@/lib/api/session";
import { pageRequest } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { cardExtrasOf } from "@/lib/server/catalog/listing-card-extras";
import { listFavorites } from "@/lib/server/favorites/list-favorites";
import { plural } from "@/lib/words";

// Rendered per request from the database, for the signed-in user only.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your favorites" };

const PAGE_SIZE = 12;

interface FavoritesPageProps {
  searchParams: Promise<RawSearchParams>;
}

export default async function FavoritesPage({ searchParams }: FavoritesPageProps) {
  const page = pageNumber(normalizeParams(await searchParams).page);
  const user = await requirePageUser(hrefWith("/favorites", { page: page > 1 ? page : undefined }));
  const db = getDb();
  const { items, total } = await listFavorites(db, {
    userId: user.id,
    page: pageRequest(page, PAGE_SIZE),
    appUrl: config().appUrl,
  });
  const extras = await cardExtrasOf(db, { listingIds: items.map((item) => item.listingId) });
  const cards: ListingCardData[] = items.flatMap(({ listing }) => {
    const extra = extras.get(listing.id);
    return extra ? [{ ...listing, type: extra.type, priceUnit: extra.priceUnit }] : [];
  });
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 sm:pt-12 lg:px-8">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
            Your favorites
          </h1>
          <p className="mt-2 text-ink-600">
            {total === 0
              ? "Places and experiences you save will wait for you here."
              : `${plural(total, "saved listing")}, most recently saved first.`}
          </p>
        </div>
        {total > 0 ? (
          <Link
            href="/listings"
            className="rounded-lg text-sm font-semibold text-forest-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-forest-900 focus-visible:outline-3 focus-visible:outline-gold-600"
          >
            Keep exploring
          </Link>
        ) : null}
      </header>

      {cards.length > 0 ? (
        <ListingGrid listings={cards} saved={new Set(cards.map((card) => card.id))} signedIn />
      ) : total > 0 ? (
        <EmptyState title="This page is past the end of your favorites">
          <p className="mt-4">
            <Link href="/favorites" className={buttonClass("primary", "large")}>
              Go to the first page
            </Link>
          </p>
        </EmptyState>
      ) : (
        <EmptyState
          icon="heart"
          title="No favorites yet"
          actions={
            <>
              <Link href="/listings" className={buttonClass("primary", "large")}>
                Browse listings
              </Link>
              <Link href="/#destinations" className={buttonClass("secondary", "large")}>
                Explore destinations
              </Link>
            </>
          }
        >
          <p>
            Tap the heart on any stay, activity or experience to save it here for later. Your
            favorites are kept on your account, on every device.
          </p>
        </EmptyState>
      )}

      <Pagination page={page} totalPages={totalPages} path="/favorites" label="Favorites pages" />
    </div>
  );
}
