import type { Metadata } from "next";
import Link from "next/link";
import {
  FilterBar,
  FilterField,
  FilterSearch,
  inputClass,
  StatusFilter,
} from "@/components/admin/filter-bar";
import { ListTable } from "@/components/admin/list-table";
import { activeFilters, enumParam, one, textParam } from "@/components/admin/query";
import { PageHeader, StatCard } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { buttonClass, tableLink } from "@/components/button-styles";
import { choicesOf, LISTING_STATUS, LISTING_TYPE_LABELS } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { formatDate, isoOf } from "@/lib/date-format";
import { LISTING_STATUSES, LISTING_TYPES } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";
import { formatCount } from "@/lib/words";
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
  const { items, total, stats } = await listAdminListings(getDb(), {
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

      <section aria-labelledby="listing-counts" className="mb-6">
        <h2 id="listing-counts" className="sr-only">
          Listings by status
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label="Listings"
            value={formatCount(stats.total - stats.archived)}
            detail={`${formatCount(stats.archived)} archived, not counted`}
          />
          <StatCard label="Published" value={formatCount(stats.published)} accent="forest" />
          <StatCard label="Drafts" value={formatCount(stats.draft)} accent="ink" />
          <StatCard label="In review" value={formatCount(stats.pending)} accent="gold" />
        </dl>
      </section>

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

      <ListTable
        id="listings-caption"
        caption="Listings"
        noun={["listing", "listings"]}
        columns={[
          { label: "Title", className: "font-semibold md:min-w-52" },
          { label: "Status" },
          { label: "Place" },
          { label: "Price", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          { label: "Views", align: "right", className: "tabular-nums" },
          { label: "Bookings", align: "right", className: "tabular-nums" },
          { label: "Created", className: "md:whitespace-nowrap text-ink-600" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/admin/listings", label: "Listing pages" }}
        empty={{ filtered: "No listing matches these filters.", none: "No listings yet." }}
        countSuffix={
          !anyFilter && stats.archived > 0 ? ` (${formatCount(stats.archived)} archived)` : ""
        }
        rows={items.map((listing) => ({
          key: listing.id,
          className: "hover:bg-sand-50",
          cells: [
            <>
              <Link href={`/admin/listings/${listing.id}`} className={tableLink}>
                {listing.title}
              </Link>
              <span className="block text-xs font-normal text-ink-600">
                {LISTING_TYPE_LABELS[listing.type]}
              </span>
            </>,
            <span key="status" className="flex flex-col items-start gap-1">
              <Badge tone={LISTING_STATUS[listing.status].tone}>
                {LISTING_STATUS[listing.status].label}
              </Badge>
              {listing.featured ? (
                <span className="text-xs font-semibold whitespace-nowrap text-ink-700">
                  <span aria-hidden="true">★ </span>Featured
                </span>
              ) : null}
            </span>,
            <>
              {listing.city}
              <span className="block text-xs text-ink-600">{listing.region}</span>
            </>,
            formatGhs(listing.priceGHS),
            formatCount(listing.viewCount),
            formatCount(listing.bookingCount),
            <time key="created" dateTime={isoOf(listing.createdAt)}>
              {formatDate(listing.createdAt)}
            </time>,
          ],
        }))}
      />
    </>
  );
}
