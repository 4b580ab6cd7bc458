import type { Metadata } from "next";
import Link from "next/link";
import { loadPublishedListing } from "@/app/listings/load-published-listing";
import { outingFromAddress } from "@/app/listings/outing-from-address";
import { AmenityList } from "@/components/catalog/amenity-list";
import { BookingPanel, MobileBookingBar } from "@/components/catalog/booking-panel";
import { FavoriteButton } from "@/components/catalog/favorite-button";
import { Gallery } from "@/components/catalog/gallery";
import { galleryImages } from "@/components/catalog/gallery-images";
import { ListingJsonLd } from "@/components/catalog/listing-json-ld";
import {
  hrefWith,
  normalizeParams,
  pageNumber,
  type RawSearchParams,
} from "@/components/catalog/listing-query";
import { LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS } from "@/components/format/labels";
import { OutingProvider, StayProvider } from "@/components/listing-parts";
import { LocationMap } from "@/components/map/location-map";
import { ListingRating } from "@/components/reviews/listing-rating";
import { ListingReviews } from "@/components/reviews/listing-reviews";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { listingViews } from "@/lib/api/listing-views";
import { noteRenderedListing } from "@/lib/api/page-cache";
import { currentUser } from "@/lib/api/session";
import { formatMonth } from "@/lib/date-format";
import { addDays, MAX_STAY_NIGHTS, nightsOf, todayUtc, validateStay } from "@/lib/dates";
import { maxAdults, maxChildren } from "@/lib/guest-limits";
import { pageRequest } from "@/lib/pagination";
import { config, mapTiles } from "@/lib/platform/config";
import { computePrice, stayPriceAsNumbers } from "@/lib/pricing";
import type { ListingDetail } from "@/lib/server/catalog/get-listing";
import { listingAvailability } from "@/lib/server/catalog/listing-availability";
import { getListingHost } from "@/lib/server/catalog/listing-host";
import { isFavorite } from "@/lib/server/favorites/check-favorite";
import { listingReviews } from "@/lib/server/reviews/listing-reviews";
import { durationWords, plural } from "@/lib/words";

// Rendered per request from the database.
export const dynamic = "force-dynamic";

/** Reviews a page shows; older ones are a link away (`?reviews=2`). */
const REVIEWS_PAGE_SIZE = 6;

interface ListingPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const listing = await loadPublishedListing((await params).slug);
  const cover = listing.images.find((image) => image.isPrimary) ?? listing.images[0];
  const description =
    listing.description.length > 160
      ? `${listing.description.slice(0, 157).trimEnd()}…`
      : listing.description;
  return {
    title: listing.title,
    description,
    openGraph: {
      title: listing.title,
      description,
      images: cover ? [{ url: cover.url, alt: cover.alt }] : undefined,
    },
  };
}

function clampInt(value: string | undefined, min: number, max: number, fallback: number): number {
  const parsed = value && /^\d+$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(parsed, min), max);
}

function placeOf(listing: ListingDetail): string {
  return [...new Set([listing.area, listing.city, listing.region].filter(Boolean))].join(", ");
}

