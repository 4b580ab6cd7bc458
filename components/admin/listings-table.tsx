import Link from "next/link";
import { Badge } from "@/components/badge";
import { LISTING_STATUS, LISTING_TYPE_LABELS } from "@/components/format/labels";
import { tableLink } from "@/components/link-styles";
import { formatDate, isoOf } from "@/lib/date-format";
import { formatGhs } from "@/lib/money-format";
import type { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";
import { formatCount } from "@/lib/words";
import { ListTable } from "./list-table";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";
import { StatCard } from "./ui";

type ListingPage = Awaited<ReturnType<typeof listAdminListings>>;

interface ListingsTableProps {
  owner: ListingOwner;
  listings: ListingPage;
  /** The page shown and the filters in force (see ListTable). */
  list: { page: number; pageSize: number; params: Record<string, string>; anyFilter: boolean };
}

/** A page of listings, the admin's (all) or a host's (their own), each linking to its editor. */
export function ListingsTable({
  owner,
  listings: { items, total, stats },
  list,
}: ListingsTableProps) {
  const scope = LISTING_SCOPES[owner];
  return (
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
      list={{ ...list, total }}
      pages={{ path: scope.pages, label: "Listing pages" }}
      empty={{
        filtered: "No listing matches these filters.",
        none: owner === "admin" ? "No listings yet." : "You have no listings yet.",
      }}
      countSuffix={
        !list.anyFilter && stats.archived > 0 ? ` (${formatCount(stats.archived)} archived)` : ""
      }
      rows={items.map((listing) => ({
        key: listing.id,
        className: "hover:bg-sand-50",
        cells: [
          <>
            <Link href={`${scope.pages}/${listing.id}`} className={tableLink}>
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
  );
}

/** The listings' counts by status, above the table. */
export function ListingCounts({ stats }: { stats: ListingPage["stats"] }) {
  return (
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
  );
}
