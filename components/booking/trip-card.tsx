import Link from "next/link";
import { Badge } from "@/components/badge";
import { GUEST_BOOKING_STATUS } from "@/components/format/labels";
import { textLink } from "@/components/link-styles";
import { Photo } from "@/components/photo";
import { soldByStart } from "@/lib/activity-starts";
import { formatDate, stayDates } from "@/lib/date-format";
import type { BookingStatus, ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { plural } from "@/lib/words";

export interface TripSummary {
  reference: string;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  startTime: string | null;
  nights: number;
  adults: number;
  children: number;
  total: string;
  listing: {
    type: ListingType;
    durationHours: number | null;
    title: string;
    images: Array<{ url: string; isPrimary: boolean }>;
  };
}

interface TripCardProps {
  trip: TripSummary;
  eager?: boolean;
  /** The last day this finished trip may be reviewed, when it may be now. */
  reviewBy?: string;
}

/** One booking in the trips list: the whole card links to its trip page. */
export function TripCard({ trip, eager = false, reviewBy }: TripCardProps) {
  const cover = trip.listing.images.find((image) => image.isPrimary) ?? trip.listing.images[0];
  const status = GUEST_BOOKING_STATUS[trip.status];
  // An activity says when, who and how long in one line; a stay its dates, then its nights.
  const outing = soldByStart(trip.listing.type)
    ? outingLine(bookedOuting(trip, trip.listing.durationHours))
    : null;
  return (
    <article className="group relative flex gap-4 rounded-2xl border border-sand-200 bg-white p-3 shadow-card transition hover:border-sand-300 hover:shadow-float sm:gap-5 sm:p-4">
      <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-xl bg-sand-200 sm:aspect-[4/3] sm:w-44">
        {cover ? (
          <Photo
            src={cover.url}
            alt=""
            sizes="(min-width: 640px) 11rem, 6rem"
            loading={eager ? "eager" : "lazy"}
            className="object-cover transition duration-500 group-hover:scale-[1.04]"
          />
        ) : (
          <div className="kente-weave size-full" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="font-mono text-xs tracking-wide text-ink-600">{trip.reference}</span>
        </div>
        <h3 className="line-clamp-2 font-semibold leading-snug text-ink-900">
          <Link
            href={`/trips/${encodeURIComponent(trip.reference)}`}
            className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-has-[a:focus-visible]:underline"
          >
            {trip.listing.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-700">{outing ?? stayDates(trip.checkIn, trip.checkOut)}</p>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 text-sm text-ink-600">
          {outing ? null : (
            <>
              <span>{plural(trip.nights, "night", "nights")}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span className="font-semibold text-ink-900">{formatGhs(trip.total)} total</span>
        </p>
        {reviewBy ? (
          // Above the card's own link, which covers the card.
          <p className="relative z-10 text-sm text-ink-600">
            <Link href={`/trips/${encodeURIComponent(trip.reference)}#review`} className={textLink}>
              Leave a review<span className="sr-only"> of {trip.listing.title}</span>
            </Link>{" "}
            by {formatDate(reviewBy)}
          </p>
        ) : null}
      </div>
      {/* The ring shows on the card when its link has keyboard focus. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-2xl ring-gold-600 group-has-[a:focus-visible]:ring-3"
      />
    </article>
  );
}
