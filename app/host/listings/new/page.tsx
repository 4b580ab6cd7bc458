import type { Metadata } from "next";
import { EMPTY_LISTING, ListingForm } from "@/components/admin/listing-form";
import { PageHeader } from "@/components/admin/ui";
import { getDb } from "@/db/client";
import { requireHostPage } from "@/lib/api/session";
import { MIN_REVIEW_PHOTOS } from "@/lib/listing-readiness";
import { listAmenities } from "@/lib/server/catalog/list-amenities";

export const metadata: Metadata = { title: "New listing" };

export default async function NewHostListingPage() {
  await requireHostPage("/host/listings/new");
  const amenities = await listAmenities(getDb());
  return (
    <>
      <PageHeader
        title="New listing"
        trail={[{ href: "/host/listings", label: "Listings" }, { label: "New listing" }]}
        description={`It starts as a draft that only you see. Add at least ${MIN_REVIEW_PHOTOS} photos, then send it for review: once an admin approves it, guests can book it.`}
      />
      <ListingForm owner="host" mode="create" initial={EMPTY_LISTING} amenities={amenities} />
    </>
  );
}
