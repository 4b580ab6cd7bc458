import type { Metadata } from "next";
import Link from "next/link";
import {
  activeFilters,
  dateParam,
  enumParam,
  idParam,
  pageCount,
  pageParam,
  type RawSearchParams,
  rangeText,
} from "@/components/admin/query";
import {
  DataTable,
  EmptyRow,
  FilterBar,
  FilterField,
  FilterSelect,
  inputClass,
  Notice,
  PageHeader,
  StatCard,
  tdClass,
} from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { tableLink } from "@/components/button-styles";
import { Pagination } from "@/components/catalog/pagination";
import { formatDate, isoOf } from "@/components/format/dates";
import { BOOKING_STATUS } from "@/components/format/labels";
import { formatGhs } from "@/components/format/money";
import { formatCount, personName } from "@/components/format/words";
import { getDb } from "@/db/client";
import { pageRequest } from "@/lib/api/pagination";
import { BOOKING_STATUSES } from "@/lib/enums";
import { listAdminBookings } from "@/lib/server/admin/bookings/list-bookings";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";
import { recentAdminBookingStats } from "@/lib/server/admin/stats/recent-stats";
import { requireAdminPage } from "@/lib/server/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bookings" };

const PAGE_SIZE = 20;
/** Enough for the listing filter's choices (the catalogue is a few dozen listings). */
const LISTING_CHOICES = 500;

