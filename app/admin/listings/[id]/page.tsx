import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { findOrNull, loadOrNotFound } from "@/app/load-or-not-found";
import { ImageManager } from "@/components/admin/image-manager";
import { ListingCalendar } from "@/components/admin/listing-calendar";
import { ListingForm } from "@/components/admin/listing-form";
import { listingNextStep } from "@/components/admin/listing-next-step";
import { ListingStatusActions } from "@/components/admin/listing-status-actions";
import { listingFormValues } from "@/components/admin/listing-values";
import { one, type RawSearchParams } from "@/components/admin/query";
import { Notice, PageHeader, Panel } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { buttonClass, tableLink } from "@/components/button-styles";
import { LISTING_STATUS, LISTING_TYPE_LABELS } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/api/session";
import { formatDateTime } from "@/lib/date-format";
import { addMonths, todayUtc } from "@/lib/dates";
import { config } from "@/lib/platform/config";
import { listingCalendar } from "@/lib/server/admin/calendar/listing-calendar";
import { type AdminListing, getAdminListing } from "@/lib/server/admin/listings/admin-listing-view";
import { listAmenities } from "@/lib/server/catalog/list-amenities";
import { formatCount } from "@/lib/words";

export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

const loadListing = cache(
  (id: string): Promise<AdminListing | null> =>
    findOrNull(() => getAdminListing(getDb(), { listingId: id, appUrl: config().appUrl }), {
      valid: /^[a-z0-9]{1,64}$/i.test(id),
    }),
);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await requireAdminPage();
  const listing = await loadListing((await params).id);
  return { title: listing ? `Edit ${listing.title}` : "Listing not found" };
}

export default async function EditListingPage({ params, searchParams }: PageProps) {
  await requireAdminPage();
  const { id } = await params;
  const listing = await loadOrNotFound(() => loadListing(id));
  const created = one((await searchParams).created) === "1";
  const db = getDb();
  const month = todayUtc().slice(0, 7);
  const [amenities, nights] = await Promise.all([
    listAmenities(db),
    listingCalendar(db, {
      listingId: listing.id,
      from: `${month}-01`,
      to: `${addMonths(month, 1)}-01`,
    }),
  ]);
  const live = listing.status === "PUBLISHED";
  const nextStep = listingNextStep({
    created,
    status: listing.status,
    imageCount: listing.images.length,
  });

  return (
    <>
      <PageHeader
        title={listing.title}
        trail={[{ href: "/admin/listings", label: "Listings" }, { label: listing.title }]}
        actions={
          live ? (
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

      {nextStep ? (
        <div className="mb-6">
          <Notice tone="success" title={nextStep.title}>
            {nextStep.needsImage ? (
              <>
                Next,{" "}
                <a href="#images" className={tableLink}>
                  add at least one image
                </a>
                , then publish it.
              </>
            ) : (
              <>
                Next,{" "}
                <a href="#status" className={tableLink}>
                  publish it
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
        <Panel
          id="status"
          title="Status and publishing"
          description={
            live
              ? "Live on the site. Unpublish to hide it while keeping it as a draft."
              : listing.status === "ARCHIVED"
                ? "Archived: hidden everywhere. Restore it as a draft to work on it again."
                : "Not visible to guests until it is published."
          }
        >
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
                <Link href={`/admin/bookings?listingId=${listing.id}`} className={tableLink}>
                  {formatCount(listing.bookingCount)}
                </Link>
              </dd>
            </div>
          </dl>
          <ListingStatusActions
            listingId={listing.id}
            status={listing.status}
            imageCount={listing.images.length}
          />
        </Panel>

        <Panel
          id="images"
          title="Images"
          description="The primary image leads the gallery and the listing cards. Drag the cards, or use the arrow buttons, to change the order."
        >
          <ImageManager
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
          description="Booked, held and blocked nights. Block nights for maintenance or an owner stay."
        >
          <ListingCalendar listingId={listing.id} initialMonth={month} initialNights={nights} />
        </Panel>

        <section id="details" aria-labelledby="details-heading" className="scroll-mt-24">
          <h2 id="details-heading" className="mb-3 text-lg font-semibold text-ink-900">
            Details
          </h2>
          <ListingForm
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
