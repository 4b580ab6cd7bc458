import type { Metadata } from "next";
import { cache } from "react";
import { loadEditorExtras } from "@/app/listing-editor-data";
import { findOrNull, loadOrNotFound } from "@/app/load-or-not-found";
import { ListingEditor } from "@/components/admin/listing-editor";
import { ListingStatusActions } from "@/components/admin/listing-status-actions";
import { one, type RawSearchParams } from "@/components/admin/query";
import { ReviewActions } from "@/components/admin/review-actions";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/api/session";
import { config } from "@/lib/platform/config";
import { type AdminListing, getAdminListing } from "@/lib/server/admin/listings/admin-listing-view";

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

function statusDescription(listing: AdminListing): string {
  switch (listing.status) {
    case "PUBLISHED":
      return "Live on the site. Unpublish to hide it while keeping it as a draft.";
    case "ARCHIVED":
      return "Archived: hidden everywhere. Restore it as a draft to work on it again.";
    case "PENDING_REVIEW":
      return "Sent for review by its host: approve it to publish it, or return it with a note saying what to change.";
    case "DRAFT":
      return "Not visible to guests until it is published.";
  }
}

export default async function EditListingPage({ params, searchParams }: PageProps) {
  await requireAdminPage();
  const { id } = await params;
  const listing = await loadOrNotFound(() => loadListing(id));
  const created = one((await searchParams).created) === "1";
  const extras = await loadEditorExtras(listing.id);

  return (
    <ListingEditor
      owner="admin"
      listing={listing}
      {...extras}
      created={created}
      status={{
        description: statusDescription(listing),
        actions: (
          <div className="grid gap-5">
            <ReviewActions listingId={listing.id} inReview={listing.status === "PENDING_REVIEW"} />
            <ListingStatusActions
              listingId={listing.id}
              status={listing.status}
              imageCount={listing.images.length}
            />
          </div>
        ),
      }}
    />
  );
}
