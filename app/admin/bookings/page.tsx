import type { Metadata } from "next";
import Link from "next/link";
import { BookingFilters, bookingFiltersOf } from "@/components/admin/booking-filters";
import { BookingLink } from "@/components/admin/booking-link";
import { EmailAddress } from "@/components/admin/email-address";
import { ListTable } from "@/components/admin/list-table";
import { PageHeader, StatCard } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { BOOKING_STATUS } from "@/components/format/labels";
import { tableLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { formatDate, isoOf, stayDates } from "@/lib/date-format";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { pageRequest } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { listAdminBookings } from "@/lib/server/admin/bookings/list-bookings";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";
import { recentAdminBookingStats } from "@/lib/server/admin/stats/recent-stats";
import { formatCount, personName } from "@/lib/words";
import { type AdminListProps, adminListRequest } from "../list-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bookings" };

const PAGE_SIZE = 20;
/** Enough for the listing filter's choices (the catalogue is a few dozen listings). */
const LISTING_CHOICES = 500;

export default async function AdminBookingsPage({ searchParams }: AdminListProps) {
  const { raw, page, request } = await adminListRequest(searchParams, PAGE_SIZE);
  const filterState = bookingFiltersOf(raw);
  const { filters, params, anyFilter } = filterState;

  const db = getDb();
  const [{ items, total, stats }, listingChoices] = await Promise.all([
    listAdminBookings(db, {
      ...filters,
      page: request,
      statsOf: () => recentAdminBookingStats(db, { maxAgeSeconds: config().STATS_MAX_AGE_SECONDS }),
    }),
    listAdminListings(db, { filters: {}, page: pageRequest(1, LISTING_CHOICES) }),
  ]);
  const choices = [...listingChoices.items].sort((a, b) => a.title.localeCompare(b.title));
  const listingTitle = filters.listingId
    ? choices.find((choice) => choice.id === filters.listingId)?.title
    : null;

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

      <BookingFilters action="/admin/bookings" state={filterState} listings={choices} />

      <ListTable
        id="bookings-caption"
        caption="Bookings"
        noun={["booking", "bookings"]}
        columns={[
          { label: "Reference", className: "font-semibold md:whitespace-nowrap" },
          { label: "Status" },
          { label: "Guest" },
          { label: "Listing", className: "md:min-w-40" },
          { label: "Stay", className: "md:min-w-36" },
          { label: "Total", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          { label: "Booked", className: "md:whitespace-nowrap text-ink-600" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/admin/bookings", label: "Booking pages" }}
        empty={{ filtered: "No booking matches these filters.", none: "No bookings yet." }}
        countSuffix={listingTitle ? ` for ${listingTitle}` : ""}
        rows={items.map((booking) => ({
          key: booking.id,
          className: "hover:bg-sand-50",
          cells: [
            <BookingLink key="reference" reference={booking.reference} />,
            <Badge key="status" tone={BOOKING_STATUS[booking.status].tone}>
              {BOOKING_STATUS[booking.status].label}
            </Badge>,
            <>
              {personName(booking.user.profile, booking.user.email)}
              <EmailAddress
                email={booking.user.email}
                className="block text-xs text-ink-600 md:max-w-52"
              />
            </>,
            <Link
              key="listing"
              href={`/admin/listings/${booking.listing.id}`}
              className={tableLink}
            >
              {booking.listing.title}
            </Link>,
            soldByStart(booking.listing.type)
              ? outingLine(bookedOuting(booking, booking.listing.durationHours))
              : stayDates(booking.checkIn, booking.checkOut),
            formatGhs(booking.total),
            <time key="booked" dateTime={isoOf(booking.createdAt)}>
              {formatDate(booking.createdAt)}
            </time>,
          ],
        }))}
      />
    </>
  );
}
