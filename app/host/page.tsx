import type { Metadata } from "next";
import Link from "next/link";
import { BookingLink } from "@/components/admin/booking-link";
import { availableWhen, PayoutStatusBadge } from "@/components/admin/payout-parts";
import { Notice, PageHeader, Panel, StatCard } from "@/components/admin/ui";
import { buttonClass } from "@/components/button-styles";
import { textLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { requireHostPage } from "@/lib/api/session";
import { formatDate, formatMonth, isoOf } from "@/lib/date-format";
import { formatGhs } from "@/lib/money-format";
import { pageRequest } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { getHostStats } from "@/lib/server/host/host-stats";
import { hostEarnings, hostPayouts } from "@/lib/server/payouts/host-earnings";
import { getPayoutMethod } from "@/lib/server/payouts/payout-method";
import { formatCount, plural } from "@/lib/words";

// The layout's "· Hosting" template only reaches child segments, not this page beside it.
export const metadata: Metadata = { title: { absolute: "Hosting · Akwaaba" } };

export default async function HostDashboardPage() {
  const host = await requireHostPage("/host");
  const db = getDb();
  const delayHours = config().PAYOUT_DELAY_HOURS;
  // The earnings' totals and the last payout: one row of each list is enough.
  const [stats, method, { totals }, lastPayouts] = await Promise.all([
    getHostStats(db, { hostId: host.id }),
    getPayoutMethod(db, { hostId: host.id }),
    hostEarnings(db, { hostId: host.id, page: pageRequest(1, 1), delayHours }),
    hostPayouts(db, { hostId: host.id, page: pageRequest(1, 1) }),
  ]);
  const { today, upcomingCheckIns, occupancy, earningsThisMonth } = stats;
  const lastPayout = lastPayouts.items[0];

  return (
    <>
      <PageHeader
        title="Hosting"
        description="Your listings, their calendars and their bookings."
        actions={
          <Link href="/host/listings" className={buttonClass("primary")}>
            Your listings
          </Link>
        }
      />
      <Panel title={`Today, ${formatDate(today.date)}`} className="mb-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <GuestMoves title="Arriving" moves={today.arrivals} none="Nobody arrives today." />
          <GuestMoves title="Leaving" moves={today.departures} none="Nobody leaves today." />
        </div>
      </Panel>
      <section aria-labelledby="host-figures" className="mb-6">
        <h2 id="host-figures" className="sr-only">
          Your figures
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <StatCard
            label="Check-ins this week"
            value={formatCount(upcomingCheckIns.count)}
            detail={`Confirmed, in the next ${plural(upcomingCheckIns.days, "day")}`}
          />
          <StatCard
            label="Occupancy"
            value={`${occupancy.percent}%`}
            detail={`${plural(occupancy.bookedNights, "night")} booked of ${formatCount(occupancy.listedNights)}, next ${occupancy.days} nights`}
            accent="gold"
          />
          <StatCard
            label={`Earnings, ${formatMonth(earningsThisMonth.month, true)}`}
            value={formatGhs(earningsThisMonth.amount)}
            detail={`${plural(earningsThisMonth.bookings, "booking")} checking in this month`}
            accent="clay"
          />
        </dl>
      </section>
      <Panel
        title="Payouts"
        className="mb-6"
        actions={
          <Link href="/host/payouts" className={buttonClass("secondary")}>
            Earnings and payouts
          </Link>
        }
      >
        {method ? null : (
          <div className="mb-4">
            <Notice title="Add where you want to be paid">
              Your earnings wait until you{" "}
              <Link href="/host/payouts" className={textLink}>
                add a mobile-money wallet or a bank account
              </Link>
              .
            </Notice>
          </div>
        )}
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink-600">Available</dt>
            <dd className="mt-0.5 text-xl font-bold text-ink-900 tabular-nums">
              {formatGhs(totals.available)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-600">Pending</dt>
            <dd className="mt-0.5 text-xl font-bold text-ink-900 tabular-nums">
              {formatGhs(totals.pending)}
            </dd>
            <dd className="text-sm text-ink-600">Available {availableWhen(delayHours)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-600">Last payout</dt>
            {lastPayout ? (
              <dd className="mt-1 flex flex-wrap items-center gap-2 text-ink-900">
                <span className="font-semibold tabular-nums">{formatGhs(lastPayout.amount)}</span>
                <PayoutStatusBadge status={lastPayout.status} />
                <time dateTime={isoOf(lastPayout.createdAt)} className="text-sm text-ink-600">
                  {formatDate(lastPayout.createdAt)}
                </time>
              </dd>
            ) : (
              <dd className="mt-0.5 text-ink-700">None yet</dd>
            )}
          </div>
        </dl>
      </Panel>
      <Panel
        title="Next arrivals"
        actions={
          <Link href="/host/bookings?status=CONFIRMED" className={buttonClass("secondary")}>
            All bookings
          </Link>
        }
      >
        {upcomingCheckIns.next.length === 0 ? (
          <p className="text-sm text-ink-700">No confirmed check-in in the next week.</p>
        ) : (
          <ul className="divide-y divide-sand-200">
            {upcomingCheckIns.next.map((arrival) => (
              <li
                key={arrival.reference}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <span>
                  <span className="font-semibold text-ink-900">{arrival.guestFirstName}</span>
                  <span className="text-ink-700"> · {arrival.listingTitle}</span>
                </span>
                <span className="flex items-baseline gap-3 text-sm text-ink-700">
                  <span>
                    {formatDate(arrival.checkIn)}
                    {arrival.startTime ? `, ${arrival.startTime}` : ""}
                  </span>
                  <BookingLink reference={arrival.reference} base="/host/bookings" />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

interface GuestMove {
  reference: string;
  startTime: string | null;
  guestFirstName: string;
  listingTitle: string;
}

function GuestMoves({ title, moves, none }: { title: string; moves: GuestMove[]; none: string }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-ink-700">{title}</h3>
      {moves.length === 0 ? (
        <p className="text-sm text-ink-700">{none}</p>
      ) : (
        <ul className="grid gap-2">
          {moves.map((move) => (
            <li key={move.reference} className="text-sm text-ink-900">
              <span className="font-semibold">{move.guestFirstName}</span> · {move.listingTitle}
              {move.startTime ? `, ${move.startTime}` : ""}{" "}
              <BookingLink reference={move.reference} base="/host/bookings" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
