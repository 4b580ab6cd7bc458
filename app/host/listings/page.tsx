import type { Metadata } from "next";
import Link from "next/link";
import { FilterBar, FilterSearch, StatusFilter } from "@/components/admin/filter-bar";
import { ListingCounts, ListingsTable } from "@/components/admin/listings-table";
import {
  activeFilters,
  enumParam,
  pageParam,
  type RawSearchParams,
  textParam,
} from "@/components/admin/query";
import { PageHeader } from "@/components/admin/ui";
import { buttonClass } from "@/components/button-styles";
import { choicesOf, LISTING_STATUS } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { requireHostPage } from "@/lib/api/session";
import { LISTING_STATUSES } from "@/lib/enums";
import { pageRequest } from "@/lib/pagination";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";

export const metadata: Metadata = { title: "Your listings" };

const PAGE_SIZE = 20;

export default async function HostListingsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  const host = await requireHostPage("/host/listings");
  const raw = await searchParams;
  const page = pageParam(raw.page);
  const status = enumParam(raw.status, LISTING_STATUSES);
  const search = textParam(raw.search);
  const listings = await listAdminListings(getDb(), {
    filters: { status, search, hostId: host.id },
    page: pageRequest(page, PAGE_SIZE),
  });
  const { params, anyFilter } = activeFilters({ status, search });

  return (
    <>
      <PageHeader
        title="Your listings"
        description="Your stays, activities and experiences: drafts, those waiting for review and those live."
        actions={
          <Link href="/host/listings/new" className={buttonClass("primary")}>
            <span aria-hidden="true">+</span> New listing
          </Link>
        }
      />
      <ListingCounts stats={listings.stats} />
      <FilterBar
        action="/host/listings"
        label="Filter your listings"
        clearHref={anyFilter ? "/host/listings" : undefined}
      >
        <FilterSearch
          label="Title contains"
          className="w-full sm:w-56"
          value={search}
          placeholder="e.g. cottage"
        />
        <StatusFilter value={status} options={choicesOf(LISTING_STATUSES, LISTING_STATUS)} />
      </FilterBar>
      <ListingsTable
        owner="host"
        listings={listings}
        list={{ page, pageSize: PAGE_SIZE, params, anyFilter }}
      />
    </>
  );
}
