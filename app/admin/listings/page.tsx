import type { Metadata } from "next";
import Link from "next/link";
import {
  FilterBar,
  FilterField,
  FilterSearch,
  inputClass,
  StatusFilter,
} from "@/components/admin/filter-bar";
import { ListingCounts, ListingsTable } from "@/components/admin/listings-table";
import { activeFilters, enumParam, one, textParam } from "@/components/admin/query";
import { PageHeader } from "@/components/admin/ui";
import { buttonClass } from "@/components/button-styles";
import { choicesOf, LISTING_STATUS, LISTING_TYPE_LABELS } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { LISTING_STATUSES, LISTING_TYPES } from "@/lib/enums";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";
import { type AdminListProps, adminListRequest } from "../list-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Listings" };

const PAGE_SIZE = 20;

export default async function AdminListingsPage({ searchParams }: AdminListProps) {
  const { raw, page, request } = await adminListRequest(searchParams, PAGE_SIZE);
  const status = enumParam(raw.status, LISTING_STATUSES);
  const type = enumParam(raw.type, LISTING_TYPES);
  const featuredText = one(raw.featured);
  const featured = featuredText === "true" ? true : featuredText === "false" ? false : undefined;
  const search = textParam(raw.search);
  const listings = await listAdminListings(getDb(), {
    filters: { status, type, featured, search },
    page: request,
  });
  const filters = {
    status,
    type,
    featured: featured === undefined ? undefined : String(featured),
    search,
  };
  const { params, anyFilter } = activeFilters(filters);

  return (
    <>
      <PageHeader
        title="Listings"
        description="Every stay, activity and experience, in any status."
        actions={
          <Link href="/admin/listings/new" className={buttonClass("primary")}>
            <span aria-hidden="true">+</span> New listing
          </Link>
        }
      />

      <ListingCounts stats={listings.stats} />

      <FilterBar
        action="/admin/listings"
        label="Filter listings"
        clearHref={anyFilter ? "/admin/listings" : undefined}
      >
        <FilterSearch
          label="Title contains"
          className="w-full sm:w-56"
          value={search}
          placeholder="e.g. villa"
        />
        <StatusFilter value={status} options={choicesOf(LISTING_STATUSES, LISTING_STATUS)} />
        <FilterField id="filter-type" label="Type" className="w-[calc(50%-0.375rem)] sm:w-40">
          <select id="filter-type" name="type" defaultValue={type ?? ""} className={inputClass}>
            <option value="">Any type</option>
            {LISTING_TYPES.map((value) => (
              <option key={value} value={value}>
                {LISTING_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField
          id="filter-featured"
          label="Featured"
          className="w-[calc(50%-0.375rem)] sm:w-36"
        >
          <select
            id="filter-featured"
            name="featured"
            defaultValue={featured === undefined ? "" : String(featured)}
            className={inputClass}
          >
            <option value="">All</option>
            <option value="true">Featured only</option>
            <option value="false">Not featured</option>
          </select>
        </FilterField>
      </FilterBar>

      <ListingsTable
        owner="admin"
        listings={listings}
        list={{ page, pageSize: PAGE_SIZE, params, anyFilter }}
      />
    </>
  );
}
