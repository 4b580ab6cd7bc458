import type { Metadata } from "next";
import { BookingFilters, bookingFiltersOf } from "@/components/admin/booking-filters";
import { BookingLink } from "@/components/admin/booking-link";
import { ListTable } from "@/components/admin/list-table";
import { pageParam, type RawSearchParams } from "@/components/admin/query";
import { PageHeader } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { BOOKING_STATUS } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requireHostPage } from "@/lib/api/session";
import { formatDate, isoOf, stayDates } from "@/lib/date-format";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { pageRequest } from "@/lib/pagination";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";
import { listHostBookings } from "@/lib/server/host/host-bookings";
import { guestWords } from "@/lib/words";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bookings" };

const PAGE_SIZE = 20;
/** Enough for every listing a host has in the listing filter. */
const LISTING_CHOICES = 200;

export default async function HostBookingsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  const host = await requireHostPage("/host/bookings");
  const raw = await searchParams;
  const page = pageParam(raw.page);
  const filterState = bookingFiltersOf(raw);
  const { filters, params, anyFilter } = filterState;
  const db = getDb();
  const [{ items, total }, listingChoices] = await Promise.all([
    listHostBookings(db, { ...filters, hostId: host.id, page: pageRequest(page, PAGE_SIZE) }),
    listAdminListings(db, {
      filters: { hostId: host.id },
      page: pageRequest(1, LISTING_CHOICES),
    }),
  ]);
  const choices = [...listingChoices.items].sort((a, b) => a.title.localeCompare(b.title));

  return (
    <>
      <PageHeader
        title="Bookings"
        description="The bookings of your listings. Open one to see the guest's contact once it is confirmed, or to cancel it."
      />
      <BookingFilters action="/host/bookings" state={filterState} listings={choices} />
      <ListTable
        id="host-bookings-caption"
        caption="Bookings of your listings"
        noun={["booking", "bookings"]}
        columns={[
          { label: "Reference", className: "font-semibold md:whitespace-nowrap" },
          { label: "Status" },
          { label: "Guest" },
          { label: "Listing", className: "md:min-w-40" },
          { label: "Stay", className: "md:min-w-36" },
          {
            label: "Your earnings",
            align: "right",
            className: "md:whitespace-nowrap tabular-nums",
          },
          { label: "Booked", className: "md:whitespace-nowrap text-ink-600" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/host/bookings", label: "Booking pages" }}
        empty={{
          filtered: "No booking matches these filters.",
          none: "No bookings yet: they appear here as soon as a guest books one of your listings.",
        }}
        rows={items.map((booking) => ({
          key: booking.reference,
          className: "hover:bg-sand-50",
          cells: [
            <BookingLink key="reference" reference={booking.reference} base="/host/bookings" />,
            <Badge key="status" tone={BOOKING_STATUS[booking.status].tone}>
              {BOOKING_STATUS[booking.status].label}
            </Badge>,
            <>
              {booking.guest.firstName}
              <span className="block text-xs text-ink-600">
                {guestWords(booking.adults, booking.children)}
              </span>
            </>,
            booking.listing.title,
            soldByStart(booking.listing.type)
              ? outingLine(bookedOuting(booking, booking.listing.durationHours))
              : stayDates(booking.checkIn, booking.checkOut),
            formatGhs(booking.subtotal),
            <time key="booked" dateTime={isoOf(booking.createdAt)}>
              {formatDate(booking.createdAt)}
            </time>,
          ],
        }))}
      />
    </>
  );
}
