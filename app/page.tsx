import Link from "next/link";
import { DestinationCard } from "@/components/destination-card";
import { ListingCard } from "@/components/listing-card";
import { Photo } from "@/components/photo";
import { SearchForm } from "@/components/search-form";
import { StrokeIcon } from "@/components/stroke-icon";
import { TypeCards } from "@/components/type-cards";
import { getDb } from "@/db/client";
import { currentUser } from "@/lib/api/session";
import { addDays, MAX_STAY_NIGHTS } from "@/lib/dates";
import { config } from "@/lib/platform/config";
import { cachedDestinations, cachedFeaturedListings } from "@/lib/server/catalog/cached-reads";
import { favoritedAmong } from "@/lib/server/favorites/check-favorite";

// Rendered per request: pages never touch the database at build time.
export const dynamic = "force-dynamic";

const FEATURED_COUNT = 8;

const PROMISES = [
  {
    title: "Prices in cedis, fees up front",
    text: "What you see is what you pay: service fee and taxes shown before you book.",
  },
  {
    title: "Pay by card or Mobile Money",
    text: "Secure checkout with the payment methods Ghana actually uses.",
  },
  {
    title: "Flexible cancellation",
    text: "Cancel seven or more days before check-in for a full refund of your stay.",
  },
];

export default async function HomePage() {
  const db = getDb();
  const [featured, destinations, user] = await Promise.all([
    cachedFeaturedListings(db, {
      limit: FEATURED_COUNT,
      appUrl: config().appUrl,
      maxAgeSeconds: config().CATALOG_CACHE_SECONDS,
    }),
    cachedDestinations(db, {
      appUrl: config().appUrl,
      maxAgeSeconds: config().CATALOG_CACHE_SECONDS,
    }),
    currentUser(),
  ]);
  const saved = user
    ? await favoritedAmong(db, {
        userId: user.id,
        listingIds: featured.map((listing) => listing.id),
      })
    : new Set<string>();
  const heroImage = destinations[0]?.imageUrl;
  const places = [...new Set(destinations.flatMap((d) => [d.name, d.region]))];
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate">
        <div className="kente-weave absolute inset-0 -z-10 overflow-hidden">
          {heroImage ? (
            <Photo
              src={heroImage}
              alt=""
              sizes="100vw"
              loading="preload"
              fetchPriority="high"
              className="object-cover"
            />
          ) : null}
          <div className="absolute inset-0 bg-gradient-to-b from-forest-950/70 via-forest-950/45 to-forest-950/75" />
        </div>
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 sm:pt-24 lg:px-8 lg:pt-28 lg:pb-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/25 backdrop-blur">
            <span aria-hidden="true" className="size-2 rounded-full bg-gold-400" />
            Stays, activities and experiences across Ghana
          </p>
          <h1
            id="hero-title"
            className="mt-5 max-w-4xl font-display text-4xl leading-[1.08] font-bold tracking-tight text-white sm:text-6xl"
          >
            Find your <span className="text-gold-300">welcome</span> in Ghana
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            From Busua’s surf to Kakum’s canopy and Accra’s night markets — book trusted places and
            local hosts, priced in cedis.
          </p>
          <div className="mt-10 lg:mt-12">
            <SearchForm places={places} today={today} lastDay={addDays(today, MAX_STAY_NIGHTS)} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-20 px-4 pt-14 sm:px-6 lg:space-y-24 lg:px-8">
        <section aria-labelledby="types-title">
          <SectionHeading
            id="types-title"
            title="Explore by type"
            lead="A bed for the night, a day out, or a story to bring home."
          />
          <TypeCards />
        </section>

        <section aria-labelledby="featured-title">
          <SectionHeading
            id="featured-title"
            title="Featured stays and experiences"
            lead="Hand-picked by our team this season."
            action={{ href: "/listings", label: "See all listings" }}
          />
          {featured.length > 0 ? (
            <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-x-6 sm:gap-y-10 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
              {featured.map((listing) => (
                <li key={listing.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                  <ListingCard
                    listing={listing}
                    favorite={{ favorited: saved.has(listing.id), signedIn: user !== null }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text="New listings are on their way. Check back soon." />
          )}
        </section>

        <section id="destinations" aria-labelledby="destinations-title" className="scroll-mt-24">
          <SectionHeading
            id="destinations-title"
            title="Popular destinations"
            lead="From the coast to the savanna: where will you go first?"
          />
          {destinations.length > 0 ? (
            <ul className="grid grid-cols-2 gap-4 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
              {destinations.map((destination) => (
                <li key={destination.id}>
                  <DestinationCard destination={destination} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text="Destinations are coming soon." />
          )}
        </section>

        <section
          aria-labelledby="promises-title"
          className="kente-weave overflow-hidden rounded-3xl px-6 py-10 text-white sm:px-10 sm:py-12"
        >
          <h2 id="promises-title" className="font-display text-2xl font-bold sm:text-3xl">
            Travel with confidence
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-ink-900"
                >
                  <StrokeIcon>
                    <path d="m5 10.5 3.2 3L15 6.5" />
                  </StrokeIcon>
                </span>
                <span>
                  <span className="block font-semibold">{promise.title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-forest-100">
                    {promise.text}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

interface SectionHeadingProps {
  id: string;
  title: string;
  lead: string;
  action?: { href: string; label: string };
}

function SectionHeading({ id, title, lead, action }: SectionHeadingProps) {
  return (
    <div className="mb-7 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        <h2
          id={id}
          className="font-display text-2xl font-bold tracking-tight text-forest-900 sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mt-1.5 text-ink-600">{lead}</p>
      </div>
      {action ? (
        <Link
          href={action.href}
          className="rounded-lg text-sm font-semibold text-forest-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-forest-900 focus-visible:outline-3 focus-visible:outline-gold-600"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-10 text-center text-ink-600">
      {text}
    </p>
  );
}
