import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { loadPublishedListing } from "@/app/listings/load-published-listing";
import { outingFromAddress } from "@/app/listings/outing-from-address";
import { BookingForm, type Stay } from "@/components/booking/booking-form";
import { OutingBookingForm } from "@/components/booking-form-parts";
import { hrefWith } from "@/components/catalog/listing-query";
import { outingParams } from "@/components/catalog/outing-starts";
import { type Quote, stayKey } from "@/components/catalog/stay-quote";
import { Photo } from "@/components/photo";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requirePageUser } from "@/lib/api/session";
import { addDays, MAX_STAY_NIGHTS, todayUtc, validateStay } from "@/lib/dates";
import { MAX_ADULTS, MAX_CHILDREN } from "@/lib/guest-limits";
import { listingAvailability } from "@/lib/server/catalog/listing-availability";

// Rendered per request: the price and the free nights come from the database.
export const dynamic = "force-dynamic";

type RawSearchParams = Record<string, string | string[] | undefined>;

interface BookPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: BookPageProps): Promise<Metadata> {
  const listing = await loadPublishedListing((await params).slug);
  return { title: `Confirm and pay · ${listing.title}`, robots: { index: false } };
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

function wholeNumber(value: string, min: number, max: number, fallback: number): number {
  if (!/^\d{1,3}$/.test(value)) return fallback;
  return Math.min(Math.max(Number(value), min), max);
}

export default async function BookPage({ params, searchParams }: BookPageProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const stay: Stay = {
    checkIn: first(query.checkIn),
    checkOut: first(query.checkOut),
    adults: wholeNumber(first(query.adults), 1, MAX_ADULTS, 1),
    children: wholeNumber(first(query.children), 0, MAX_CHILDREN, 0),
  };
  const startTime = first(query.startTime);
  const user = await requirePageUser(
    hrefWith(`/book/${encodeURIComponent(slug)}`, {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      startTime,
      adults: first(query.adults),
      children: first(query.children),
    }),
  );
  const listing = await loadPublishedListing(slug);

  const today = todayUtc();
  const lastDay = addDays(today, MAX_STAY_NIGHTS);
  const db = getDb();
  const cover = listing.images.find((image) => image.isPrimary) ?? listing.images[0];
  const place = [...new Set([listing.city, listing.region].filter(Boolean))].join(", ");
  const name = [user.profile.firstName, user.profile.lastName].filter(Boolean).join(" ");
  const formListing = {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    type: listing.type,
    place,
    maxGuests: listing.maxGuests,
    priceGHS: listing.priceGHS,
    priceUnit: listing.priceUnit,
    checkInTime: listing.checkInTime,
    checkOutTime: listing.checkOutTime,
    photo: cover ? (
      <Photo src={cover.url} alt="" sizes="6rem" loading="eager" className="object-cover" />
    ) : null,
  };

  if (soldByStart(listing.type)) {
    const guests = { adults: stay.adults, children: stay.children };
    const [full, chosen] = await Promise.all([
      listingAvailability(db, { slug: listing.slug, checkIn: today, checkOut: lastDay }),
      outingFromAddress(db, {
        listing,
        checkIn: stay.checkIn,
        startTime,
        guests,
        today,
        lastDay,
      }),
    ]);
    return (
      <BookPageFrame
        title={listing.title}
        listingHref={hrefWith(
          `/listings/${listing.slug}`,
          outingParams(chosen.date, chosen.startTime, guests),
        )}
      >
        <OutingBookingForm
          listing={{
            ...formListing,
            startTimes: listing.startTimes,
            durationDays: listing.durationDays,
            durationHours: listing.durationHours,
          }}
          today={today}
          lastDay={lastDay}
          fullDates={full.unavailableDates}
          initial={{ checkIn: chosen.date ?? "", startTime: chosen.startTime, ...guests }}
          initialQuote={chosen.quote}
          guest={{ name, email: user.email }}
        />
      </BookPageFrame>
    );
  }

  const stayIsValid =
    stay.checkIn && stay.checkOut && validateStay(stay.checkIn, stay.checkOut, today).ok;
  // The taken nights for the calendar, and the quote of the address's stay.
  const [taken, availability] = await Promise.all([
    listingAvailability(db, { slug: listing.slug, checkIn: today, checkOut: lastDay }),
    stayIsValid ? listingAvailability(db, { slug: listing.slug, ...stay }) : null,
  ]);
  let initialQuote: Quote | null = null;
  if (availability) {
    const key = stayKey(stay.checkIn, stay.checkOut);
    initialQuote = availability.pricing
      ? { key, status: "ready", pricing: availability.pricing }
      : { key, status: "unavailable", nights: availability.unavailableDates };
  }

  return (
    <BookPageFrame
      title={listing.title}
      listingHref={hrefWith(`/listings/${listing.slug}`, {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: stay.adults,
        children: stay.children || undefined,
      })}
    >
      <BookingForm
        listing={formListing}
        today={today}
        lastDay={lastDay}
        unavailableNights={taken.unavailableDates}
        initial={stay}
        initialQuote={initialQuote}
        guest={{ name, email: user.email }}
      />
    </BookPageFrame>
  );
}

/** The booking page around its form: the way back to the listing and the heading. */
function BookPageFrame({
  title,
  listingHref,
  children,
}: {
  title: string;
  listingHref: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-4 sm:px-6 sm:pt-8 lg:px-8">
      <Link
        href={listingHref}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-forest-700 hover:text-forest-900 hover:underline"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 fill-none stroke-current"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m12 5-5 5 5 5" />
        </svg>
        Back to the listing
      </Link>
      <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        Confirm and pay
      </h1>
      <p className="mt-2 text-ink-600">
        Review your trip to <span className="font-semibold text-ink-900">{title}</span>, then pay
        securely to confirm it.
      </p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
