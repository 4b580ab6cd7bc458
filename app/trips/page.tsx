import type { Metadata } from "next";
import Link from "next/link";
import { TripCard } from "@/components/booking/trip-card";
import { buttonClass } from "@/components/button-styles";
import { EmptyState } from "@/components/catalog/empty-state";
import { hrefWith, pageNumber } from "@/components/catalog/listing-query";
import { Pagination } from "@/components/catalog/pagination";
import { type DbOrTx, getDb } from "@/db/client";
import { requirePageUser } from "@/lib/api/session";
import type { BookingStatus } from "@/lib/enums";
import { pageRequest, paginationOf } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { listOwnBookings } from "@/lib/server/bookings/list-bookings";
import { bookingReview } from "@/lib/server/reviews/booking-review";
import { plural } from "@/lib/words";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your trips", robots: { index: false } };

const PAGE_SIZE = 10;

const TABS = [
  {
    id: "upcoming",
    label: "Upcoming",
    statuses: ["CONFIRMED"],
    empty: "No upcoming trips",
    hint: "Confirmed bookings appear here until they end.",
  },
  {
    id: "pending",
    label: "Awaiting payment",
    statuses: ["PENDING"],
    empty: "Nothing awaiting payment",
    hint: "Bookings you have started but not yet paid for appear here while their dates are held.",
  },
  {
    id: "past",
    label: "Past",
    statuses: ["COMPLETED", "NO_SHOW"],
    empty: "No past trips yet",
    hint: "Stays and activities you have finished appear here.",
  },
  {
    id: "cancelled",
    label: "Cancelled",
    statuses: ["CANCELLED"],
    empty: "No cancelled bookings",
    hint: "Bookings you or we cancelled, and holds that ran out unpaid, appear here.",
  },
] as const satisfies ReadonlyArray<{
  id: string;
  label: string;
  statuses: readonly BookingStatus[];
  empty: string;
  hint: string;
}>;
type Tab = (typeof TABS)[number];

interface TripsPageProps {
  searchParams: Promise<{ tab?: string | string[]; page?: string | string[] }>;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * One page of the user's bookings in any of `statuses`, newest first. The service filters by
 * one status; for several, each status's first `page × limit` rows are merged, which holds
 * every row of the requested page.
 */
async function listTrips(
  db: DbOrTx,
  userId: string,
  statuses: readonly BookingStatus[],
  page: number,
) {
  const paging = pageRequest(page, PAGE_SIZE);
  if (statuses.length === 1) {
    return listOwnBookings(db, {
      userId,
      status: statuses[0],
      page: paging,
      appUrl: config().appUrl,
    });
  }
  const window = pageRequest(1, page * PAGE_SIZE);
  const parts = await Promise.all(
    statuses.map((status) =>
      listOwnBookings(db, { userId, status, page: window, appUrl: config().appUrl }),
    ),
  );
  const items = parts
    .flatMap((part) => part.items)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
    .slice(paging.offset, paging.offset + PAGE_SIZE);
  return { items, total: parts.reduce((sum, part) => sum + part.total, 0) };
}

/** The completed trips of a page that may be reviewed now, with the last day to do it. */
async function reviewDeadlines(
  db: DbOrTx,
  trips: Array<{ id: string; reference: string; status: BookingStatus; checkOut: string }>,
): Promise<Map<string, string>> {
  const answers = await Promise.all(
    trips
      .filter((trip) => trip.status === "COMPLETED")
      .map(async (trip) => [trip.reference, await bookingReview(db, { booking: trip })] as const),
  );
  return new Map(
    answers.flatMap(([reference, review]) =>
      review.state === "open" ? [[reference, review.deadline] as const] : [],
    ),
  );
}

/** How many bookings each tab holds (counts only: no rows are read). */
async function tabCounts(db: DbOrTx, userId: string): Promise<Record<Tab["id"], number>> {
  const none = { page: 1, limit: 0, offset: 0 };
  const entries = await Promise.all(
    TABS.map(async (tab) => {
      const totals = await Promise.all(
        tab.statuses.map((status) =>
          listOwnBookings(db, { userId, status, page: none, appUrl: config().appUrl }),
        ),
      );
      return [tab.id, totals.reduce((sum, part) => sum + part.total, 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Tab["id"], number>;
}

export default async function TripsPage({ searchParams }: TripsPageProps) {
  const query = await searchParams;
  const tab = TABS.find((candidate) => candidate.id === first(query.tab)) ?? TABS[0];
  const page = pageNumber(first(query.page));
  const user = await requirePageUser(
    hrefWith("/trips", {
      tab: tab.id === "upcoming" ? undefined : tab.id,
      page: page > 1 ? page : undefined,
    }),
  );
  const db = getDb();
  const [{ items, total }, counts] = await Promise.all([
    listTrips(db, user.id, tab.statuses, page),
    tabCounts(db, user.id),
  ]);
  const { totalPages } = paginationOf({ page, limit: PAGE_SIZE }, total);
  const reviewBy = await reviewDeadlines(db, items);
  const tabHref = (id: Tab["id"]) =>
    id === "upcoming" ? "/trips" : hrefWith("/trips", { tab: id });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        Your trips
      </h1>
      <p className="mt-2 text-ink-600">Your bookings, their payments and their status.</p>

      <nav aria-label="Trips by status" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((candidate) => {
            const active = candidate.id === tab.id;
            return (
              <li key={candidate.id}>
                <Link
                  href={tabHref(candidate.id)}
                  aria-current={active ? "page" : undefined}
                  className={`relative inline-flex items-center gap-2 rounded-full border px-4 py-2.5 text-[0.95rem] font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 ${
                    active
                      ? "border-forest-700 bg-forest-700 text-white"
                      : "border-sand-300 bg-white text-ink-700 hover:border-ink-500 hover:text-ink-900"
                  }`}
                >
                  {candidate.label}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${active ? "bg-white/20 text-white" : "bg-sand-100 text-ink-700"}`}
                  >
                    <span className="sr-only">(</span>
                    {counts[candidate.id]}
                    <span className="sr-only"> bookings)</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="trips-list-title" className="mt-8">
        <h2 id="trips-list-title" className="sr-only">
          {tab.label} bookings
        </h2>
        {items.length > 0 ? (
          <>
            <ul className="grid gap-4">
              {items.map((trip, index) => (
                <li key={trip.id}>
                  <TripCard trip={trip} eager={index < 3} reviewBy={reviewBy.get(trip.reference)} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={totalPages}
              path="/trips"
              params={tab.id === "upcoming" ? {} : { tab: tab.id }}
              label={`${tab.label} bookings, pages`}
            />
          </>
        ) : total > 0 ? (
          <EmptyState
            title="There is nothing on this page"
            icon="map"
            actions={
              <Link href={tabHref(tab.id)} className={buttonClass("secondary", "large")}>
                Back to the first page
              </Link>
            }
          >
            This list has {plural(totalPages, "page", "pages")}.
          </EmptyState>
        ) : (
          <EmptyState
            title={tab.empty}
            icon="map"
            actions={
              <Link href="/listings" className={buttonClass("primary", "large")}>
                Find your next stay
              </Link>
            }
          >
            {tab.hint}
          </EmptyState>
        )}
      </section>
    </div>
  );
}
