import Big from "big.js";
import type { Metadata } from "next";
import Link from "next/link";
import { BookingLink } from "@/components/admin/booking-link";
import { MonthlyChart } from "@/components/admin/charts";
import { DataTable } from "@/components/admin/data-table";
import { PageHeader, Panel, StatCard } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { BOOKING_STATUS, LISTING_TYPE_LABELS } from "@/components/format/labels";
import { tableLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/api/session";
import { formatDateTime, formatMonth, isoOf } from "@/lib/date-format";
import type { BookingStatus } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { formatGhsShort } from "@/lib/money-short-format";
import { config } from "@/lib/platform/config";
import { listReviewQueue } from "@/lib/server/admin/listings/review-queue";
import { recentDashboardStats } from "@/lib/server/admin/stats/recent-stats";
import { ledgerBalances } from "@/lib/server/payouts/ledger-balances";
import { formatCount, formatPercent, formatSignedPercent, plural } from "@/lib/words";

export const dynamic = "force-dynamic";

// The layout's "· Admin" template only reaches child segments, not this page beside it.
export const metadata: Metadata = { title: { absolute: "Overview · Admin · Akwaaba" } };

const REVIEW_ROWS = 10;

export default async function AdminOverviewPage() {
  await requireAdminPage();
  const db = getDb();
  const [stats, review, balances] = await Promise.all([
    recentDashboardStats(db, { maxAgeSeconds: config().STATS_MAX_AGE_SECONDS }),
    listReviewQueue(db, { limit: REVIEW_ROWS }),
    ledgerBalances(db),
  ]);
  const owedToHosts = new Big(balances.pending).plus(balances.available).plus(balances.in_flight);
  const months = stats.series.months;
  const bookingPoints = months.map((m) => ({ month: m.month, value: m.bookings }));
  const revenuePoints = months.map((m) => ({ month: m.month, value: Number(m.revenue) }));
  const bookingsInYear = bookingPoints.reduce((sum, p) => sum + p.value, 0);
  const revenueInYear = months.reduce((sum, m) => sum.plus(m.revenue), new Big(0));
  const busiest = bookingPoints.reduce<(typeof bookingPoints)[number] | null>(
    (best, p) => (best === null || p.value > best.value ? p : best),
    null,
  );
  const richest = revenuePoints.reduce<(typeof revenuePoints)[number] | null>(
    (best, p) => (best === null || p.value > best.value ? p : best),
    null,
  );
  const firstMonth = months[0]?.month;
  const lastMonth = months.at(-1)?.month;
  const period =
    firstMonth && lastMonth ? `${formatMonth(firstMonth)} to ${formatMonth(lastMonth)}` : "";
  const growth = stats.users.growth;

  return (
    <>
      <PageHeader
        title="Overview"
        description="How the marketplace is doing: people, bookings, money and listings."
      />

      <Panel
        title="Waiting for review"
        className="mb-8"
        description={
          review.total > review.items.length
            ? `The ${formatCount(review.items.length)} waiting longest of ${formatCount(review.total)}.`
            : "Listings their hosts sent for review, the longest waiting first."
        }
        actions={
          review.total > review.items.length ? (
            <Link href="/admin/listings?status=PENDING_REVIEW" className={tableLink}>
              All {formatCount(review.total)}
            </Link>
          ) : null
        }
      >
        <DataTable
          id="review-queue-caption"
          caption="Listings waiting for review"
          columns={[
            { label: "Listing", className: "font-semibold" },
            { label: "Host" },
            { label: "Submitted", className: "md:whitespace-nowrap text-ink-600" },
          ]}
          empty="Nothing is waiting for review."
          rows={review.items.map((listing) => ({
            key: listing.id,
            cells: [
              <>
                <Link href={`/admin/listings/${listing.id}`} className={tableLink}>
                  {listing.title}
                </Link>
                <span className="block text-xs font-normal text-ink-600">
                  {LISTING_TYPE_LABELS[listing.type]}
                </span>
              </>,
              listing.hostName ?? "No host",
              <time key="submitted" dateTime={isoOf(listing.submittedAt)}>
                {formatDateTime(listing.submittedAt)}
              </time>,
            ],
          }))}
        />
      </Panel>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Key figures
        </h2>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label="Users"
            value={formatCount(stats.users.total)}
            detail={
              <>
                {formatCount(stats.users.newThisMonth)} new this month ·{" "}
                <span className={growth < 0 ? "text-clay-700" : "text-forest-700"}>
                  {formatSignedPercent(growth)}
                </span>{" "}
                vs last month
              </>
            }
          />
          <StatCard
            label="Bookings"
            value={formatCount(stats.bookings.total)}
            detail={`${formatCount(stats.bookings.thisMonth)} made this month`}
            accent="gold"
          />
          <StatCard
            label="Revenue"
            value={formatGhs(stats.bookings.revenue)}
            detail="Paid, less refunds"
            accent="clay"
          />
          <StatCard
            label="Average booking value"
            value={formatGhs(stats.bookings.avgBookingValue)}
            detail="Per paid booking"
            accent="ink"
          />
          <StatCard
            label="Listings"
            value={formatCount(stats.listings.total)}
            detail={`${formatCount(stats.listings.published)} published · ${formatCount(stats.listings.archived)} archived, not counted`}
          />
          <StatCard
            label="Occupancy"
            value={formatPercent(stats.listings.avgOccupancy)}
            detail="Booked nights of published listings, last 30 days"
            accent="gold"
          />
          <StatCard
            label="Owed to hosts"
            value={formatGhs(owedToHosts)}
            detail={
              <>
                Pending, available and in flight ·{" "}
                <Link href="/admin/payouts" className={tableLink}>
                  See payouts
                </Link>
              </>
            }
            accent="clay"
          />
        </dl>
      </section>

      <section aria-labelledby="trends-heading" className="mt-8">
        <h2 id="trends-heading" className="mb-3 text-lg font-semibold text-ink-900">
          The last 12 months
        </h2>
        <div className="grid gap-4 xl:grid-cols-2">
          <MonthlyChart
            id="bookings-chart"
            title="Bookings per month"
            kind="bar"
            points={bookingPoints}
            valueHeader="Bookings"
            formatValue={(n) => `${plural(n, "booking", "bookings")}`}
            formatTick={(n) => formatCount(n)}
            summary={`${formatCount(bookingsInYear)} bookings from ${period}${
              busiest && busiest.value > 0
                ? `; the busiest month was ${formatMonth(busiest.month, true)} with ${formatCount(busiest.value)}`
                : ""
            }.`}
          />
          <MonthlyChart
            id="revenue-chart"
            title="Revenue per month"
            kind="line"
            points={revenuePoints}
            valueHeader="Revenue (GH₵)"
            formatValue={(n) => formatGhs(n)}
            formatTick={(n) => formatGhsShort(n)}
            summary={`${formatGhs(revenueInYear)} net revenue from ${period}${
              richest && richest.value > 0
                ? `; the best month was ${formatMonth(richest.month, true)} with ${formatGhs(richest.value)}`
                : ""
            }.`}
          />
        </div>
      </section>

      <div className="mt-8 grid gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel
          title="Recent bookings"
          actions={
            <Link href="/admin/bookings" className={tableLink}>
              All bookings
            </Link>
          }
        >
          <DataTable
            id="recent-bookings-caption"
            caption={"The 10 newest bookings"}
            columns={[
              { label: "Reference", className: "font-semibold md:whitespace-nowrap" },
              { label: "Guest" },
              { label: "Listing", className: "md:max-w-56 md:truncate" },
              { label: "Total", align: "right", className: "tabular-nums" },
              { label: "Status" },
              { label: "Booked", className: "md:whitespace-nowrap text-ink-600" },
            ]}
            empty="No bookings yet."
            rows={stats.recentBookings.map((booking) => ({
              key: booking.id,
              cells: [
                <BookingLink key="reference" reference={booking.reference} />,
                booking.guestName,
                <span key="listing" title={booking.listing.title}>
                  {booking.listing.title}
                </span>,
                formatGhs(booking.total),
                <Badge key="status" tone={BOOKING_STATUS[booking.status as BookingStatus].tone}>
                  {BOOKING_STATUS[booking.status as BookingStatus].label ?? booking.status}
                </Badge>,
                <time key="booked" dateTime={isoOf(booking.createdAt)}>
                  {formatDateTime(booking.createdAt)}
                </time>,
              ],
            }))}
          />
        </Panel>

        <Panel title="Top listings" description="Most confirmed bookings, with their net revenue.">
          <DataTable
            id="top-listings-caption"
            caption={"The 5 listings with the most confirmed bookings"}
            columns={[
              { label: "Listing", className: "font-semibold" },
              { label: "Bookings", align: "right", className: "tabular-nums" },
              { label: "Revenue", align: "right", className: "tabular-nums" },
            ]}
            empty="No confirmed bookings yet."
            rows={stats.topListings.map((listing) => ({
              key: listing.id,
              cells: [
                <Link key="listing" href={`/admin/listings/${listing.id}`} className={tableLink}>
                  {listing.title}
                </Link>,
                formatCount(listing.bookingCount),
                formatGhs(listing.revenue),
              ],
            }))}
          />
        </Panel>
      </div>
    </>
  );
}
