import Link from "next/link";
import type { ReactNode } from "react";
import { LISTING_TYPE_LABELS } from "@/components/format/labels";
import { PRICE_UNIT_LABELS } from "@/components/format/price-unit-labels";
import { Photo } from "@/components/photo";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { FavoriteButton } from "./catalog/favorite-button";
import { ListingRating } from "./reviews/listing-rating";

export interface ListingCardData {
  id: string;
  title: string;
  slug: string;
  type: ListingType;
  region: string;
  city: string;
  priceGHS: string;
  priceUnit: PriceUnit;
  ratingAverage: number | null;
  ratingCount: number;
  images: { url: string; isPrimary: boolean; placeholder?: string | null }[];
}

interface ListingCardProps {
  listing: ListingCardData;
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
  /** The first card of the page: its image is fetched before every other. */
  first?: boolean;
  /** Where the card leads; the listing page by default (e.g. with the chosen dates added). */
  href?: string;
  /** Show the heart, in this saved state. */
  favorite?: { favorited: boolean; signedIn: boolean };
  /** Extra lines under the price, such as the total for the chosen stay. */
  footer?: ReactNode;
}

function coverOf(images: ListingCardData["images"]) {
  return images.find((image) => image.isPrimary) ?? images[0];
}

export function ListingCard({
  listing,
  eager = false,
  first = false,
  href,
  favorite,
  footer,
}: ListingCardProps) {
  const cover = coverOf(listing.images);
  const place =
    listing.city === listing.region ? listing.city : `${listing.city}, ${listing.region}`;

  return (
    // data-listing-id: a results map (components/map) finds the card of its marker by it.
    <article className="group relative flex flex-col" data-listing-id={listing.id}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-sand-200 ring-forest-700 ring-offset-2 group-data-[map-active]:ring-3">
        {cover ? (
          <Photo
            src={cover.url}
            alt={listing.title}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            loading={eager || first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            placeholder={cover.placeholder}
            className="object-cover transition duration-500 group-hover:scale-[1.04]"
          />
        ) : (
          <div className="kente-weave size-full" role="img" aria-label={listing.title} />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow-sm">
          {LISTING_TYPE_LABELS[listing.type]}
        </span>
        {favorite ? (
          <span className="absolute top-2 right-2 z-10">
            <FavoriteButton
              listingId={listing.id}
              listingTitle={listing.title}
              initialFavorited={favorite.favorited}
              signedIn={favorite.signedIn}
            />
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-1 flex-col">
        <h3 className="line-clamp-2 font-semibold leading-snug text-ink-900">
          <Link
            href={href ?? `/listings/${listing.slug}`}
            className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-has-[a:focus-visible]:underline"
          >
            {listing.title}
          </Link>
        </h3>
        <div className="mt-1 flex items-start justify-between gap-3 text-sm">
          <p className="flex min-w-0 items-center gap-1 text-ink-600">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
              <path d="M10 1.75a6.25 6.25 0 0 0-6.25 6.25c0 4.5 5.3 9.5 5.53 9.72a1 1 0 0 0 1.44 0c.22-.22 5.53-5.22 5.53-9.72A6.25 6.25 0 0 0 10 1.75Zm0 8.5a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
            </svg>
            {place}
          </p>
          <ListingRating
            ratingAverage={listing.ratingAverage}
            ratingCount={listing.ratingCount}
            className="shrink-0"
          />
        </div>
        <p className="mt-2 text-ink-900">
          <span className="font-bold">{formatGhs(listing.priceGHS)}</span>{" "}
          <span className="text-sm text-ink-600">
            {PRICE_UNIT_LABELS[listing.priceUnit].suffix}
          </span>
        </p>
        {footer}
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -inset-2 rounded-3xl ring-gold-600 group-has-[a:focus-visible]:ring-3"
      />
    </article>
  );
}
