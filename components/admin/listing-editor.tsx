import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/badge";
import { buttonClass } from "@/components/button-styles";
import { LISTING_STATUS, LISTING_TYPE_LABELS } from "@/components/format/labels";
import { tableLink } from "@/components/link-styles";
import { formatDateTime } from "@/lib/date-format";
import { MIN_REVIEW_PHOTOS } from "@/lib/listing-readiness";
import type { AdminListing } from "@/lib/server/admin/listings/admin-listing-view";
import { formatCount } from "@/lib/words";
import { CalendarFeed } from "./calendar-feed";
import type { CalendarNight } from "./calendar-nights";
import { ImageManager } from "./image-manager";
import type { ImportedCalendarView } from "./imported-calendars";
import { ListingCalendar } from "./listing-calendar";
import { ListingForm } from "./listing-form";
import { listingNextStep } from "./listing-next-step";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";
import { type AmenityOption, listingFormValues } from "./listing-values";
import { Notice, PageHeader, Panel } from "./ui";

interface ListingEditorProps {
  owner: ListingOwner;
  listing: AdminListing;
  amenities: AmenityOption[];
  /** The calendar's first month ("2026-06") and its nights. */
  month: string;
  nights: CalendarNight[];
  /** A stay's iCal feed address; null for an activity or experience, which has none. */
  calendarFeedUrl: string | null;
  /** A stay's imported calendars; null for an activity or experience. */
  importedCalendars: ImportedCalendarView[] | null;
  /** The page was reached right after creating the listing (`?created=1`). */
  created: boolean;
  /** The status panel's words and controls: publishing for an admin, review for a host. */
  status: { description: ReactNode; actions: ReactNode };
  /** Above everything, e.g. the admin's note on a listing returned to its host. */
  notice?: ReactNode;
}

/** A listing's editor page, the admin's or its host's: status, images, calendar and details. */
export function ListingEditor({
  owner,
  listing,
  amenities,
  month,
  nights,
  calendarFeedUrl,
  importedCalendars,
  created,
  status,
  notice,
}: ListingEditorProps) {
  const scope = LISTING_SCOPES[owner];
  const nextStep = listingNextStep({
    created,
    status: listing.status,
    imageCount: listing.images.length,
  });
  const images = owner === "admin" ? "at least one image" : `at least ${MIN_REVIEW_PHOTOS} photos`;

  return (
    <>
      <PageHeader
        title={listing.title}
        trail={[{ href: scope.pages, label: "Listings" }, { label: listing.title }]}
        actions={
          listing.status === "PUBLISHED" ? (
            <Link href={`/listings/${listing.slug}`} className={buttonClass("secondary")}>
              View on the site
            </Link>
          ) : null
        }
      >
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          <Badge tone={LISTING_STATUS[listing.status].tone}>
            {LISTING_STATUS[listing.status].label}
          </Badge>
          <span>{LISTING_TYPE_LABELS[listing.type]}</span>
          <span>
            {listing.city}, {listing.region}
          </span>
          <span className="font-mono text-xs break-all">/{listing.slug}</span>
        </p>
      </PageHeader>

      {notice ? <div className="mb-6">{notice}</div> : null}

      {nextStep ? (
        <div className="mb-6">
          <Notice tone="success" title={nextStep.title}>
            Next,{" "}
            {nextStep.needsImage ? (
              <>
                <a href="#images" className={tableLink}>
                  add {images}
                </a>
                , then {scope.finish}.
              </>
            ) : (
              <>
                <a href="#status" className={tableLink}>
                  {scope.finish}
                </a>{" "}
                when it is ready.
              </>
            )}
          </Notice>
        </div>
      ) : null}

      <nav aria-label="On this page" className="mb-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[
            ["#status", "Status"],
            ["#images", `Images (${listing.images.length})`],
            ["#calendar", "Calendar"],
            ["#details", "Details"],
          ].map(([href, label]) => (
            <li key={href}>
              <a
                href={href}
                className="inline-flex rounded-full border border-sand-300 bg-white px-3 py-1.5 font-semibold text-ink-900 hover:border-ink-500"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-6">
        <Panel id="status" title="Status and publishing" description={status.description}>
          <dl className="mb-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-ink-600">Created</dt>
              <dd className="font-medium text-ink-900">{formatDateTime(listing.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Published</dt>
              <dd className="font-medium text-ink-900">{formatDateTime(listing.publishedAt)}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Views</dt>
              <dd className="font-medium text-ink-900">{formatCount(listing.viewCount)}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Confirmed bookings</dt>
              <dd className="font-medium text-ink-900">
                <Link href={`${scope.bookings}?listingId=${listing.id}`} className={tableLink}>
                  {formatCount(listing.bookingCount)}
                </Link>
              </dd>
            </div>
          </dl>
          {status.actions}
        </Panel>

        <Panel
          id="images"
          title="Images"
          description="The primary image leads the gallery and the listing cards. Drag the cards, or use the arrow buttons, to change the order."
        >
          <ImageManager
            owner={owner}
            listingId={listing.id}
            initial={listing.images.map((image, index) => ({
              id: image.id,
              url: image.url,
              alt: image.alt ?? "",
              isPrimary: image.isPrimary,
              order: image.order ?? index,
            }))}
          />
        </Panel>

        <Panel
          id="calendar"
          title="Calendar"
          description="Booked, held, blocked and imported nights. Block nights for maintenance or an owner stay; link your calendars on other channels so a night sold there closes here."
        >
          <ListingCalendar
            owner={owner}
            listingId={listing.id}
            initialMonth={month}
            initialNights={nights}
            importedCalendars={importedCalendars}
          />
          {calendarFeedUrl ? (
            <CalendarFeed owner={owner} listingId={listing.id} initialUrl={calendarFeedUrl} />
          ) : null}
        </Panel>

        <section id="details" aria-labelledby="details-heading" className="scroll-mt-24">
          <h2 id="details-heading" className="mb-3 text-lg font-semibold text-ink-900">
            Details
          </h2>
          <ListingForm
            owner={owner}
            mode="edit"
            listingId={listing.id}
            initial={listingFormValues(listing)}
            amenities={amenities}
          />
        </section>
      </div>
    </>
  );
}
