import type { Metadata } from "next";
import { cache } from "react";
import { loadEditorExtras } from "@/app/listing-editor-data";
import { findOrNull, loadOrNotFound } from "@/app/load-or-not-found";
import { ListingEditor } from "@/components/admin/listing-editor";
import { one, type RawSearchParams } from "@/components/admin/query";
import { Notice } from "@/components/admin/ui";
import { SubmitForReview } from "@/components/host/submit-for-review";
import { getDb } from "@/db/client";
import { requireHostPage } from "@/lib/api/session";
import { config } from "@/lib/platform/config";
import type { AdminListing } from "@/lib/server/admin/listings/admin-listing-view";
import { getHostListing } from "@/lib/server/host/host-listing";

export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

// Another host's listing is the ordinary 404: the page does not admit it exists.
const loadListing = cache(
  (hostId: string, id: string): Promise<AdminListing | null> =>
    findOrNull(() => getHostListing(getDb(), { hostId, listingId: id, appUrl: config().appUrl }), {
      valid: /^[a-z0-9]{1,64}$/i.test(id),
      missing: ["NOT_FOUND", "FORBIDDEN"],
    }),
);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  const host = await requireHostPage(`/host/listings/${id}`);
  const listing = await loadListing(host.id, id);
  return { title: listing ? `Edit ${listing.title}` : "Listing not found" };
}

const STATUS_WORDS: Record<AdminListing["status"], string> = {
  DRAFT:
    "A draft only you see. Send it for review when it is ready: once an admin approves it, guests can find and book it.",
  PENDING_REVIEW: "Sent for review: an admin is checking it before it goes live.",
  PUBLISHED: "Live on the site: guests can find and book it.",
  ARCHIVED: "Archived: hidden everywhere; its bookings stay readable.",
};

export default async function EditHostListingPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const host = await requireHostPage(`/host/listings/${id}`);
  const listing = await loadOrNotFound(() => loadListing(host.id, id));
  const created = one((await searchParams).created) === "1";
  const extras = await loadEditorExtras(listing.id);

  return (
    <ListingEditor
      owner="host"
      listing={listing}
      {...extras}
      created={created}
      notice={
        listing.status === "DRAFT" && listing.reviewNote ? (
          <Notice
            tone="problem"
            title="Returned by the reviewer: please change it and send it again"
          >
            <p className="whitespace-pre-line">{listing.reviewNote}</p>
          </Notice>
        ) : null
      }
      status={{
        description: STATUS_WORDS[listing.status],
        actions:
          listing.status === "DRAFT" ? (
            <SubmitForReview listingId={listing.id} />
          ) : listing.status === "PENDING_REVIEW" ? (
            <Notice title="Waiting for review">
              An admin is checking your listing; it goes live once approved. You can still change it
              meanwhile.
            </Notice>
          ) : null,
      }}
    />
  );
}