export default async function ListingPage({ params, searchParams }: ListingPageProps) {
  const { slug } = await params;
  const listing = await loadPublishedListing(slug);
  listingViews().record(listing.id);
  noteRenderedListing(listing.id);

  const db = getDb();
  const today = todayUtc();
  const lastDay = addDays(today, MAX_STAY_NIGHTS);
  const query = normalizeParams(await searchParams);
  const reviewsPage = pageNumber(query.reviews);
  const [user, availability, host, reviews] = await Promise.all([
    currentUser(),
    listingAvailability(db, { slug, checkIn: today, checkOut: lastDay }),
    getListingHost(db, { listingId: listing.id }),
    listingReviews(db, { slug, page: pageRequest(reviewsPage, REVIEWS_PAGE_SIZE) }),
  ]);
  const adults = clampInt(query.adults ?? query.guests, 1, maxAdults(listing.maxGuests), 1);
  const children = clampInt(query.children, 0, maxChildren(listing.maxGuests, adults), 0);
  const outing = soldByStart(listing.type);
  const [saved, outingChoice] = await Promise.all([
    user ? isFavorite(db, { userId: user.id, listingId: listing.id }) : false,
    outing
      ? outingFromAddress(db, {
          listing,
          checkIn: query.checkIn,
          startTime: query.startTime,
          guests: { adults, children },
          today,
          lastDay,
        })
      : null,
  ]);
  const taken = new Set(availability.unavailableDates);

  // Dates and guests from the address (a shared link, or the dates chosen in the results).
  // Taken dates stay chosen: the booking card says so and offers the nearest free stay.
  let initialStay: { checkIn: string; checkOut: string; nights: number } | null = null;
  let takenNights: string[] | null = null;
  if (!outing && query.checkIn && query.checkOut) {
    const stay = validateStay(query.checkIn, query.checkOut, today);
    if (stay.ok && query.checkOut <= lastDay) {
      initialStay = { checkIn: query.checkIn, checkOut: query.checkOut, nights: stay.nights };
      const nights = nightsOf(query.checkIn, query.checkOut).filter((night) => taken.has(night));
      if (nights.length > 0) takenNights = nights;
    }
  }

  const isStay = !outing;
  const kind =
    isStay && listing.propertyType
      ? PROPERTY_TYPE_LABELS[listing.propertyType]
      : LISTING_TYPE_LABELS[listing.type];
  const facts = isStay
    ? [
        kind,
        plural(listing.bedrooms, "bedroom"),
        plural(listing.bathrooms, "bathroom"),
        `Up to ${plural(listing.maxGuests, "guest")}`,
      ]
    : [
        kind,
        durationWords(listing.durationDays, listing.durationHours),
        `Up to ${plural(listing.maxGuests, "person", "people")}`,
      ];
  // An activity or experience says when it starts and how long it lasts instead.
  const times = isStay
    ? [
        ["Check-in", `From ${listing.checkInTime}`],
        ["Check-out", `By ${listing.checkOutTime}`],
      ]
    : [
        ["Starts at", listing.startTimes.join(", ") || "Any time that day"],
        ["Lasts", durationWords(listing.durationDays, listing.durationHours)],
      ];
  const paragraphs = listing.description.split(/\n\s*\n/).filter(Boolean);
  const hasMap = listing.latitude !== null && listing.longitude !== null;

  const content = (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 sm:pt-8 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="rounded hover:text-ink-900 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              href={hrefWith("/listings", { type: listing.type })}
              className="rounded hover:text-ink-900 hover:underline"
            >
              {isStay ? "Stays" : listing.type === "ACTIVITY" ? "Activities" : "Experiences"}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              href={hrefWith("/listings", { type: listing.type, region: listing.region })}
              className="rounded hover:text-ink-900 hover:underline"
            >
              {listing.region}
            </Link>
          </li>
        </ol>
      </nav>

      <header className="mt-3 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl leading-tight font-bold tracking-tight text-forest-900 sm:text-4xl">
            {listing.title}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-sm font-semibold text-ink-900">
              {LISTING_TYPE_LABELS[listing.type]}
            </span>
            <span className="inline-flex items-center gap-1">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4 shrink-0 fill-current text-clay-600"
              >
                <path d="M10 1.75a6.25 6.25 0 0 0-6.25 6.25c0 4.5 5.3 9.5 5.53 9.72a1 1 0 0 0 1.44 0c.22-.22 5.53-5.22 5.53-9.72A6.25 6.25 0 0 0 10 1.75Zm0 8.5a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
              </svg>
              {placeOf(listing)}
            </span>
            <ListingRating
              ratingAverage={listing.ratingAverage}
              ratingCount={listing.ratingCount}
              reviewsHref="#reviews"
            />
          </p>
        </div>
        <FavoriteButton
          listingId={listing.id}
          listingTitle={listing.title}
          initialFavorited={saved}
          signedIn={user !== null}
          variant="inline"
        />
      </header>

      <div className="mt-6">
        <Gallery images={galleryImages(listing.images, listing.title)} title={listing.title} />
      </div>

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_25rem] lg:gap-16">
        <div className="min-w-0 divide-y divide-sand-200">
          <section aria-label="Key facts" className="pb-8">
            <ul className="flex flex-wrap gap-2.5">
              {facts.map((fact) => (
                <li
                  key={fact}
                  className="rounded-full border border-sand-300 bg-white px-3.5 py-1.5 text-sm font-medium text-ink-900"
                >
                  {fact}
                </li>
              ))}
            </ul>
          </section>

          {host ? (
            <section aria-labelledby="host-title" className="flex items-center gap-4 py-8">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-forest-700 text-lg font-bold text-gold-300"
              >
                {host.name.charAt(0).toUpperCase()}
              </span>
              <div>
                <h2 id="host-title" className="text-lg font-semibold text-ink-900">
                  Hosted by {host.name}
                </h2>
                <p className="text-ink-600">
                  Hosting since {formatMonth(host.since.toISOString().slice(0, 7), true)}
                </p>
              </div>
            </section>
          ) : null}

          <section aria-labelledby="about-title" className="py-8">
            <h2 id="about-title" className="font-display text-2xl font-bold text-forest-900">
              About this{" "}
              {isStay ? "place" : listing.type === "ACTIVITY" ? "activity" : "experience"}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700">
              {paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </section>

          {listing.highlights.length > 0 ? (
            <section aria-labelledby="highlights-title" className="py-8">
              <h2 id="highlights-title" className="font-display text-2xl font-bold text-forest-900">
                Highlights
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {listing.highlights.map((highlight) => (
                  <li
                    key={highlight}
                    className="flex items-start gap-3 rounded-2xl bg-white p-4 text-ink-900 shadow-card"
                  >
                    <span
                      aria-hidden="true"
                      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold-400 text-ink-900"
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="size-3.5 fill-none stroke-current"
                        strokeWidth="2.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="m5 10.5 3.2 3L15 6.5" />
                      </svg>
                    </span>
                    {highlight}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="amenities-title" className="py-8">
            <h2 id="amenities-title" className="font-display text-2xl font-bold text-forest-900">
              What this {isStay ? "place" : "listing"} offers
            </h2>
            <div className="mt-5">
              <AmenityList amenities={listing.amenities.map(({ amenity }) => amenity)} />
            </div>
          </section>

          <ListingReviews
            reviews={reviews}
            page={reviewsPage}
            pageSize={REVIEWS_PAGE_SIZE}
            pageHref={(page) =>
              `${hrefWith(`/listings/${listing.slug}`, { ...query, reviews: page > 1 ? page : undefined })}#reviews`
            }
            replyFrom={host?.name ?? "the host"}
          />

          <section aria-labelledby="times-title" className="py-8">
            <h2 id="times-title" className="font-display text-2xl font-bold text-forest-900">
              Good to know
            </h2>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              {times.map(([term, value]) => (
                <div key={term} className="rounded-2xl border border-sand-200 bg-white p-4">
                  <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                  <dd className="mt-1 text-lg font-semibold text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-ink-600">
              {isStay
                ? "Cancel 7 or more days before check-in for a full refund of the stay; 3 to 6 days before for half."
                : "Cancel 7 or more days before the day for a full refund; 3 to 6 days before for half."}{" "}
              The service fee is not refundable.
            </p>
          </section>

          <section aria-labelledby="location-title" className="pt-8">
            <h2 id="location-title" className="font-display text-2xl font-bold text-forest-900">
              Where you'll be
            </h2>
            <div className="mt-5 flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
              <address className="not-italic">
                <p className="font-semibold text-ink-900">{placeOf(listing)}</p>
                {listing.address ? <p className="mt-1 text-ink-700">{listing.address}</p> : null}
              </address>
              {hasMap ? (
                <a
                  href={`https://www.openstreetmap.org/?mlat=${listing.latitude}&mlon=${listing.longitude}#map=15/${listing.latitude}/${listing.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex shrink-0 items-center gap-2 self-start rounded-xl border border-sand-300 px-4 py-2.5 text-sm font-semibold text-ink-900 hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600 sm:self-auto"
                >
                  Open in map
                  <span className="sr-only"> (opens in a new tab)</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 fill-none stroke-current"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M8 4H4.5v11.5H16V12M11 3.5h5.5V9M16.5 3.5 9 11" />
                  </svg>
                </a>
              ) : null}
            </div>
            {hasMap ? (
              <LocationMap
                tiles={mapTiles()}
                latitude={listing.latitude ?? 0}
                longitude={listing.longitude ?? 0}
                label={`${listing.title}, ${placeOf(listing)}`}
              />
            ) : null}
          </section>
        </div>

        <aside aria-label="Booking" className="min-w-0">
          <BookingPanel
            priceGHS={listing.priceGHS}
            priceUnit={listing.priceUnit}
            signedIn={user !== null}
          />
        </aside>
      </div>

      <MobileBookingBar priceGHS={listing.priceGHS} priceUnit={listing.priceUnit} />
    </div>
  );

  return (
    <>
      <ListingJsonLd listing={listing} url={`${config().appUrl}/listings/${listing.slug}`} />
      {outingChoice ? (
        <OutingProvider
          listing={{
            slug: listing.slug,
            type: listing.type,
            priceGHS: listing.priceGHS,
            priceUnit: listing.priceUnit,
            maxGuests: listing.maxGuests,
            today,
            lastDay,
            signedIn: user !== null,
          }}
          fullDates={availability.unavailableDates}
          initial={{ ...outingChoice, guests: { adults, children } }}
        >
          {content}
        </OutingProvider>
      ) : (
        <StayProvider
          slug={listing.slug}
          type={listing.type}
          priceGHS={listing.priceGHS}
          priceUnit={listing.priceUnit}
          maxGuests={listing.maxGuests}
          today={today}
          lastDay={lastDay}
          unavailableNights={availability.unavailableDates}
          initial={{
            checkIn: initialStay?.checkIn ?? null,
            checkOut: initialStay?.checkOut ?? null,
            guests: { adults, children },
            pricing:
              initialStay && !takenNights
                ? stayPriceAsNumbers(
                    computePrice(listing.priceGHS, {
                      type: listing.type,
                      unit: listing.priceUnit,
                      nights: initialStay.nights,
                      participants: adults + children,
                    }),
                  )
                : null,
          }}
          initialUnavailable={takenNights}
          signedIn={user !== null}
        >
          {content}
        </StayProvider>
      )}
    </>
  );
}
