import type { Metadata } from "next";
import { EMPTY_LISTING, ListingForm } from "@/components/admin/listing-form";
import { PageHeader } from "@/components/admin/ui";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/api/session";
import { listAmenities } from "@/lib/server/catalog/list-amenities";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "New listing" };

export default async function NewListingPage() {
  await requireAdminPage();
  const amenities = await listAmenities(getDb());
  return (
    <>
      <PageHeader
        title="New listing"
        trail={[{ href: "/admin/listings", label: "Listings" }, { label: "New listing" }]}
        description="It starts as a draft: nobody sees it until you add an image and publish it."
      />
      <ListingForm owner="admin" mode="create" initial={EMPTY_LISTING} amenities={amenities} />
    </>
  );
}