export default async function AdminBookingsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  await requireAdminPage();
  const raw = await searchParams;
  const status = enumParam(raw.status, BOOKING_STATUSES);
  const startDate = dateParam(raw.startDate);
  let endDate = dateParam(raw.endDate);
  const listingId = idParam(raw.listingId);
  const page = pageParam(raw.page);
  const reversed = startDate !== undefined && endDate !== undefined && endDate < startDate;
  if (reversed) endDate = undefined;

  const db = getDb();
  const [{ items, total, stats }, listingChoices] = await Promise.all([
    listAdminBookings(
      db,
      { status, startDate, endDate, listingId },
      pageRequest(page, PAGE_SIZE),
      recentAdminBookingStats,
    ),
    listAdminListings(db, {}, pageRequest(1, LISTING_CHOICES)),
  ]);
  const choices = [...listingChoices.items].sort((a, b) => a.title.localeCompare(b.title));
  const { params, anyFilter } = activeFilters({ status, startDate, endDate, listingId });
  const totalPages = pageCount(total, PAGE_SIZE);
  const listingTitle = listingId ? choices.find((choice) => choice.id === listingId)?.title : null;

  return (
    <>
      <PageHeader
        title="Bookings"
        description="Every booking on the marketplace. Open one to change its status or cancel it with a refund."
      />

      <section aria-labelledby="booking-stats" className="mb-6">
        <h2 id="booking-stats" className="sr-only">
          All bookings at a glance
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
          <StatCard label="All bookings" value={formatCount(stats.total)} accent="ink" />
          <StatCard label="Pending" value={formatCount(stats.pending)} accent="gold" />
          <StatCard label="Confirmed" value={formatCount(stats.confirmed)} />
          <StatCard label="Completed" value={formatCount(stats.completed)} accent="ink" />
          <StatCard label="Cancelled" value={formatCount(stats.cancelled)} accent="clay" />
          <StatCard
            label="Revenue"
            value={formatGhs(stats.revenue)}
            detail="Paid, less refunds"
            accent="clay"
          />
        </dl>
      </section>

      <FilterBar
        action="/admin/bookings"
        label="Filter bookings"
        clearHref={anyFilter || reversed ? "/admin/bookings" : undefined}
      >
        <FilterSelect
          id="filter-status"
          label="Status"
          className="w-[calc(50%-0.375rem)] sm:w-40"
          name="status"
          value={status}
          anyLabel="Any status"
          options={BOOKING_STATUSES.map((value) => ({
            value,
            label: BOOKING_STATUS[value].label,
          }))}
        />
        <FilterField id="filter-listing" label="Listing" className="w-full sm:w-72">
          <select
            id="filter-listing"
            name="listingId"
            defaultValue={listingId ?? ""}
            className={inputClass}
          >
            <option value="">Any listing</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField
          id="filter-start"
          label="Staying from"
          className="w-[calc(50%-0.375rem)] sm:w-44"
        >
          <input
            id="filter-start"
            name="startDate"
            type="date"
            defaultValue={startDate ?? ""}
            aria-describedby="filter-dates-hint"
            className={inputClass}
          />
        </FilterField>
        <FilterField
          id="filter-end"
          label="Staying until"
          className="w-[calc(50%-0.375rem)] sm:w-44"
        >
          <input
            id="filter-end"
            name="endDate"
            type="date"
            defaultValue={reversed ? (dateParam(raw.endDate) ?? "") : (endDate ?? "")}
            aria-describedby="filter-dates-hint"
            aria-invalid={reversed || undefined}
            className={inputClass}
          />
        </FilterField>
        <p id="filter-dates-hint" className="w-full text-sm text-ink-600 sm:order-last">
          Dates find stays with at least one night in the range, both days included.
        </p>
      </FilterBar>

      {reversed ? (
        <div className="mb-5">
          <Notice tone="problem" title="The date range is reversed">
            “Staying until” is before “Staying from”, so only the start date is applied.
          </Notice>
        </div>
      ) : null}

      <section
        aria-labelledby="bookings-caption"
        className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
      >
        <p className="mb-3 text-sm font-semibold text-ink-700">
          {rangeText(page, PAGE_SIZE, total, ["booking", "bookings"])}
          {listingTitle ? ` for ${listingTitle}` : ""}
        </p>
        <DataTable
          id="bookings-caption"
          caption={<>Bookings{anyFilter ? ", filtered" : ""}, newest first</>}
          columns={[
            { label: "Reference" },
            { label: "Status" },
            { label: "Guest" },
            { label: "Listing" },
            { label: "Stay" },
            { label: "Total", align: "right" },
            { label: "Booked" },
          ]}
        >
          {items.length === 0 ? (
            <EmptyRow colSpan={7}>
              {anyFilter ? "No booking matches these filters." : "No bookings yet."}
            </EmptyRow>
          ) : (
            items.map((booking) => (
              <tr key={booking.id} className="hover:bg-sand-50">
                <th scope="row" className={`${tdClass} font-semibold whitespace-nowrap`}>
                  <Link
                    href={`/admin/bookings/${booking.reference}`}
                    className={`${tableLink} font-mono`}
                  >
                    {booking.reference}
                  </Link>
                </th>
                <td className={tdClass}>
                  <Badge tone={BOOKING_STATUS[booking.status].tone}>
                    {BOOKING_STATUS[booking.status].label}
                  </Badge>
                </td>
                <td className={tdClass}>
                  {personName(booking.user.profile, booking.user.email)}
                  <span className="block max-w-52 text-xs break-all text-ink-600">
                    {booking.user.email}
                  </span>
                </td>
                <td className={`${tdClass} min-w-40`}>
                  <Link href={`/admin/listings/${booking.listing.id}`} className="hover:underline">
                    {booking.listing.title}
                  </Link>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {formatDate(booking.checkIn)}
                  <span className="block text-xs text-ink-600">
                    to {formatDate(booking.checkOut)}
                  </span>
                </td>
                <td className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>
                  {formatGhs(booking.total)}
                </td>
                <td className={`${tdClass} whitespace-nowrap text-ink-600`}>
                  <time dateTime={isoOf(booking.createdAt)}>{formatDate(booking.createdAt)}</time>
                </td>
              </tr>
            ))
          )}
        </DataTable>
        <Pagination
          page={page}
          totalPages={totalPages}
          path="/admin/bookings"
          params={params}
          label="Booking pages"
        />
      </section>
    </>
  );
}
